// The OpenID Foundation conformance suite's Basic OP plan ("oidcc-basic-certification-test-plan",
// response_type code, client_secret_basic, static client) as far as it runs here without the
// suite: each test is named after the suite module it stands in for. The relying party is raw
// fetch (so that odd requests can be sent) and jose for the ID token's signature; the browser is
// CookieBrowser with a Kretsbutiken session, as the widget would leave it.
//
// Covered, and passing (modules of the Basic plan):
//   oidcc-server, oidcc-response-type-missing, oidcc-idtoken-signature, oidcc-userinfo-get,
//   oidcc-userinfo-post-header, oidcc-userinfo-post-body,
//   oidcc-ensure-request-without-nonce-succeeds-for-code-flow, oidcc-scope-profile,
//   oidcc-scope-email, oidcc-scope-address and oidcc-scope-phone (not in scopes_supported, so the
//   suite skips them; asked for anyway, they are ignored and the flow succeeds), oidcc-scope-all,
//   oidcc-ensure-other-scope-order-succeeds, oidcc-display-page, oidcc-display-popup,
//   oidcc-prompt-login, oidcc-prompt-none-not-logged-in, oidcc-prompt-none-logged-in,
//   oidcc-max-age-1, oidcc-max-age-10000, oidcc-ensure-request-with-unknown-parameter-succeeds,
//   oidcc-id-token-hint, oidcc-login-hint, oidcc-ui-locales, oidcc-claims-locales,
//   oidcc-ensure-request-with-acr-values-succeeds, oidcc-codereuse, oidcc-codereuse-30seconds
//   (without the 30 s wait: what it checks is that the first use's tokens are revoked),
//   oidcc-ensure-registered-redirect-uri, oidcc-server-client-secret-post (oidc-provider takes
//   client_secret_post from a client_secret_basic client),
//   oidcc-request-uri-unsigned-supported-correctly-or-rejected-as-unsupported (rejected:
//   request_uri_not_supported), oidcc-unsigned-request-object-supported-correctly-or-rejected-
//   as-unsupported (rejected: request_not_supported), oidcc-claims-essential,
//   oidcc-refresh-token, oidcc-ensure-request-with-valid-pkce-succeeds.
// Also from the suite's wider oidcc-test-plan (not part of Basic certification):
// oidcc-idtoken-rs256, oidcc-ensure-redirect-uri-in-authorization-request (a request without
// redirect_uri is refused on our page). And our own stricter rules: PKCE (S256) required for
// every client, an unknown client_id or unregistered redirect_uri answered on our own page without a redirect,
// state echoed, no implicit flow, the openid scope required.
//
// Covered, and NOT passing as the suite would want:
//   oidcc-ensure-post-request-succeeds: POST to the authorization endpoint is 404. oidc-provider
//     serves it only with enableHttpPostMethods, which requires its cookies at SameSite=None;
//     openid-provider.ts sets Lax. The test pins the 404. (Part of the Basic plan: this module
//     would fail certification as configured.)
//
// Not covered, and why:
//   oidcc-idtoken-unsigned: not applicable to a static client in the suite (it registers a
//     client with id_token_signed_response_alg "none" dynamically, which the admin API cannot);
//     only checked that discovery does not offer "none", on which the suite would skip it.
//   oidcc-ensure-request-object-with-redirect-uri: request objects are not supported
//     (features.requestObjects is off); the suite skips it after the unsigned request object
//     module ends in "rejected as unsupported".
//   The suite's dynamic_client variant and every oidcc-registration-* module: clients come from
//     the admin API, there is no registration endpoint.
//   What only the hosted suite can do: the real 30 s wait of oidcc-codereuse-30seconds, and the
//     screenshots of the sign-in page it asks for (prompt=login, max_age=1).
//   The other plans (implicit, hybrid, form_post, self-issued, config, dynamic): response_type
//     code and the default response mode only.
import { createHash, randomBytes } from "node:crypto";
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser, type BrowserPage } from "../../demo-id/testing/cookie-browser.ts";
import {
  CALLBACK,
  startOpenIdTestServer,
  type OpenIdTestServer,
} from "./testing/openid-test-server.ts";

