import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import type { ShopServices } from "./shop-services.ts";
import { AUTH_WEBHOOKS_PATH, createAuthWebhookRoute } from "./account/auth-webhook-route.ts";
import { buildInfo } from "./build-info.ts";
import { databaseOutageAs503 } from "./faults/database-outage-as-503.ts";
import { retryAfterOn503 } from "./faults/retry-after.ts";
import { answerUnhandledError } from "./faults/unhandled-error.ts";
import { createHealthRoutes } from "./health/health-routes.ts";
import type { ReadinessCheck } from "./health/readiness-check.ts";
import { createProductImageRoutes, type ProductImageLookup } from "./images/image-routes.ts";
import type { UploadedPictureReader } from "./images/uploaded-pictures.ts";
import { requestIdMiddleware } from "./logging/request-id.ts";
import { requestLoggerMiddleware } from "./logging/request-logger.ts";
import { pageAudience, type PageAudience } from "./page-cache/page-audience.ts";
import type { PageCache } from "./page-cache/page-cache.ts";
import { sharedPaths } from "./page-cache/shared-paths.ts";
import type { SlimStylesheet } from "./page-cache/slim-stylesheet.ts";
import { createPaymentCallbackRoute } from "./payments/payment-callback-route.ts";
import { createTestPaymentRoutes } from "./payments/test-provider/test-payment-routes.ts";
import type { TestProvider } from "./payments/test-provider/test-provider.ts";
import { clientAddress, type TrustProxy } from "./rate-limit/client-address.ts";
import { clientKey } from "./rate-limit/client-key.ts";
import { methodGate } from "./request-body/method-gate.ts";
import { COMPLAINT_PATH } from "../domain/complaints/complaint-path.ts";
import { requestBodyLimit } from "./request-body/request-body-limit.ts";
import { securityHeadersMiddleware } from "./security-headers/security-headers-middleware.ts";
import type { SecurityOrigins } from "./security-headers/security-headers.ts";
import { robotsTxt } from "./seo-files.ts";
import { sitePaths, type SitePath } from "./site-paths.ts";
import { createSitemapRoutes } from "./sitemap-routes.ts";

export interface ShopAppOptions {
  build: ServerBuild;
  clientDir: string;
  production: boolean;
  services: ShopServices;
  /** What the security headers name (server/security-headers/security-origins.ts). */
  securityOrigins: SecurityOrigins;
  /** The process's logger; a request logs through a child bound to its id. */
  logger: Logger;
  /** What /readyz asks: the database, whether the shop is shutting down. */
  readiness: readonly ReadinessCheck[];
  /** What the drawn product pictures under /images/products show; the catalogue by default. */
  productImages?: ProductImageLookup;
  /** Pictures uploaded in the admin, served under /images/products beside the drawn ones. */
  uploadedPictures?: UploadedPictureReader;
  /** The built-in test payment provider, whose pages this server hosts at /testbetalning/. */
  testProvider?: TestProvider;
  /** Keeps shared pages (server/page-cache/page-cache.ts); without it every page renders. */
  pageCache?: PageCache;
  /** The whole stylesheet, served as a file beside the kept pages' cut one (slim-stylesheet.ts). */
  stylesheet?: SlimStylesheet;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (rate-limit/client-address.ts). */
  trustProxy?: TrustProxy;
}

// Hashed files under /assets never change, so browsers may keep them for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
// Files in public/ keep their names across builds: cache a day, then revalidate.
const PUBLIC_FILE = "public, max-age=86400";
// /readyz answers within this, below a load balancer's usual probe timeout.
const READY_TIMEOUT_MS = 2000;

/** A context object of this very build (see app/context/services-context.ts). */
function entryContextOf<T>(
  build: ServerBuild,
  name: "servicesContext" | "cspNonceContext" | "pageAudienceContext",
): RouterContext<T> {
  const context = (build.entry.module as Partial<Record<typeof name, RouterContext<T>>>)[name];
  if (!context) throw new Error(`the server build's entry does not export ${name}`);
  return context;
}

