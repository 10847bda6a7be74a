// React Router's default Node entry (@react-router/dev 8.4), with the page's scripts held until
// after its first paint in a build (performance/after-paint.ts) and the request's CSP nonce on
// every inline script and style (server/security-headers/), plus the exports the Hono server
// needs: the services, nonce and page audience context objects (see
// context/services-context.ts), the stylesheet and the blog's articles for the sitemap.
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { cspNonceContext } from "./context/csp-nonce-context.ts";
import { pageAudienceContext } from "./context/page-audience-context.ts";
import { servicesContext } from "./context/services-context.ts";
import { NonceContext } from "./context/use-nonce.ts";
import { pageCacheControl } from "../http/page-cache-control.ts";
import { holdScripts } from "./performance/hold-scripts.ts";
import { createPageBody } from "./rendering/page-body.server.ts";

export { servicesContext };
export { cspNonceContext };
export { pageAudienceContext };
// The whole stylesheet, which the server cuts per kept page (server/page-cache/slim-stylesheet.ts)
// and serves as a file; undefined outside a build.
export { STYLESHEET_TEXT as stylesheetText } from "virtual:kb-stylesheet";
// The blog's articles for sitemap.xml, which the Hono server writes (server/app.ts).
export { sitemapArticles } from "./blog/blog.server.ts";
// Felkodsdoktorn's model and answer pages, for the same.
export { sitemapDoctorPages } from "./scooter-doctor/doctor-sitemap.server.ts";

export const streamTimeout = 5_000;

/**
 * An error of a loader, an action or the rendering, logged once with its stack under the
 * request's id (server/logging/), unless the visitor has gone. The visitor gets the error page.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(servicesContext).log.error({ err: error }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  const nonce = loadContext.get(cspNonceContext);
  // Pages are rendered from the visitor's cookies (language, currency): shared only per Cookie
  // header, and only the pages that are the same for every anonymous visitor.
  const { matches } = routerContext.staticHandlerContext;
  const handles = matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  responseHeaders.set(
    "Cache-Control",
    pageCacheControl({ status: responseStatusCode, request, handles, responseHeaders }),
  );
  responseHeaders.append("Vary", "Cookie");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const stopTimer = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const body = createPageBody({
            finished: stopTimer,
            gone() {
              stopTimer();
              abort();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (import.meta.env.PROD) pipe(holdScripts(nonce)).pipe(body);
          else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            loadContext.get(servicesContext).log.error({ err: error }, "rendering failed");
          }
        },
      },
    );
  });
}