let server: OpenIdTestServer;
let discovery: Record<string, unknown>;

beforeAll(async () => {
  server = await startOpenIdTestServer();
  const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
  discovery = (await response.json()) as Record<string, unknown>;
}, 30_000);

afterAll(async () => {
  await server?.close();
});

const endpoint = (name: string) => String(discovery[name]);

let counter = 0;
const address = (label: string) => `${label}.${Date.now()}.${++counter}@example.se`;

interface Request {
  params: Record<string, string>;
  verifier: string;
  state: string;
  nonce: string;
}

/** An authorization request's parameters, with PKCE, state and nonce; `undefined` drops one. */
function request(extra: Record<string, string | undefined> = {}): Request {
  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(8).toString("base64url");
  const nonce = randomBytes(8).toString("base64url");
  const all: Record<string, string | undefined> = {
    client_id: server.client.clientId,
    response_type: "code",
    scope: "openid email",
    redirect_uri: CALLBACK,
    state,
    nonce,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...extra,
  };
  const params = Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { params, verifier, state, nonce };
}

function authorizationUrl(req: Request): string {
  return `${endpoint("authorization_endpoint")}?${new URLSearchParams(req.params).toString()}`;
}

function interactionBase(pageUrl: string): string {
  const match = /\/oidc\/interaction\/[\w-]+/.exec(pageUrl);
  if (!match) throw new Error(`not an interaction page: ${pageUrl}`);
  return match[0];
}

const isContinuePage = (page: BrowserPage) => page.html.includes("Du är inloggad hos Kretsbutiken");
const isConsentPage = (page: BrowserPage) => page.html.includes('name="decision" value="approve"');
const isWidgetPage = (page: BrowserPage) =>
  page.html.includes("<hanko-auth") && !page.html.includes("Du är inloggad");
const atCallback = (page: BrowserPage) => page.url.startsWith(`${CALLBACK}?`);

/** From a page of ours on to the callback: "continue" and consent (approved) when they show. */
async function finish(browser: CookieBrowser, first: BrowserPage): Promise<URL> {
  let page = first;
  for (let step = 0; step < 3 && !atCallback(page); step++) {
    if (isContinuePage(page)) {
      page = await browser.go(`${interactionBase(page.url)}/login`, { form: {} });
    } else if (isConsentPage(page)) {
      page = await browser.go(`${interactionBase(page.url)}/consent`, {
        form: { decision: "approve" },
      });
    } else {
      throw new Error(`unexpected page ${page.status} ${page.url}: ${page.html.slice(0, 300)}`);
    }
  }
  expect(atCallback(page)).toBe(true);
  return new URL(page.url);
}

async function authorize(browser: CookieBrowser, req: Request): Promise<URL> {
  return finish(browser, await browser.go(authorizationUrl(req)));
}