export function createShopApp({
  build,
  clientDir,
  production,
  services,
  securityOrigins,
  logger,
  readiness,
  productImages,
  uploadedPictures,
  testProvider,
  pageCache,
  stylesheet,
  trustProxy = false,
}: ShopAppOptions): Hono<{ Bindings: Partial<HttpBindings> }> {
  const handler = createRequestHandler(build, production ? "production" : "development");
  const servicesContext = entryContextOf<ShopServices>(build, "servicesContext");
  const cspNonceContext = entryContextOf<string | undefined>(build, "cspNonceContext");
  const pageAudienceContext = entryContextOf<PageAudience | undefined>(
    build,
    "pageAudienceContext",
  );
  const audienceOf = pageAudience({ isSharedPath: sharedPaths(build), auth: services.auth });
  const latestBuild = buildInfo(build, Date.now());
  const paths = sitePaths(build);
  const entry = build.entry.module as {
    sitemapArticles?: () => SitePath[];
    sitemapDoctorPages?: () => SitePath[];
  };
  // The pages the route table cannot list, having parameters: the blog's articles and
  // Felkodsdoktorn's model and answer pages.
  const articles = [...(entry.sitemapArticles?.() ?? []), ...(entry.sitemapDoctorPages?.() ?? [])];

  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  // First, so that every answer, an error's too, carries the request id and is logged once.
  app.use("*", requestIdMiddleware());
  app.use("*", requestLoggerMiddleware(logger));
  app.use("*", retryAfterOn503());
  app.onError(answerUnhandledError);
  app.use("*", securityHeadersMiddleware(securityOrigins));
  app.use("*", compress());
  app.route("/", createHealthRoutes({ checks: readiness, timeoutMs: READY_TIMEOUT_MS }));

  // Spec §7: the build-update check. Never cached: it is how clients notice a deploy.
  app.get("/builds/latest.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(latestBuild);
  });
  app.get("/builds/meta/:file", (c) => {
    c.header("Cache-Control", "no-store");
    return c.req.param("file") === `${latestBuild.id}.json`
      ? c.json(latestBuild)
      : c.json({ error: "unknown build" }, 404);
  });

  app.get("/robots.txt", (c) => c.text(robotsTxt(services.publicUrl)));
  app.route(
    "/",
    createSitemapRoutes({
      catalogue: services.catalogue,
      publicUrl: services.publicUrl,
      fixedPaths: paths,
      articles,
    }),
  );

  app.route(
    "/",
    createPaymentCallbackRoute({
      provider: services.payments,
      orders: services.orders,
      refunds: services.admin.refunds,
      origin: services.publicUrl,
      log: (line) => logger.warn(line),
    }),
  );
  app.route(
    "/",
    createAuthWebhookRoute(services.authWebhooks, (line) => logger.warn(line)),
  );
  if (testProvider) app.route("/testbetalning", createTestPaymentRoutes(testProvider));

  app.route(
    "/",
    createProductImageRoutes(productImages ?? ((id) => services.catalogue.byId(id)), {
      uploaded: uploadedPictures,
    }),
  );

  if (stylesheet) {
    app.get(stylesheet.path, (c) => {
      c.header("Cache-Control", IMMUTABLE);
      c.header("Content-Type", "text/css; charset=utf-8");
      return c.body(stylesheet.css);
    });
  }
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  // Files of public/ (favicons): only a name with a dot can be one, so pages cost no disk look-up.
  const publicFiles = serveStatic<{ Bindings: Partial<HttpBindings> }>({
    root: clientDir,
    onFound: (_path, c) => c.header("Cache-Control", PUBLIC_FILE),
  });
  const onlyFileNames: MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> = (c, next) =>
    c.req.path.slice(c.req.path.lastIndexOf("/")).includes(".") ? publicFiles(c, next) : next();
  app.use("*", onlyFileNames);
  // README "Request bodies": a method no route serves is 405 with Allow, and no body past the
  // door's limit reaches a route. POST /payment/callback and /api/auth-webhooks are served above.
  app.all(
    "*",
    methodGate(build, {
      alsoServed: { "/payment/callback": ["POST"], [AUTH_WEBHOOKS_PATH]: ["POST"] },
    }),
  );
  app.all(
    "*",
    requestBodyLimit(services.bodyLimits.request, {
      paths: [COMPLAINT_PATH],
      maxBytes: services.bodyLimits.upload,
    }),
  );
  app.all("*", async (c) => {
    const render = (request: Request, audience?: PageAudience) => {
      const context = new RouterContextProvider();
      const remoteAddress = c.env?.incoming?.socket.remoteAddress;
      const address = clientAddress({ headers: c.req.raw.headers, remoteAddress }, trustProxy);
      const log = c.get("log");
      // A database that does not answer makes a page's loader or action throw a 503, which its
      // error boundary shows as "temporarily unavailable" (server/faults/).
      const guarded = databaseOutageAs503(services, (error) =>
        log.error({ err: error }, "database unavailable"),
      );
      context.set(servicesContext, {
        ...guarded,
        clientAddress: address,
        clientKey: clientKey(address),
        requestId: c.get("requestId"),
        log,
      });
      context.set(cspNonceContext, c.get("cspNonce"));
      context.set(pageAudienceContext, audience);
      return handler(request, context);
    };
    if (!pageCache) return render(c.req.raw);
    const method = c.req.method.toUpperCase();
    const audience =
      method === "GET" || method === "HEAD"
        ? await audienceOf(c.req.raw, c.get("requestId"))
        : undefined;
    return pageCache.serve(c.req.raw, render, c.get("cspNonce"), audience);
  });
  return app;
}
