// The shop's session check against the real auth server on a port: real keys, real JWKS, real
// /sessions/validate. Every way a token can be wrong ends as an anonymous visitor. Tokens the
// auth server never issues (odd claims, no expiry, padded to a length) come from a scripted
// provider: a local HTTP server with its own key, JWKS and /sessions/validate.
import { serve, type ServerType } from "@hono/node-server";
import { REST_PATHS } from "@kretsbutiken/flow-protocol";
import type { AddressInfo } from "node:net";
import {
  SignJWT,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
} from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestAuth, type TestAuth } from "../../../auth/test/create-test-auth.ts";
import { signIn } from "../../../auth/test/sign-in.ts";
import { generateSigningKey } from "../../../auth/src/sessions/generate-signing-key.ts";
import type { AuthConnection } from "../config.ts";
import {
  MAX_TOKEN_LENGTH,
  WARN_EVERY_MS,
  createShopAuth,
  type ShopAuthDependencies,
} from "./create-shop-auth.ts";
import { UNKNOWN_KID_COOLDOWN_MS } from "./jwks-keys.ts";

let auth: TestAuth;
let server: ServerType | undefined;
let scripted: ServerType | undefined;
let baseUrl: string;
let now: number;
let warnings: string[];

beforeEach(async () => {
  auth = await createTestAuth({ SESSION_LIFETIME: "3600", ACCOUNT_ALLOW_DELETION: "true" });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: auth.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  now = Date.now();
  warnings = [];
});

afterEach(async () => {
  await stopServer();
  await close(scripted);
  scripted = undefined;
  await auth.close();
});

async function stopServer() {
  const s = server;
  server = undefined;
  await close(s);
}

async function close(s: ServerType | undefined) {
  if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
}

function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<ServerType>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
}

function connection(overrides: Partial<AuthConnection> = {}): AuthConnection {
  return {
    publicUrl: "http://localhost:8000",
    internalUrl: baseUrl,
    issuer: auth.config.publicUrl,
    audience: auth.config.rpId,
    sessionCheckSeconds: 5,
    timeoutMs: 2000,
    ...overrides,
  };
}

function shopAuth(overrides: Partial<AuthConnection> = {}, deps: ShopAuthDependencies = {}) {
  return createShopAuth(connection(overrides), {
    now: () => now,
    warn: (message) => warnings.push(message),
    ...deps,
  });
}

const SCRIPTED_ISSUER = "https://auth.scripted.example";
const SCRIPTED_AUDIENCE = "shop.scripted.example";

interface ScriptedOptions {
  /** The key set it publishes, given its real signing key. */
  keys?: (jwk: JWK) => unknown[];
  /** Its answer to /sessions/validate; by default the session is live for the token's `sub`. */
  validate?: (token: string) => Response;
}