function basic(): string {
  const id = encodeURIComponent(server.client.clientId);
  const secret = encodeURIComponent(server.secret);
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

async function post(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = { authorization: basic() },
): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

function redeem(callback: URL, req: Request): Promise<Answer> {
  return post(endpoint("token_endpoint"), {
    grant_type: "authorization_code",
    code: callback.searchParams.get("code") ?? "",
    redirect_uri: CALLBACK,
    code_verifier: req.verifier,
  });
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
}

async function tokensFor(callback: URL, req: Request): Promise<Tokens> {
  const answer = await redeem(callback, req);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as Tokens;
}

async function userinfoGet(accessToken: string): Promise<Answer> {
  const response = await fetch(endpoint("userinfo_endpoint"), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

/** A signed-in user's first sign-in at the client, consent given: the browser, tokens, ids. */
async function signedInOnce(label: string, extra: Record<string, string | undefined> = {}) {
  const userId = await server.user(address(label));
  const browser = await server.signedIn(userId);
  const req = request(extra);
  const callback = await authorize(browser, req);
  const tokens = await tokensFor(callback, req);
  return { userId, browser, req, callback, tokens };
}

async function verifiedIdToken(idToken: string) {
  const jwks = createRemoteJWKSet(new URL(endpoint("jwks_uri")));
  return jwtVerify(idToken, jwks, {
    issuer: server.issuer,
    audience: server.client.clientId,
  });
}

/** A code straight back to the client, without any page of ours. */
async function codeWithoutPage(browser: CookieBrowser, req: Request): Promise<URL> {
  const page = await browser.go(authorizationUrl(req));
  expect(page.html).toBe("");
  expect(atCallback(page)).toBe(true);
  const callback = new URL(page.url);
  expect(callback.searchParams.get("error")).toBeNull();
  expect(callback.searchParams.get("code")).toBeTruthy();
  expect(callback.searchParams.get("state")).toBe(req.state);
  return callback;
}

describe("discovery and keys", () => {
  it("oidcc-server: the discovery document and the JWKS", async () => {
    expect(discovery).toMatchObject({
      issuer: server.issuer,
      authorization_endpoint: `${server.issuer}/auth`,
    });
    for (const name of [
      "authorization_endpoint",
      "token_endpoint",
      "userinfo_endpoint",
      "jwks_uri",
    ]) {
      expect(String(discovery[name]).startsWith(`${server.issuer}/`), name).toBe(true);
    }
    expect(discovery.response_types_supported).toContain("code");
    expect(discovery.response_types_supported).toEqual(["code"]);
    expect(discovery.subject_types_supported).toContain("public");
    expect(discovery.id_token_signing_alg_values_supported).toContain("RS256");
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "email", "profile", "offline_access"]),
    );
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.token_endpoint_auth_methods_supported).toContain("client_secret_basic");
    expect(discovery.claims_parameter_supported).toBe(true);
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(["sub", "email", "email_verified", "preferred_username"]),
    );

    const response = await fetch(endpoint("jwks_uri"));
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    const rsa = keys.filter((key) => key.kty === "RSA");
    expect(rsa.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(typeof key.kid).toBe("string");
      for (const secret of ["d", "p", "q", "dp", "dq", "qi", "k"]) {
        expect(key, `the JWKS shows ${secret}`).not.toHaveProperty(secret);
      }
    }
  });

  it("oidcc-idtoken-unsigned: alg none is not offered, so the suite skips the module", () => {
    expect(discovery.id_token_signing_alg_values_supported).not.toContain("none");
  });
});

describe("the ID token", () => {
  it("oidcc-idtoken-signature: verifies against the JWKS, RS256, with a kid", async () => {
    const { tokens } = await signedInOnce("signatur");
    const header = decodeProtectedHeader(tokens.id_token);
    expect(header.alg).toBe("RS256");
    expect(typeof header.kid).toBe("string");
    const { protectedHeader } = await verifiedIdToken(tokens.id_token);
    expect(protectedHeader.kid).toBe(header.kid);
    expect(tokens.token_type).toBe("Bearer");
  });

  it("oidcc-idtoken-signature: a token with a changed payload does not verify", async () => {
    const { tokens } = await signedInOnce("manipulerad");
    const [head, , signature] = tokens.id_token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(tokens.id_token), sub: "someone-else" }),
    ).toString("base64url");
    await expect(verifiedIdToken(`${head}.${forged}.${signature}`)).rejects.toThrow();
  });

  it("oidcc-idtoken-rs256: iss, sub, aud, exp, iat; the nonce echoed; no auth_time unasked", async () => {
    const { tokens, userId, req } = await signedInOnce("rs256");
    const { payload } = await verifiedIdToken(tokens.id_token);
    expect(payload).toMatchObject({
      iss: server.issuer,
      sub: userId,
      aud: server.client.clientId,
      nonce: req.nonce,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(payload.iat).toBeGreaterThan(now - 60);
    expect(payload.iat).toBeLessThanOrEqual(now + 5);
    expect(payload.exp).toBeGreaterThan(now);
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
  });

  it("oidcc-ensure-request-without-nonce-succeeds-for-code-flow", async () => {
    const { tokens } = await signedInOnce("utannonce", { nonce: undefined });
    const { payload } = await verifiedIdToken(tokens.id_token);
    expect(payload).not.toHaveProperty("nonce");
  });

  it("oidcc-max-age-10000: signed in at the provider, max_age=10000 goes back with auth_time", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { browser } = await signedInOnce("maxage10000");
    const req = request({ max_age: "10000" });
    const tokens = await tokensFor(await codeWithoutPage(browser, req), req);
    const { payload } = await verifiedIdToken(tokens.id_token);
    expect(typeof payload.auth_time).toBe("number");
    // auth_time is when the Kretsbutiken session was issued (server.signedIn), not the click.
    expect(payload.auth_time).toBeGreaterThanOrEqual(before - 1);
    expect(payload.auth_time).toBeLessThanOrEqual(payload.iat ?? 0);
  });

  it("max_age on a first visit: a Kretsbutiken sign-in recent enough may continue", async () => {
    // oidc-provider reports both no_session and max_age when the browser has no sign-in at the
    // provider yet; a session signed in within max_age still stands for the person.
    const browser = await server.signedIn(await server.user(address("maxageförst")));
    const page = await browser.go(authorizationUrl(request({ max_age: "10000" })));
    expect(isWidgetPage(page)).toBe(false);
    expect(page.html).toContain("Du är inloggad hos Kretsbutiken som");
  });
});

