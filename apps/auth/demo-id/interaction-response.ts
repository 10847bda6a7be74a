// How Demo-ID's pages answer: every page with the same strict headers (one inline stylesheet,
// allowed by its hash; no script), redirects uncached, and oidc-provider's own refusals as a
// page of Demo-ID's in the person's language.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LANGUAGE_COOKIE, pickLanguage } from "./interaction-language.ts";
import { refusedPage, STYLE_HASH } from "./interaction-pages.ts";
import { cookieValue } from "./interaction-request.ts";

export interface Answer {
  status: number;
  html: string;
  /** A language picked with ?lang=, remembered for the next page. */
  rememberLanguage?: string;
}

/** The headers of every page of Demo-ID's. */
export function pageHeaders(): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // Not "no-referrer": under it a browser posts the form with `Origin: null`, and the posts'
    // origin check (interaction-request.ts) would refuse Demo-ID's own forms.
    "Referrer-Policy": "same-origin",
    // No script, no frames, nothing from another origin; only the page's own stylesheet, by
    // hash. No form-action: a form's answer is a chain of redirects through the client to
    // wherever it sends the person next (the auth server, then the shop), and Chromium holds
    // every hop of that chain to form-action, so any list of origins here breaks the sign-in.
    "Content-Security-Policy": `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

export function send(response: ServerResponse, answer: Answer): void {
  const headers = pageHeaders();
  if (answer.rememberLanguage) {
    headers["Set-Cookie"] =
      `${LANGUAGE_COOKIE}=${answer.rememberLanguage}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
  }
  response.writeHead(answer.status, headers);
  response.end(answer.html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, {
    Location: location,
    "Cache-Control": "no-store",
    "Content-Length": "0",
  });
  response.end();
}

/**
 * oidc-provider's renderError: a request it refuses before any page of ours (a redirect_uri
 * not registered, an unknown client) gets Demo-ID's page in the person's language, with the
 * error code, instead of the library's English one.
 */
export function renderRefusal(
  ctx: {
    req: IncomingMessage;
    type: string;
    body: unknown;
    set(headers: Record<string, string>): void;
  },
  out: { error: string },
): void {
  const lang = pickLanguage({
    cookie: cookieValue(ctx.req, LANGUAGE_COOKIE),
    acceptLanguage: ctx.req.headers["accept-language"],
  });
  ctx.set(pageHeaders());
  ctx.type = "html";
  ctx.body = refusedPage(lang, out.error);
}
