// `thirdparty_oauth` in login_init and registration_init over HTTP (flow-api.md §2.2, §8 items
// 56–58): offered only with a provider enabled, providers listed in Hanko's order, `redirect_to`
// held to the allow-list, the state cookie's flags, the provider's authorization URL with the
// sealed state (bound to this flow) and the PKCE challenge, and `thirdparty` with `back`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { openState } from "../../thirdparty/oauth-state.ts";
import { pkceS256Challenge } from "../../thirdparty/pkce.ts";
import { STATE_COOKIE_NAME } from "../../thirdparty/state-cookie.ts";
import {
  SHOP_PAGE,
  startFlow,
  thirdPartyEnv,
  UNREACHABLE_PROVIDER,
} from "../testing/third-party-setup.ts";
import type { FlowClient } from "../testing/flow-client.ts";

const VERIFIER = "v".repeat(20) + "-._~" + "0123456789abcdefghijklmnop";

const opened: TestAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map((auth) => auth.close()));
});

async function open(env: TestEnv): Promise<TestAuth> {
  const auth = await createTestAuth({ TRUST_PROXY: "true", ...env });
  opened.push(auth);
  return auth;
}

/** The `hanko_thirdparty_state` cookie's value and attributes. */
function stateCookieOf(client: FlowClient): { value: string; attributes: string[] } {
  const header = client.last?.response.headers.getSetCookie() ?? [];
  const cookie = header.find((line) => line.startsWith(`${STATE_COOKIE_NAME}=`));
  if (cookie === undefined) throw new Error(`no ${STATE_COOKIE_NAME} cookie in ${header.join()}`);
  const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
  return { value: pair.slice(STATE_COOKIE_NAME.length + 1), attributes };
}

describe("without an enabled provider", () => {
  it.each(["login", "registration"] as const)(
    "%s does not offer thirdparty_oauth",
    async (flow) => {
      const auth = await open({});
      const client = await startFlow(auth, flow);
      expect(client.body.name).toBe(flow === "login" ? "login_init" : "registration_init");
      expect(client.body.actions.thirdparty_oauth).toBeUndefined();
    },
  );
});