describe("userinfo", () => {
  it("oidcc-userinfo-get: GET with the bearer header", async () => {
    const { tokens, userId } = await signedInOnce("uiget");
    const answer = await userinfoGet(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ sub: userId, email_verified: true });
  });

  it("oidcc-userinfo-post-header: POST with the bearer header", async () => {
    const { tokens, userId } = await signedInOnce("uipost");
    const answer = await post(
      endpoint("userinfo_endpoint"),
      {},
      {
        authorization: `Bearer ${tokens.access_token}`,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ sub: userId });
  });

  it("oidcc-userinfo-post-body: POST with access_token in the form body is supported", async () => {
    const { tokens, userId } = await signedInOnce("uibody");
    const answer = await post(
      endpoint("userinfo_endpoint"),
      { access_token: tokens.access_token },
      {},
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ sub: userId });
  });

  it("userinfo refuses an access token in the query, two mechanisms at once, and a bad token", async () => {
    const { tokens } = await signedInOnce("uiquery");
    const query = await fetch(
      `${endpoint("userinfo_endpoint")}?access_token=${encodeURIComponent(tokens.access_token)}`,
    );
    expect(query.status).toBe(400);
    const both = await post(
      endpoint("userinfo_endpoint"),
      { access_token: tokens.access_token },
      { authorization: `Bearer ${tokens.access_token}` },
    );
    expect(both.status).toBe(400);
    expect(both.json.error).toBe("invalid_request");
    const bad = await userinfoGet(`${tokens.access_token}x`);
    expect(bad.status).toBe(401);
    expect(bad.json.error).toBe("invalid_token");
    expect(bad.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("scopes", () => {
  it("oidcc-scope-email: email and email_verified, in userinfo and the ID token", async () => {
    const mail = address("epost");
    const userId = await server.user(mail);
    const req = request({ scope: "openid email" });
    const tokens = await tokensFor(await authorize(await server.signedIn(userId), req), req);
    const info = await userinfoGet(tokens.access_token);
    expect(info.json).toEqual(
      expect.objectContaining({ sub: userId, email: mail, email_verified: true }),
    );
    expect(info.json).not.toHaveProperty("preferred_username");
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: mail, email_verified: true });
  });

  it("oidcc-scope-profile: preferred_username and updated_at; no email without its scope", async () => {
    const userId = await server.user(address("profil"));
    const username = `kund${Date.now()}`;
    expect(await server.auth.deps.users.setUsername(userId, username)).toBe("ok");
    const req = request({ scope: "openid profile" });
    const tokens = await tokensFor(await authorize(await server.signedIn(userId), req), req);
    const info = await userinfoGet(tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ sub: userId, preferred_username: username });
    expect(typeof info.json.updated_at).toBe("number");
    expect(info.json).not.toHaveProperty("email");
  });

  it("oidcc-scope-address, oidcc-scope-phone: not offered; asked for, ignored, the flow succeeds", async () => {
    expect(discovery.scopes_supported).not.toContain("address");
    expect(discovery.scopes_supported).not.toContain("phone");
    const { tokens, userId } = await signedInOnce("adress", {
      scope: "openid address phone",
    });
    const info = await userinfoGet(tokens.access_token);
    expect(info.json).toEqual({ sub: userId });
  });

  it("oidcc-scope-all: every scope at once", async () => {
    const { tokens, userId } = await signedInOnce("alla", {
      scope: "openid profile email address phone",
    });
    const info = await userinfoGet(tokens.access_token);
    expect(info.json).toMatchObject({ sub: userId, email_verified: true });
    expect(info.json).toHaveProperty("email");
  });

  it("oidcc-ensure-other-scope-order-succeeds: email openid", async () => {
    const { tokens, userId } = await signedInOnce("ordning", { scope: "email openid" });
    expect(decodeJwt(tokens.id_token).sub).toBe(userId);
  });

  it("scopes the provider does not know, even Object.prototype names, never reach the consent page", async () => {
    const browser = await server.signedIn(await server.user(address("okänd")));
    const req = request({ scope: "openid email constructor toString __proto__" });
    const first = await browser.go(authorizationUrl(req));
    const consent = await browser.go(`${interactionBase(first.url)}/login`, { form: {} });
    expect(consent.status).toBe(200);
    expect(isConsentPage(consent)).toBe(true);
    const callback = await finish(browser, consent);
    const tokens = (await redeem(callback, req)).json;
    expect(String(tokens.scope).split(" ").sort()).toEqual(["email", "openid"]);
  });

  it("oidcc-claims-essential: a claims request (userinfo name essential) still succeeds", async () => {
    const { tokens, userId } = await signedInOnce("claims", {
      claims: JSON.stringify({ userinfo: { name: { essential: true } } }),
    });
    const info = await userinfoGet(tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ sub: userId });
    expect(info.json).not.toHaveProperty("name");
  });
});

