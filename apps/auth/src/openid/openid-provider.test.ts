// "Logga in med Kretsbutiken" end to end over HTTP, with a relying party we did not write
// (openid-client, panva's certified client): discovery, the authorization code with PKCE, our
// "continue as" and consent pages, the ID token with the verified address, userinfo, consent
// remembered, refresh rotation with reuse detection, and RP-initiated logout.
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieBrowser } from "../../demo-id/testing/cookie-browser.ts";
import {
  CALLBACK,
  LOGGED_OUT,
  startOpenIdTestServer,
  type OpenIdTestServer,
} from "./testing/openid-test-server.ts";

let server: OpenIdTestServer;
let rp: oidc.Configuration;

beforeAll(async () => {
  server = await startOpenIdTestServer();
  rp = await oidc.discovery(
    new URL(server.issuer),
    server.client.clientId,
    server.secret,
    undefined,
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
}, 30_000);

afterAll(async () => {
  await server?.close();
});

interface Started {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

async function authorizationRequest(extra: Record<string, string> = {}): Promise<Started> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(rp, {
    redirect_uri: CALLBACK,
    scope: "openid email",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

/** Form posts go to the page's own address plus an action. */
function interactionBase(pageUrl: string): string {
  const match = /\/oidc\/interaction\/[\w-]+/.exec(pageUrl);
  if (!match) throw new Error(`not an interaction page: ${pageUrl}`);
  return match[0];
}

async function signInAndConsent(browser: CookieBrowser, started: Started): Promise<URL> {
  const first = await browser.go(started.url.href);
  expect(first.html).toContain("Du är inloggad hos Kretsbutiken som");
  const base = interactionBase(first.url);
  const consent = await browser.go(`${base}/login`, { form: {} });
  expect(consent.html).toContain("Ge Kretsbutikens kundklubb tillgång till ditt konto?");
  const done = await browser.go(`${interactionBase(consent.url)}/consent`, {
    form: { decision: "approve" },
  });
  expect(done.url.startsWith(CALLBACK)).toBe(true);
  return new URL(done.url);
}

describe("the authorization code flow with openid-client", () => {
  it("signs in with the session and consent, and the ID token carries the verified address", async () => {
    const address = `kund.${Date.now()}@example.se`;
    const userId = await server.user(address);
    const browser = await server.signedIn(userId);
    const started = await authorizationRequest();
    const callback = await signInAndConsent(browser, started);

    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: server.issuer,
      aud: server.client.clientId,
      sub: userId,
      email: address,
      email_verified: true,
      nonce: started.nonce,
    });
    const info = await oidc.fetchUserInfo(rp, tokens.access_token, userId);
    expect(info).toMatchObject({ sub: userId, email: address, email_verified: true });
  });

  it("remembers the consent: the next sign-in of the same user goes straight back", async () => {
    const userId = await server.user(`igen.${Date.now()}@example.se`);
    await signInAndConsent(await server.signedIn(userId), await authorizationRequest());

    // Another browser, the same user: no consent page this time.
    const other = await server.signedIn(userId);
    const started = await authorizationRequest();
    const page = await other.go(started.url.href);
    const back = await other.go(`${interactionBase(page.url)}/login`, { form: {} });
    expect(back.url.startsWith(CALLBACK)).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(rp, new URL(back.url), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    expect(tokens.claims()?.sub).toBe(userId);
  });

  it("refuses a code without its PKCE verifier, and a code used twice", async () => {
    const userId = await server.user(`pkce.${Date.now()}@example.se`);
    const started = await authorizationRequest();
    const callback = await signInAndConsent(await server.signedIn(userId), started);
    await expect(
      oidc.authorizationCodeGrant(rp, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: started.state,
      }),
    ).rejects.toMatchObject({ error: "invalid_grant" });
    // The failed try did not spend the code; the right verifier redeems it once.
    await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    await expect(
      oidc.authorizationCodeGrant(rp, callback, {
        pkceCodeVerifier: started.verifier,
        expectedState: started.state,
        expectedNonce: started.nonce,
      }),
    ).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("rotates refresh tokens, and a used one presented again revokes the whole grant", async () => {
    const userId = await server.user(`offline.${Date.now()}@example.se`);
    const started = await authorizationRequest({
      scope: "openid email offline_access",
      prompt: "consent",
    });
    const callback = await signInAndConsent(await server.signedIn(userId), started);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    const first = tokens.refresh_token;
    expect(first).toBeTruthy();

    const refreshed = await oidc.refreshTokenGrant(rp, first ?? "");
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);
    expect(refreshed.claims()?.email).toBe(tokens.claims()?.email);

    // The old one again: refused, and the new one dies with it (the grant is revoked).
    await expect(oidc.refreshTokenGrant(rp, first ?? "")).rejects.toMatchObject({
      error: "invalid_grant",
    });
    await expect(oidc.refreshTokenGrant(rp, refreshed.refresh_token ?? "")).rejects.toMatchObject({
      error: "invalid_grant",
    });
    await expect(oidc.fetchUserInfo(rp, refreshed.access_token, userId)).rejects.toThrow();
  });
});

describe("the provider's sign-in lasts only as long as the Kretsbutiken session", () => {
  it("signed out of Kretsbutiken elsewhere: prompt=none answers login_required", async () => {
    const userId = await server.user(`bunden.${Date.now()}@example.se`);
    const browser = await server.signedIn(userId);
    await signInAndConsent(browser, await authorizationRequest());
    // While the session lives, prompt=none goes straight back with a code.
    const silent = await browser.go((await authorizationRequest({ prompt: "none" })).url.href);
    expect(new URL(silent.url).searchParams.get("code")).toBeTruthy();

    const [session] = await server.auth.deps.sessions.listOf(userId);
    await server.auth.deps.sessions.revoke(session?.id ?? "");
    const after = await browser.go((await authorizationRequest({ prompt: "none" })).url.href);
    expect(after.url.startsWith(CALLBACK)).toBe(true);
    expect(new URL(after.url).searchParams.get("error")).toBe("login_required");
  });

  it("someone else signed in to Kretsbutiken in the same browser is not the provider's person", async () => {
    const first = await server.user(`forsta.${Date.now()}@example.se`);
    const browser = await server.signedIn(first);
    await signInAndConsent(browser, await authorizationRequest());
    const second = await server.user(`andra.${Date.now()}@example.se`);
    const token = (
      await server.auth.deps.sessions.issue({
        userId: second,
        amr: ["otp"],
        client: { ip: "127.0.0.1", userAgent: "test", language: "sv" },
        retention: "persistent",
      })
    ).token;
    browser.setCookie(server.auth.config.session.cookie.name, token);
    const page = await browser.go((await authorizationRequest()).url.href);
    expect(page.html).toContain(`Du är inloggad hos Kretsbutiken som andra.`);
    expect(page.html).not.toContain("forsta.");
  });
});

describe("RP-initiated logout", () => {
  it("'Förbli inloggad' ends only the client's part: the Kretsbutiken session and its cookie stay", async () => {
    const userId = await server.user(`stanna.${Date.now()}@example.se`);
    const browser = await server.signedIn(userId);
    const started = await authorizationRequest();
    const tokens = await oidc.authorizationCodeGrant(rp, await signInAndConsent(browser, started), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    const question = await browser.go(
      oidc.buildEndSessionUrl(rp, {
        id_token_hint: tokens.id_token ?? "",
        post_logout_redirect_uri: LOGGED_OUT,
      }).href,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.html)?.[1] ?? "";
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(
      question.html,
    )?.[1];
    const response = await browser.request(action ?? "", { form: { xsrf } });
    expect(response.status).toBe(303);
    expect(
      response.headers
        .getSetCookie()
        .some((line) => line.startsWith(`${server.auth.config.session.cookie.name}=;`)),
    ).toBe(false);
    expect(await server.auth.deps.sessions.listOf(userId)).toHaveLength(1);
  });

  it("asks, then signs the browser out of Kretsbutiken too and returns to the client", async () => {
    const userId = await server.user(`utloggning.${Date.now()}@example.se`);
    const browser = await server.signedIn(userId);
    const started = await authorizationRequest();
    const callback = await signInAndConsent(browser, started);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });

    const logoutUrl = oidc.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: LOGGED_OUT,
      state: "hejdå",
    });
    const question = await browser.go(logoutUrl.href);
    expect(question.html).toContain("Logga ut från Kretsbutiken?");
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.html)?.[1] ?? "";
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(
      question.html,
    )?.[1];
    const out = await browser.go(action ?? "", { form: { xsrf, logout: "yes" } });
    expect(out.url).toBe(`${LOGGED_OUT}?state=hejd%C3%A5`);

    // The Kretsbutiken session is gone: the next authorization shows the widget, not "continue".
    const again = await browser.go((await authorizationRequest()).url.href);
    expect(again.html).toContain("<hanko-auth");
    expect(again.html).not.toContain("Du är inloggad");
    expect(await server.auth.deps.sessions.listOf(userId)).toEqual([]);
  });
});