/** A provider on a local port signing whatever claims a test asks for; it records each path asked. */
async function scriptedProvider(options: ScriptedOptions = {}) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = "scripted-key";
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const asked: string[] = [];
  scripted = await listen(async (request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path === REST_PATHS.jwks) return Response.json({ keys: options.keys?.(jwk) ?? [jwk] });
    if (path === REST_PATHS.sessionsValidate) {
      const { session_token: token } = (await request.json()) as { session_token: string };
      return (
        options.validate?.(token) ??
        Response.json({ is_valid: true, user_id: decodeJwt(token).sub })
      );
    }
    return new Response(null, { status: 404 });
  });
  const url = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`;

  async function sign(
    claims: Record<string, unknown>,
    { expires = true, header = {} }: { expires?: boolean; header?: Record<string, string> } = {},
  ) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ ...header, alg: "RS256", kid })
      .setIssuer(SCRIPTED_ISSUER)
      .setAudience(SCRIPTED_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000));
    if (expires) jwt.setExpirationTime(Math.floor(now / 1000) + 3600);
    return jwt.sign(privateKey);
  }

  const check = () =>
    shopAuth({ internalUrl: url, issuer: SCRIPTED_ISSUER, audience: SCRIPTED_AUDIENCE });
  return { url, asked, sign, check };
}

type Scripted = Awaited<ReturnType<typeof scriptedProvider>>;

/**
 * A live session's token exactly `length` characters long: a padding claim grows it by four
 * characters per three bytes, and a padding header parameter reaches the lengths in between.
 */
async function tokenOfLength(provider: Scripted, length: number): Promise<string> {
  const claims = { sub: "user-long", session_id: "session-long" };
  for (let headerPad = 0; headerPad < 4; headerPad++) {
    const header = { pad: "x".repeat(headerPad) };
    const bare = await provider.sign({ ...claims, pad: "" }, { header });
    const fill = Math.floor(((length - bare.length) * 3) / 4);
    for (const bytes of [fill - 1, fill, fill + 1]) {
      const token = await provider.sign({ ...claims, pad: "x".repeat(bytes) }, { header });
      if (token.length === length) return token;
    }
  }
  throw new Error(`could not make a token of ${length} characters`);
}

describe("createShopAuth", () => {
  it("knows the shopper behind a live session token", async () => {
    const user = await signIn(auth, { address: "kund@example.se" });
    const session = await shopAuth().sessionFor(user.session.token);
    expect(session).toEqual({
      userId: user.userId,
      sessionId: decodeJwt(user.session.token).session_id,
      email: "kund@example.se",
      emailVerified: true,
      username: undefined,
    });
  });

  it("never takes an address the provider has not verified as the shopper's", async () => {
    const user = await signIn(auth, { address: "obekraftad@example.se", verified: false });
    const session = await shopAuth().sessionFor(user.session.token);
    expect(session).toMatchObject({ userId: user.userId, emailVerified: false });
    expect(session?.email === undefined || session.emailVerified === false).toBe(true);
  });

  it("treats a token with a tampered payload or signature as anonymous", async () => {
    const { session } = await signIn(auth);
    const [header, payload, signature] = session.token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { sub: string };
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: crypto.randomUUID() }),
    ).toString("base64url");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const check = shopAuth();
    expect(await check.sessionFor(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    expect(await check.sessionFor(`${header}.${payload}.${flipped}`)).toBeUndefined();
    expect(await check.sessionFor(session.token)).toBeDefined();
    // A bad token is the visitor's doing: nothing says the provider is down.
    expect(warnings).toEqual([]);
  });

  it("refuses alg none and a token signed by a key the provider never published", async () => {
    const { session } = await signIn(auth);
    const claims = decodeJwt(session.token);
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${session.token.split(".")[1]}.`;
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: decodeProtectedHeader(session.token).kid })
      .sign(privateKey);
    const check = shopAuth();
    expect(await check.sessionFor(none)).toBeUndefined();
    expect(await check.sessionFor(forged)).toBeUndefined();
  });

  it("refuses a token meant for another audience or from another issuer", async () => {
    const { session } = await signIn(auth);
    expect(await shopAuth({ audience: "other.example" }).sessionFor(session.token)).toBeUndefined();
    expect(
      await shopAuth({ issuer: "https://auth.other.example" }).sessionFor(session.token),
    ).toBeUndefined();
  });

  it("refuses an expired token", async () => {
    const { session } = await signIn(auth);
    const check = shopAuth();
    expect(await check.sessionFor(session.token)).toBeDefined();
    now += 3601 * 1000;
    expect(await check.sessionFor(session.token)).toBeUndefined();
  });

  it("sees a session ended elsewhere once its answer is older than the check interval", async () => {
    const user = await signIn(auth);
    const check = shopAuth({ sessionCheckSeconds: 5 });
    expect(await check.sessionFor(user.session.token)).toBeDefined();
    await auth.deps.sessions.revoke(String(decodeJwt(user.session.token).session_id));
    now += 5000;
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
  });

  it("treats the token of a deleted account as anonymous", async () => {
    const user = await signIn(auth);
    const response = await auth.request("/user", {
      method: "DELETE",
      headers: user.auth,
    });
    expect(response.status).toBeLessThan(300);
    expect(await shopAuth().sessionFor(user.session.token)).toBeUndefined();
  });

  it("accepts tokens signed with a key added after it first fetched the key set", async () => {
    const check = shopAuth();
    const before = await signIn(auth);
    expect(await check.sessionFor(before.session.token)).toBeDefined();

    // A rotation: a new key, published long enough ago to sign (README "Key rotation").
    const key = await generateSigningKey({ createdAt: new Date(Date.now() - 3_600_000) });
    await auth.deps.db.insertInto("signing_keys").values(key).execute();
    await auth.deps.keys.ensure();
    const after = await signIn(auth);
    expect(decodeProtectedHeader(after.session.token).kid).toBe(key.kid);

    now += UNKNOWN_KID_COOLDOWN_MS;
    expect(await check.sessionFor(after.session.token)).toMatchObject({ userId: after.userId });
    expect(await check.sessionFor(before.session.token)).toMatchObject({ userId: before.userId });
  });

  it("treats visitors as anonymous while the provider is down, with one warning", async () => {
    const user = await signIn(auth);
    const check = shopAuth({ sessionCheckSeconds: 0 });
    await stopServer();
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("sign-in provider unavailable");
  });

  it.each(["", "garbage", "a.b.c", "x".repeat(10_000)])("ignores the token %#", async (token) => {
    expect(await shopAuth().sessionFor(token)).toBeUndefined();
  });

  it("ends the session at the provider on logout", async () => {
    const user = await signIn(auth);
    const check = shopAuth();
    expect(await check.sessionFor(user.session.token)).toBeDefined();
    await check.endSession(user.session.token);
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(await auth.deps.sessions.validate(user.session.token)).toBeUndefined();
  });

  it("deletes the session's account at the provider; the token then counts for nobody", async () => {
    const user = await signIn(auth);
    const check = shopAuth();
    expect(await check.sessionFor(user.session.token)).toBeDefined();
    expect(await check.deleteAccount(user.session.token)).toBe("deleted");
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(await check.deleteAccount(user.session.token)).toBe("refused");
  });

  it("says so where the provider does not let accounts be deleted, and keeps the account", async () => {
    const strict = await createTestAuth({ SESSION_LIFETIME: "3600" });
    const other = await listen(strict.app.fetch);
    try {
      const user = await signIn(strict);
      const port = (other.address() as AddressInfo).port;
      const check = createShopAuth(
        {
          ...connection({ internalUrl: `http://127.0.0.1:${port}` }),
          issuer: strict.config.publicUrl,
          audience: strict.config.rpId,
        },
        { now: () => now, warn: (message) => warnings.push(message) },
      );
      expect(await check.deleteAccount(user.session.token)).toBe("disabled");
      expect(await check.sessionFor(user.session.token)).toBeDefined();
    } finally {
      await close(other);
      await strict.close();
    }
  });

  it("throws, naming the cause, when the provider does not answer or fails", async () => {
    const user = await signIn(auth);
    const check = shopAuth();
    await stopServer();
    await expect(check.deleteAccount(user.session.token)).rejects.toThrow(
      "could not delete the account",
    );
    scripted = await listen(() => new Response("oops", { status: 500 }));
    const failing = shopAuth({
      internalUrl: `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`,
    });
    await expect(failing.deleteAccount(user.session.token)).rejects.toThrow(
      "deleting the account answered 500",
    );
  });

  it("sends the shop request's id with each call to the provider, which echoes it", async () => {
    const user = await signIn(auth);
    const calls: { path: string; sent: string | null; echoed: string | null }[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      calls.push({
        path: new URL(input instanceof Request ? input.url : input).pathname,
        sent: new Headers(init?.headers).get("X-Request-Id"),
        echoed: response.headers.get("X-Request-Id"),
      });
      return response;
    };
    const check = shopAuth({}, { fetch: recording });
    await check.sessionFor(user.session.token, { requestId: "shop-req-1" });
    await check.endSession(user.session.token, { requestId: "shop-req-2" });
    expect(calls).toEqual([
      { path: "/.well-known/jwks.json", sent: "shop-req-1", echoed: "shop-req-1" },
      { path: "/sessions/validate", sent: "shop-req-1", echoed: "shop-req-1" },
      { path: "/logout", sent: "shop-req-2", echoed: "shop-req-2" },
    ]);
  });

  it("warns again once WARN_EVERY_MS has passed since the last warning, naming the cause", async () => {
    const user = await signIn(auth);
    const check = shopAuth();
    await stopServer();
    const warning = `Kretsbutiken: sign-in provider unavailable, visitors count as signed out (could not fetch ${baseUrl}/.well-known/jwks.json: fetch failed)`;
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(warnings).toEqual([warning]);
    now += WARN_EVERY_MS - 1;
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(warnings).toEqual([warning]);
    now += 1;
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(warnings).toEqual([warning, warning]);
  });

  it("counts the visitor as signed out, with a warning, when the provider goes down after sending its keys", async () => {
    const user = await signIn(auth);
    const check = shopAuth({ sessionCheckSeconds: 0 });
    expect(await check.sessionFor(user.session.token)).toMatchObject({ userId: user.userId });
    await stopServer();
    expect(await check.sessionFor(user.session.token)).toBeUndefined();
    expect(warnings).toEqual([
      `Kretsbutiken: sign-in provider unavailable, visitors count as signed out (could not reach ${baseUrl}/sessions/validate: fetch failed)`,
    ]);
  });

  it("reports a sign-out the provider cannot take as the provider being down, without throwing", async () => {
    const user = await signIn(auth);
    const check = shopAuth();
    await stopServer();
    await expect(check.endSession(user.session.token)).resolves.toBeUndefined();
    expect(warnings).toEqual([
      "Kretsbutiken: sign-in provider unavailable, visitors count as signed out (could not end the session: fetch failed)",
    ]);
  });

  it("writes its warning to console.warn when given no warn of its own", async () => {
    const user = await signIn(auth);
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const check = createShopAuth(connection(), { now: () => now });
      await stopServer();
      expect(await check.sessionFor(user.session.token)).toBeUndefined();
      expect(consoleWarn.mock.calls).toEqual([
        [
          `Kretsbutiken: sign-in provider unavailable, visitors count as signed out (could not fetch ${baseUrl}/.well-known/jwks.json: fetch failed)`,
        ],
      ]);
    } finally {
      consoleWarn.mockRestore();
    }
  });
});