describe("authorization request parameters that must simply work", () => {
  for (const [module, extra] of [
    ["oidcc-display-page", { display: "page" }],
    ["oidcc-display-popup", { display: "popup" }],
    ["oidcc-ensure-request-with-unknown-parameter-succeeds", { extra: "foobar" }],
    ["oidcc-login-hint", { login_hint: "someone@example.se" }],
    ["oidcc-claims-locales", { claims_locales: "se" }],
    ["oidcc-ensure-request-with-acr-values-succeeds", { acr_values: "1 2" }],
    ["oidcc-ensure-request-with-valid-pkce-succeeds", {}],
  ] as const) {
    it(module, async () => {
      const { callback, req, tokens } = await signedInOnce(module, extra);
      expect(callback.searchParams.get("state")).toBe(req.state);
      expect(callback.searchParams.get("iss")).toBe(server.issuer);
      expect(decodeJwt(tokens.id_token).nonce).toBe(req.nonce);
    });
  }

  it("oidcc-ui-locales: ui_locales=en shows our page in English over Accept-Language sv", async () => {
    const userId = await server.user(address("locales"));
    const browser = await server.signedIn(userId);
    const req = request({ ui_locales: "en" });
    const page = await browser.go(authorizationUrl(req));
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain("You are signed in to Kretsbutiken as");
    const tokens = await tokensFor(
      await finish(browser, await browser.go(`${interactionBase(page.url)}/login`, { form: {} })),
      req,
    );
    expect(decodeJwt(tokens.id_token).sub).toBe(userId);
  });

  it("oidcc-ensure-post-request-succeeds: NOT supported, POST to the authorization endpoint is 404", async () => {
    // oidc-provider serves POST /auth only with enableHttpPostMethods, which needs the
    // provider's cookies at SameSite=None; ours are Lax (openid-provider.ts), so it is off.
    const browser = await server.signedIn(await server.user(address("post")));
    const req = request();
    const page = await browser.go(endpoint("authorization_endpoint"), { form: req.params });
    expect(page.status).toBe(404);
    expect(page.headers.get("location")).toBeNull();
  });
});

