// How the provider's own pages answer: strict headers on every page (our scripts only, the
// stylesheet by hash, the widget's styles by a fresh nonce, no framing), the language each page
// is in, and the pages oidc-provider renders through us (sign-out, refusals).
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import { pickLanguage } from "../../demo-id/interaction-language.ts";
import { cookieValue } from "../../demo-id/interaction-request.ts";
import type { OpenIdLanguage } from "./openid-messages.ts";
import { loggedOutPage, logoutPage, refusedPage, STYLE_HASH } from "./openid-pages.ts";

/** Remembers a language picked on a page (?lang=) for the next ones. */
export const OPENID_LANGUAGE_COOKIE = "kb_openid_lang";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function pageHeaders(nonce?: string): Record<string, string> {
  const widgetStyles = nonce === undefined ? "" : ` 'nonce-${nonce}'`;
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // Not "no-referrer": under it a form is posted with `Origin: null`, which the posts' origin
    // check refuses.
    "Referrer-Policy": "same-origin",
    // No form-action: a form's answer is a chain of redirects to the client, and Chromium holds
    // every hop to form-action (see Demo-ID's pages).
    "Content-Security-Policy": `default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src ${STYLE_HASH}${widgetStyles}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

export interface Answer {
  status: number;
  html: string;
  nonce?: string;
  /** A language picked with ?lang=, remembered for the next page. */
  rememberLanguage?: OpenIdLanguage | undefined;
  /** More Set-Cookie lines (the session cookie ended by "another account"). */
  cookies?: readonly string[];
}

export function send(response: ServerResponse, answer: Answer): void {
  const headers: Record<string, string | string[]> = pageHeaders(answer.nonce);
  const cookies = [...(answer.cookies ?? [])];
  if (answer.rememberLanguage) {
    cookies.push(
      `${OPENID_LANGUAGE_COOKIE}=${answer.rememberLanguage}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
  }
  if (cookies.length > 0) headers["Set-Cookie"] = cookies;
  response.writeHead(answer.status, headers);
  response.end(answer.html);
}

/** The language of a request: ?lang=, the remembered pick, ui_locales, then the browser's. */
export function languageOf(
  request: IncomingMessage,
  query: string | null,
  uiLocales?: unknown,
): OpenIdLanguage {
  return pickLanguage({
    query,
    cookie: cookieValue(request, OPENID_LANGUAGE_COOKIE),
    uiLocales,
    acceptLanguage: request.headers["accept-language"],
  });
}

interface PageContext {
  req: IncomingMessage;
  type: string;
  body: unknown;
  set(headers: Record<string, string>): void;
  oidc?: { client?: { clientName?: string; clientId: string } };
}

function render(ctx: PageContext, html: string): void {
  ctx.set(pageHeaders());
  ctx.type = "html";
  ctx.body = html;
}

/** oidc-provider's renderError: its refusals as our page, in the person's language. */
export function refusalPage(ctx: PageContext, out: { error: string }): void {
  render(ctx, refusedPage(languageOf(ctx.req, null), out.error));
}

/** The sign-out question and the page after it (features.rpInitiatedLogout). */
export function logoutPages() {
  return {
    logoutSource: (ctx: PageContext, form: string) => {
      const client = ctx.oidc?.client;
      render(
        ctx,
        logoutPage(
          languageOf(ctx.req, null),
          form,
          client && (client.clientName ?? client.clientId),
        ),
      );
      return Promise.resolve();
    },
    postLogoutSuccessSource: (ctx: PageContext) => {
      render(ctx, loggedOutPage(languageOf(ctx.req, null)));
      return Promise.resolve();
    },
  };
}