describe("with providers enabled", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await open(
      thirdPartyEnv({
        zeta: { ...UNREACHABLE_PROVIDER, display_name: "Zeta" },
        beta: { ...UNREACHABLE_PROVIDER, display_name: "beta" },
        acme: {
          enabled: true,
          display_name: "Acme",
          client_id: "acme-client",
          secret: "acme-secret",
          scopes: ["openid", "email"],
          use_discovery: false,
          authorization_endpoint: "https://acme.example/authorize",
          token_endpoint: "https://acme.example/token",
          userinfo_endpoint: "https://acme.example/userinfo",
        },
        off: { enabled: false },
      }),
    );
  });

  it.each(["login", "registration"] as const)(
    "56: %s offers it with hidden inputs, built-ins first in Hanko's order, then custom ones by display name (byte order)",
    async (flow) => {
      const client = await startFlow(auth, flow);
      expect(client.body.actions.thirdparty_oauth?.inputs).toEqual({
        redirect_to: { name: "redirect_to", type: "string", required: true, hidden: true },
        provider: {
          name: "provider",
          type: "string",
          required: true,
          hidden: true,
          allowed_values: [
            { value: "github", name: "GitHub" },
            { value: "google", name: "Google" },
            { value: "custom_acme", name: "Acme" },
            { value: "custom_zeta", name: "Zeta" },
            { value: "custom_beta", name: "beta" },
          ],
        },
        code_verifier: { name: "code_verifier", type: "string", hidden: true },
      });
    },
  );

  it("58: answers `thirdparty` with the provider's URL carrying a state sealed for this flow, and the state cookie", async () => {
    const client = await startFlow(auth, "login");
    const flowId = client.flowId;
    const body = await client.act("thirdparty_oauth", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    expect(client.last?.response.status).toBe(200);
    expect(body.name).toBe("thirdparty");
    expect(Object.keys(body.actions)).toEqual(["exchange_token", "back"]);
    const url = new URL(String(body.payload?.redirect_url));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("google-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:8000/thirdparty/callback");
    expect(url.searchParams.has("code_challenge")).toBe(false);

    const cookie = stateCookieOf(client);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(["Max-Age=300", "Path=/", "HttpOnly", "Secure", "SameSite=None"]),
    );
    const state = openState(
      auth.deps.secretBox,
      url.searchParams.get("state") ?? "",
      cookie.value,
      new Date(),
    );
    expect(state).toMatchObject({
      ok: true,
      state: { provider: "google", redirectTo: SHOP_PAGE, isFlow: true, flowId },
    });
    expect(state.ok && state.state.userId).toBeUndefined();

    // `back` returns to where the sign-in started.
    expect((await client.act("back")).name).toBe("login_init");
  });

  it("sends the PKCE S256 challenge of the client's code_verifier and keeps the verifier in the state", async () => {
    const client = await startFlow(auth, "registration");
    const body = await client.act("thirdparty_oauth", {
      provider: "custom_acme",
      redirect_to: `${SHOP_PAGE}/`,
      code_verifier: VERIFIER,
    });
    expect(body.name).toBe("thirdparty");
    const url = new URL(String(body.payload?.redirect_url));
    expect(`${url.origin}${url.pathname}`).toBe("https://acme.example/authorize");
    expect(url.searchParams.get("code_challenge")).toBe(pkceS256Challenge(VERIFIER));
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const state = openState(
      auth.deps.secretBox,
      url.searchParams.get("state") ?? "",
      stateCookieOf(client).value,
      new Date(),
    );
    expect(state).toMatchObject({ ok: true, state: { codeVerifier: VERIFIER } });
  });

  it.each([
    ["another host", "https://evil.example/account"],
    ["a host that only starts like ours", "http://localhost:3000.evil.example/account"],
    ["a scheme-relative URL", "//evil.example/account"],
    ["a relative path", "/account"],
    ["userinfo before another host", "http://localhost:3000@evil.example/account"],
    ["a backslash", "http://localhost:3000\\@evil.example/account"],
    ["a percent-encoded host", "http://%6cocalhost:3000/account"],
    ["another scheme", "javascript://localhost:3000/%0aalert(1)"],
  ])("57: refuses %s as redirect_to with 400 and no input error", async (_what, redirectTo) => {
    const client = await startFlow(auth, "login");
    const body = await client.act("thirdparty_oauth", {
      provider: "google",
      redirect_to: redirectTo,
    });
    expect(client.last?.response.status).toBe(400);
    expect(body.name).toBe("login_init");
    expect(body.error?.code).toBe("form_data_invalid_error");
    expect(body.actions.thirdparty_oauth?.inputs.redirect_to?.error).toBeUndefined();
    expect(client.last?.response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["an unknown provider", { provider: "myspace" }, "provider", "value_invalid_error"],
    ["a disabled custom provider", { provider: "custom_off" }, "provider", "value_invalid_error"],
    ["no provider", { provider: "" }, "provider", "value_missing_error"],
    ["no redirect_to", { redirect_to: "" }, "redirect_to", "value_missing_error"],
    [
      "a code_verifier RFC 7636 refuses",
      { code_verifier: "short" },
      "code_verifier",
      "value_invalid_error",
    ],
  ])("refuses %s with 400 and an input error", async (_what, change, input, code) => {
    const client = await startFlow(auth, "registration");
    const body = await client.act("thirdparty_oauth", {
      provider: "google",
      redirect_to: SHOP_PAGE,
      ...change,
    });
    expect(client.last?.response.status).toBe(400);
    expect(body.name).toBe("registration_init");
    expect(body.actions.thirdparty_oauth?.inputs[input]?.error?.code).toBe(code);
  });

  it("ends the flow with a 500 technical_error when the provider's discovery fails", async () => {
    const client = await startFlow(auth, "login");
    const body = await client.act("thirdparty_oauth", {
      provider: "custom_zeta",
      redirect_to: SHOP_PAGE,
    });
    expect(client.last?.response.status).toBe(500);
    expect(body).toMatchObject({ name: "error", error: { code: "technical_error" } });
    expect(client.last?.response.headers.getSetCookie()).toEqual([]);
  });
});