describe("prompt, max_age and id_token_hint", () => {
  it("oidcc-prompt-none-not-logged-in: login_required at the callback, state echoed", async () => {
    const browser = new CookieBrowser(server.origin);
    const req = request({ prompt: "none" });
    const page = await browser.go(authorizationUrl(req));
    expect(atCallback(page)).toBe(true);
    const callback = new URL(page.url);
    expect(callback.searchParams.get("error")).toBe("login_required");
    expect(callback.searchParams.get("state")).toBe(req.state);
    expect(callback.searchParams.get("code")).toBeNull();
  });

  it("oidcc-prompt-none-not-logged-in: a Kretsbutiken session alone is not a sign-in at the provider", async () => {
    const browser = await server.signedIn(await server.user(address("barasession")));
    const req = request({ prompt: "none" });
    const page = await browser.go(authorizationUrl(req));
    expect(new URL(page.url).searchParams.get("error")).toBe("login_required");
  });

  it("oidcc-prompt-none-logged-in: after a sign-in with consent, a code without any page", async () => {
    const { browser, userId } = await signedInOnce("promptnone");
    const req = request({ prompt: "none" });
    const tokens = await tokensFor(await codeWithoutPage(browser, req), req);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: userId, nonce: req.nonce });
  });

  it("prompt=none without consent for the scope asked: consent_required", async () => {
    const { browser } = await signedInOnce("utansamtycke", { scope: "openid" });
    const req = request({ prompt: "none", scope: "openid profile" });
    const page = await browser.go(authorizationUrl(req));
    expect(atCallback(page)).toBe(true);
    expect(new URL(page.url).searchParams.get("error")).toBe("consent_required");
  });

  it("oidcc-prompt-login: with a session, the widget rather than the continue page", async () => {
    const { browser } = await signedInOnce("promptlogin");
    const page = await browser.go(authorizationUrl(request({ prompt: "login" })));
    expect(page.status).toBe(200);
    expect(isWidgetPage(page)).toBe(true);
  });

  it("without prompt=login the same browser goes back without a page (the sign-in is kept)", async () => {
    const { browser } = await signedInOnce("utanprompt");
    await codeWithoutPage(browser, request());
  });

  it("oidcc-max-age-1: after more than a second, max_age=1 shows the widget", async () => {
    const { browser } = await signedInOnce("maxage1");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const page = await browser.go(authorizationUrl(request({ max_age: "1" })));
    expect(page.status).toBe(200);
    expect(isWidgetPage(page)).toBe(true);
  });

  it("oidcc-id-token-hint: prompt=none with the user's ID token as the hint gives a code", async () => {
    const { browser, tokens, userId } = await signedInOnce("hint");
    const req = request({ prompt: "none", id_token_hint: tokens.id_token });
    const next = await tokensFor(await codeWithoutPage(browser, req), req);
    expect(decodeJwt(next.id_token).sub).toBe(userId);
  });

  it("oidcc-id-token-hint: another user's ID token as the hint with prompt=none → login_required", async () => {
    const other = await signedInOnce("hintannan");
    const { browser } = await signedInOnce("hintjag");
    const req = request({ prompt: "none", id_token_hint: other.tokens.id_token });
    const page = await browser.go(authorizationUrl(req));
    expect(atCallback(page)).toBe(true);
    expect(new URL(page.url).searchParams.get("error")).toBe("login_required");
  });
});

