// Kundklubben: the demo's relying party of "Logga in med Kretsbutiken", a customer club site
// that signs its members in through the auth server's OpenID Provider with openid-client
// (panva's certified client): the authorization code with PKCE, state and nonce, the ID token's
// claims, and RP-initiated logout. It stands for any other site a shop's customers use; the
// browser tests sign in through it, and `npm start` runs it (KUNDKLUBBEN_PORT, 8400).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import * as oidc from "openid-client";
import { pickLanguage } from "../demo-id/interaction-language.ts";
import { cookieValue, postedFromOrigin } from "../demo-id/interaction-request.ts";
import { homePage, memberPage, problemPage, STYLE_HASH } from "./kundklubben-pages.ts";

export interface KundklubbenOptions {
  /** The provider's issuer, e.g. http://localhost:8000/oidc. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where Kundklubben is reached, e.g. http://localhost:8400. */
  url: string;
}

interface Visit {
  pending?: { verifier: string; state: string; nonce: string };
  member?: { sub: string; email?: string; emailVerified?: boolean; idToken?: string };
}

const COOKIE = "kundklubben";

export function createKundklubben(options: KundklubbenOptions): RequestListener {
  const visits = new Map<string, Visit>();
  const callback = `${options.url}/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  /** Found at the first sign-in and kept; a failed discovery is tried again next time. */
  function provider(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        ...(options.issuer.startsWith("http:") ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  function visitOf(request: IncomingMessage, response: ServerResponse): Visit {
    const id = cookieValue(request, COOKIE);
    const known = id === undefined ? undefined : visits.get(id);
    if (known) return known;
    const fresh: Visit = {};
    const newId = randomBytes(24).toString("base64url");
    visits.set(newId, fresh);
    response.setHeader("Set-Cookie", `${COOKIE}=${newId}; Path=/; HttpOnly; SameSite=Lax`);
    return fresh;
  }

  function page(response: ServerResponse, status: number, html: string): void {
    response.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      "Content-Security-Policy": `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'`,
    });
    response.end(html);
  }

  function redirect(response: ServerResponse, location: string): void {
    response.writeHead(303, { Location: location, "Cache-Control": "no-store" }).end();
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", options.url);
    const lang = pickLanguage({
      query: url.searchParams.get("lang"),
      acceptLanguage: request.headers["accept-language"],
    });
    const visit = visitOf(request, response);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /") {
      page(response, 200, visit.member ? memberPage(lang, visit.member) : homePage(lang));
      return;
    }
    if (route === "POST /login" || route === "POST /logout") {
      if (!postedFromOrigin(request, new URL(options.url).origin)) {
        page(response, 403, problemPage(lang, "crossSite"));
        return;
      }
    }
    if (route === "POST /login") {
      const config = await provider();
      const pending = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      visit.pending = pending;
      const target = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callback,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
        ui_locales: lang,
      });
      redirect(response, target.href);
      return;
    }
    if (route === "GET /callback") {
      const pending = visit.pending;
      visit.pending = undefined;
      if (url.searchParams.get("error") === "access_denied") {
        page(response, 200, problemPage(lang, "cancelled"));
        return;
      }
      if (pending === undefined) {
        page(response, 400, problemPage(lang, "expired"));
        return;
      }
      const tokens = await oidc.authorizationCodeGrant(await provider(), url, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error("no ID token");
      visit.member = {
        sub: claims.sub,
        ...(typeof claims.email === "string" ? { email: claims.email } : {}),
        ...(typeof claims.email_verified === "boolean"
          ? { emailVerified: claims.email_verified }
          : {}),
        ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
      };
      redirect(response, "/");
      return;
    }
    if (route === "POST /logout") {
      const idToken = visit.member?.idToken;
      visit.member = undefined;
      const target = oidc.buildEndSessionUrl(await provider(), {
        post_logout_redirect_uri: `${options.url}/`,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
      redirect(response, target.href);
      return;
    }
    page(response, 404, problemPage(lang, "notFound"));
  }

  return (request, response) => {
    answer(request, response).catch((error: unknown) => {
      process.stderr.write(`Kundklubben: ${String(error)}\n`);
      if (response.headersSent) {
        response.end();
        return;
      }
      const lang = pickLanguage({ acceptLanguage: request.headers["accept-language"] });
      page(response, 502, problemPage(lang, "failed"));
    });
  };
}
