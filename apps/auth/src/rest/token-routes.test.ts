// v2 `POST /token` (flow-api.md Appendix A) after a real third-party sign-in through
// `/thirdparty/auth` and the callback: a session as the v2 endpoints issue it, once per token;
// 404 unknown (or another flow's), 422 expired, and the identity in `GET /me` afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAuth, TestEnv } from "../../test/create-test-auth.ts";
import { createOneTimeTokenStore } from "../identities/one-time-tokens.ts";
import type { LocalOidcProvider } from "../thirdparty/testing/local-oidc-provider.ts";
import {
  Browser,
  createThirdPartyTestAuth,
  locationOf,
  startIdp,
} from "../thirdparty/http/testing/third-party-test-auth.ts";
import { TOKEN_EXCHANGE_RULE } from "./token-routes.ts";

const SETUP_TIMEOUT_MS = 30_000;

let idp: LocalOidcProvider;
let auth: TestAuth;
const extra: TestAuth[] = [];

beforeAll(async () => {
  idp = await startIdp({});
  auth = await createThirdPartyTestAuth(idp);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([auth, ...extra].map((instance) => instance?.close()));
  await idp?.close();
});

async function server(env: TestEnv): Promise<TestAuth> {
  const instance = await createThirdPartyTestAuth(idp, env);
  extra.push(instance);
  return instance;
}

/** A sign-in through `/thirdparty/auth`: the `hanko_token` the callback hands back. */
async function hankoToken(on: TestAuth, account = `acct-${crypto.randomUUID()}`) {
  const back = await new Browser(on).signIn(idp, "custom_local", account);
  const token = back.searchParams.get("hanko_token");
  if (token === null) throw new Error(`no token: ${back.href}`);
  return { token, account };
}

const exchange = (on: TestAuth, body: unknown, headers?: Record<string, string>) =>
  on.request("/token", {
    method: "POST",
    headers,
    ...(typeof body === "string" ? { body } : { json: body }),
  });

describe("POST /token", () => {
  it("exchanges the token for a session: {user_id} and X-Auth-Token, as v2 did", async () => {
    const { token, account } = await hankoToken(auth);
    const response = await exchange(auth, { value: token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user_id: string };
    expect(Object.keys(body)).toEqual(["user_id"]);
    const jwt = response.headers.get("x-auth-token");
    expect(jwt).toBeTruthy();
    expect(response.headers.get("x-session-lifetime")).toBe(
      String(auth.config.session.lifetimeSeconds),
    );
    expect(response.headers.getSetCookie()).toEqual([]);

    const session = await auth.deps.sessions.validate(jwt!);
    expect(session).toMatchObject({ userId: body.user_id });
    expect(session?.claims.amr).toEqual(["ext:custom_local"]);

    const me = await auth.request("/me", { headers: { Authorization: `Bearer ${jwt}` } });
    const profile = (await me.json()) as {
      emails: { address: string; identities?: unknown[]; identity?: unknown }[];
      identities?: { id: string; provider: string; identity_id: string }[];
    };
    const identityId = profile.identities?.[0]?.identity_id ?? "";
    expect(identityId).toMatch(/^[0-9a-f-]{36}$/);
    const shown = { id: account, provider: "Local IdP", identity_id: identityId };
    expect(profile.identities).toEqual([shown]);
    expect(profile.emails).toMatchObject([
      { address: `${account}@example.test`, identity: shown, identities: [shown] },
    ]);
  });

  it("refuses the same token a second time: 404", async () => {
    const { token } = await hankoToken(auth);
    expect((await exchange(auth, { value: token })).status).toBe(200);
    const again = await exchange(auth, { value: token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: 404, message: "Not Found" });
    expect(again.headers.get("x-auth-token")).toBeNull();
  });

  it("answers 422 for an expired token, 404 for one it never issued", async () => {
    const { token } = await hankoToken(auth);
    const grant = await createOneTimeTokenStore(auth.deps.db, auth.deps.clock).redeem(
      token,
      undefined,
    );
    const minuteAgo = { now: () => new Date(Date.now() - 61_000) };
    const expired = await createOneTimeTokenStore(auth.deps.db, minuteAgo).issue({
      ...grant!,
      flowId: null,
      codeVerifier: undefined,
    });
    const response = await exchange(auth, { value: expired });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 422, message: "Unprocessable Entity" });
    expect((await exchange(auth, { value: "A".repeat(43) })).status).toBe(404);
    expect((await exchange(auth, { value: "not a token" })).status).toBe(404);
  });

  it("leaves a flow's token to its flow: 404 here, and still good there", async () => {
    const browser = new Browser(auth);
    const url = await browser.begin({ provider: "custom_local", isFlow: true, flowId: "flow-7" });
    const callback = await idp.signIn(url, `acct-${crypto.randomUUID()}`);
    const back = locationOf(await browser.get(Browser.callbackPath(callback)));
    const token = back.searchParams.get("hanko_token")!;
    expect((await exchange(auth, { value: token })).status).toBe(404);
    const tokens = createOneTimeTokenStore(auth.deps.db, auth.deps.clock);
    expect(await tokens.redeem(token, undefined)).toMatchObject({ flowId: "flow-7" });
  });

  it.each([
    ["no value", {}, undefined, 400],
    ["an empty value", { value: "" }, undefined, 400],
    ["a value that is not a string", { value: 42 }, undefined, 400],
    ["malformed JSON", "{value:", undefined, 400],
    [
      "JSON under another content type",
      JSON.stringify({ value: "x" }),
      { "Content-Type": "text/plain" },
      415,
    ],
    ["a form", "value=x", { "Content-Type": "application/x-www-form-urlencoded" }, 415],
  ])("refuses %s (%s)", async (_name, body, headers, status) => {
    const response = await exchange(
      auth,
      body,
      headers ?? (typeof body === "string" ? { "Content-Type": "application/json" } : undefined),
    );
    expect(response.status).toBe(status);
  });

  it(
    "sets the session cookie instead when the server is configured for cookies",
    async () => {
      const cookies = await server({ SESSION_COOKIE: "true", SESSION_TOKEN_HEADER: "false" });
      const { token } = await hankoToken(cookies);
      const response = await exchange(cookies, { value: token });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-auth-token")).toBeNull();
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^hanko=[^;]+;/);
      expect(cookie).toMatch(/HttpOnly/);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "is limited per IP as Hanko's token_limits: 429 with Retry-After",
    async () => {
      const limited = await server({ RATE_LIMIT_ENABLED: "true" });
      for (let i = 0; i < TOKEN_EXCHANGE_RULE.tokens; i++) {
        expect((await exchange(limited, { value: "A".repeat(43) })).status).toBe(404);
      }
      const over = await exchange(limited, { value: "A".repeat(43) });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    },
    SETUP_TIMEOUT_MS,
  );
});
