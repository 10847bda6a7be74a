// The shop's session check against the real auth server on a port: real keys, real JWKS, real
// /sessions/validate. Every way a token can be wrong ends as an anonymous visitor.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../auth/test/create-test-auth.ts";
import { signIn } from "../../../auth/test/sign-in.ts";
import { generateSigningKey } from "../../../auth/src/sessions/generate-signing-key.ts";
import type { AuthConnection } from "../config.ts";
import { createShopAuth, type ShopAuthDependencies } from "./create-shop-auth.ts";
import { UNKNOWN_KID_COOLDOWN_MS } from "./jwks-keys.ts";

let auth: TestAuth;
let server: ServerType | undefined;
let baseUrl: string;
let now: number;
let warnings: string[];

beforeEach(async () => {
  auth = await createTestAuth({ SESSION_LIFETIME: "3600" });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: auth.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  now = Date.now();
  warnings = [];
});

afterEach(async () => {
  await stopServer();
  await auth.close();
});

async function stopServer() {
  const s = server;
  server = undefined;
  if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
}

function shopAuth(overrides: Partial<AuthConnection> = {}, deps: ShopAuthDependencies = {}) {
  return createShopAuth(
    {
      publicUrl: "http://localhost:8000",
      internalUrl: baseUrl,
      issuer: auth.config.publicUrl,
      audience: auth.config.rpId,
      sessionCheckSeconds: 5,
      timeoutMs: 2000,
      ...overrides,
    },
    { now: () => now, warn: (message) => warnings.push(message), ...deps },
  );
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
});