describe("createShopAuth with a scripted provider", () => {
  it("knows the shopper from a token it verifies and the provider calls live", async () => {
    const provider = await scriptedProvider();
    const token = await provider.sign({ sub: "user-1", session_id: "session-1" });
    expect(await provider.check().sessionFor(token)).toEqual({
      userId: "user-1",
      sessionId: "session-1",
      email: undefined,
      emailVerified: false,
      username: undefined,
    });
    expect(provider.asked).toEqual([REST_PATHS.jwks, REST_PATHS.sessionsValidate]);
  });

  it("passes the username claim on when it is a string", async () => {
    const provider = await scriptedProvider();
    const token = await provider.sign({ sub: "user-1", session_id: "s1", username: "kund" });
    expect(await provider.check().sessionFor(token)).toMatchObject({ username: "kund" });
  });

  it.each([42, { name: "kund" }, ["kund"]])(
    "drops a username claim that is not a string (%j)",
    async (username) => {
      const provider = await scriptedProvider();
      const token = await provider.sign({ sub: "user-1", session_id: "s1", username });
      const session = await provider.check().sessionFor(token);
      expect(session).toMatchObject({ userId: "user-1", sessionId: "s1" });
      expect(session?.username).toBeUndefined();
    },
  );

  it.each([
    ["no session_id", { sub: "user-1" }],
    ["a session_id that is not a string", { sub: "user-1", session_id: 7 }],
    ["no sub", { session_id: "s1" }],
    ["a sub that is not a string", { sub: 42, session_id: "s1" }],
  ])(
    "refuses a token with %s without asking whether its session is live",
    async (_case, claims) => {
      const provider = await scriptedProvider();
      const token = await provider.sign(claims);
      expect(await provider.check().sessionFor(token)).toBeUndefined();
      expect(provider.asked).toEqual([REST_PATHS.jwks]);
    },
  );

  it("refuses a token without an expiry, even one the provider calls live", async () => {
    const provider = await scriptedProvider();
    const token = await provider.sign({ sub: "user-1", session_id: "s1" }, { expires: false });
    expect(await provider.check().sessionFor(token)).toBeUndefined();
  });

  it("checks a token of exactly MAX_TOKEN_LENGTH characters", async () => {
    const provider = await scriptedProvider();
    const token = await tokenOfLength(provider, MAX_TOKEN_LENGTH);
    expect(await provider.check().sessionFor(token)).toMatchObject({ userId: "user-long" });
  });

  it("refuses a token one character longer than MAX_TOKEN_LENGTH without asking the provider", async () => {
    const provider = await scriptedProvider();
    const token = await tokenOfLength(provider, MAX_TOKEN_LENGTH + 1);
    expect(await provider.check().sessionFor(token)).toBeUndefined();
    expect(provider.asked).toEqual([]);
  });

  it("refuses an empty token without asking the provider", async () => {
    const provider = await scriptedProvider();
    expect(await provider.check().sessionFor("")).toBeUndefined();
    expect(provider.asked).toEqual([]);
  });

  it("names the status in its warning when the provider answers the session check with an error", async () => {
    const provider = await scriptedProvider({
      validate: () => new Response("down", { status: 503 }),
    });
    const token = await provider.sign({ sub: "user-1", session_id: "s1" });
    expect(await provider.check().sessionFor(token)).toBeUndefined();
    expect(warnings).toEqual([
      `Kretsbutiken: sign-in provider unavailable, visitors count as signed out (${provider.url}/sessions/validate answered 503)`,
    ]);
  });

  it("throws when a published key cannot be read, rather than pass it off as a bad token", async () => {
    // An RSA key without its modulus and exponent: WebCrypto refuses it with a DataError.
    const provider = await scriptedProvider({
      keys: (jwk) => [{ kty: "RSA", kid: jwk.kid, alg: "RS256", use: "sig" }],
    });
    const token = await provider.sign({ sub: "user-1", session_id: "s1" });
    await expect(provider.check().sessionFor(token)).rejects.toMatchObject({ name: "DataError" });
    expect(warnings).toEqual([]);
  });
});