describe("codes", () => {
  it("oidcc-codereuse: the second use of a code is invalid_grant", async () => {
    const { callback, req } = await signedInOnce("kodtvå");
    const again = await redeem(callback, req);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("invalid_grant");
  });

  it("oidcc-codereuse-30seconds: reusing the code revokes the tokens of its first use", async () => {
    const { callback, req, tokens } = await signedInOnce("kodåterkallad", {
      scope: "openid email offline_access",
      prompt: "consent",
    });
    expect((await userinfoGet(tokens.access_token)).status).toBe(200);
    expect(tokens.refresh_token).toBeTruthy();
    expect((await redeem(callback, req)).json.error).toBe("invalid_grant");
    const after = await userinfoGet(tokens.access_token);
    expect(after.status).toBe(401);
    expect(after.json.error).toBe("invalid_token");
    const refresh = await post(endpoint("token_endpoint"), {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token ?? "",
    });
    expect(refresh.json.error).toBe("invalid_grant");
  });

  it("a code with another redirect_uri at the token endpoint is invalid_grant", async () => {
    const userId = await server.user(address("felredirect"));
    const req = request();
    const callback = await authorize(await server.signedIn(userId), req);
    const answer = await post(endpoint("token_endpoint"), {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code") ?? "",
      redirect_uri: "http://rp.example/other",
      code_verifier: req.verifier,
    });
    expect(answer.json.error).toBe("invalid_grant");
  });

  it("oidcc-refresh-token: offline_access with prompt=consent gives a refresh token that works", async () => {
    const { tokens, userId } = await signedInOnce("refresh", {
      scope: "openid email offline_access",
      prompt: "consent",
    });
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await post(endpoint("token_endpoint"), {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token ?? "",
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.json as unknown as Tokens;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await verifiedIdToken(next.id_token);
    expect(payload).toMatchObject({
      iss: server.issuer,
      sub: userId,
      aud: server.client.clientId,
    });
    expect((await userinfoGet(next.access_token)).json.sub).toBe(userId);
  });

  it("without offline_access there is no refresh token", async () => {
    const { tokens } = await signedInOnce("ingenrefresh");
    expect(tokens).not.toHaveProperty("refresh_token");
  });

  it("oidcc-server-client-secret-post: the secret in the form body is accepted too", async () => {
    // The client is registered with client_secret_basic; oidc-provider takes client_secret_post
    // from such a client as well.
    const userId = await server.user(address("secretpost"));
    const req = request();
    const callback = await authorize(await server.signedIn(userId), req);
    const answer = await post(
      endpoint("token_endpoint"),
      {
        grant_type: "authorization_code",
        code: callback.searchParams.get("code") ?? "",
        redirect_uri: CALLBACK,
        code_verifier: req.verifier,
        client_id: server.client.clientId,
        client_secret: server.secret,
      },
      {},
    );
    expect(answer.status).toBe(200);
    expect(decodeJwt(String(answer.json.id_token)).sub).toBe(userId);
  });

  it("client authentication by two methods at once is refused", async () => {
    const answer = await post(endpoint("token_endpoint"), {
      grant_type: "authorization_code",
      code: "x",
      redirect_uri: CALLBACK,
      code_verifier: "y".repeat(43),
      client_id: server.client.clientId,
      client_secret: server.secret,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("invalid_request");
  });

  it("a wrong client secret is invalid_client", async () => {
    const answer = await post(
      endpoint("token_endpoint"),
      {
        grant_type: "authorization_code",
        code: "x",
        redirect_uri: CALLBACK,
        code_verifier: "y".repeat(43),
      },
      {
        authorization: `Basic ${Buffer.from(`${server.client.clientId}:wrong`).toString("base64")}`,
      },
    );
    expect(answer.status).toBe(401);
    expect(answer.json.error).toBe("invalid_client");
  });
});

describe("refusals", () => {
  /** The first answer to an authorization request, no redirects followed. */
  async function firstAnswer(params: Record<string, string>): Promise<Response> {
    return fetch(
      `${endpoint("authorization_endpoint")}?${new URLSearchParams(params).toString()}`,
      {
        redirect: "manual",
      },
    );
  }

  function errorAtCallback(response: Response): URLSearchParams {
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(`${CALLBACK}?`), location).toBe(true);
    return new URL(location).searchParams;
  }

  it("oidcc-ensure-registered-redirect-uri: an unregistered redirect_uri is our 400 page", async () => {
    const req = request({ redirect_uri: "https://attacker.example/callback" });
    const response = await firstAnswer(req.params);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("<code>invalid_redirect_uri</code>");
    expect(html).not.toContain("attacker.example");
  });

  it("oidcc-ensure-redirect-uri-in-authorization-request: refused on our page, no redirect", async () => {
    // OpenID Connect Core requires redirect_uri; oidc-provider would take a client's lone
    // registered one (allowOmittingSingleRegisteredRedirectUri), which openid-provider.ts turns off.
    const req = request({ redirect_uri: undefined });
    const response = await firstAnswer(req.params);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("<code>invalid_request</code>");
  });

  it("an unknown client_id is our 400 page, no redirect", async () => {
    const req = request({ client_id: "no-such-client" });
    const response = await firstAnswer(req.params);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain("<code>invalid_client</code>");
    expect(html).toContain('<html lang="sv">');
  });

  it("oidcc-response-type-missing: invalid_request back at the callback", async () => {
    const req = request({ response_type: undefined });
    const params = errorAtCallback(await firstAnswer(req.params));
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("state")).toBe(req.state);
  });

  it("response_type id_token token (implicit) is unsupported_response_type, in the fragment", async () => {
    const req = request({ response_type: "id_token token" });
    const response = await firstAnswer(req.params);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(CALLBACK);
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get("error")).toBe("unsupported_response_type");
    expect(params.get("state")).toBe(req.state);
  });

  it("PKCE required: without code_challenge, invalid_request at the callback", async () => {
    const req = request({ code_challenge: undefined, code_challenge_method: undefined });
    const params = errorAtCallback(await firstAnswer(req.params));
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("error_description")).toMatch(/requires PKCE/);
    expect(params.get("state")).toBe(req.state);
    expect(params.get("code")).toBeNull();
  });

  it("PKCE required: the plain method is refused", async () => {
    const verifier = randomBytes(32).toString("base64url");
    const req = request({ code_challenge: verifier, code_challenge_method: "plain" });
    const params = errorAtCallback(await firstAnswer(req.params));
    expect(params.get("error")).toBe("invalid_request");
  });

  it("openid scope missing: invalid_request at the callback", async () => {
    const req = request({ scope: "email" });
    const params = errorAtCallback(await firstAnswer(req.params));
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("error_description")).toMatch(/openid/);
  });

  it("oidcc-unsigned-request-object-supported-correctly-or-rejected-as-unsupported: rejected", async () => {
    const req = request();
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const payload = Buffer.from(
      JSON.stringify({ ...req.params, iss: server.client.clientId, aud: server.issuer }),
    ).toString("base64url");
    const params = errorAtCallback(
      await firstAnswer({
        client_id: server.client.clientId,
        response_type: "code",
        scope: "openid",
        redirect_uri: CALLBACK,
        state: req.state,
        request: `${header}.${payload}.`,
      }),
    );
    expect(params.get("error")).toBe("request_not_supported");
    expect(params.get("state")).toBe(req.state);
    expect(discovery.request_parameter_supported).not.toBe(true);
  });

  it("oidcc-request-uri-unsigned-supported-correctly-or-rejected-as-unsupported: rejected", async () => {
    const req = request();
    const params = errorAtCallback(
      await firstAnswer({
        client_id: server.client.clientId,
        response_type: "code",
        scope: "openid",
        redirect_uri: CALLBACK,
        state: req.state,
        request_uri: "https://rp.example/request.jwt",
      }),
    );
    expect(params.get("error")).toBe("request_uri_not_supported");
    expect(discovery.request_uri_parameter_supported).toBe(false);
  });

  it("state is echoed on refusal by the person (abort → access_denied)", async () => {
    const browser = await server.signedIn(await server.user(address("avbryt")));
    const req = request();
    const page = await browser.go(authorizationUrl(req));
    const back = await browser.go(`${interactionBase(page.url)}/abort`);
    expect(atCallback(back)).toBe(true);
    const params = new URL(back.url).searchParams;
    expect(params.get("error")).toBe("access_denied");
    expect(params.get("state")).toBe(req.state);
  });
});
