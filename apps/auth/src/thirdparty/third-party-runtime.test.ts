// beginSignIn against a real OpenID provider (the local oidc-provider): what it refuses before
// sealing anything, and the state it seals, bound to the cookie it hands the browser; and the
// runtime it builds once per configuration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createTestClock } from "../../test/test-clock.ts";
import type { AuthConfig } from "../config/config.ts";
import { openState } from "./oauth-state.ts";
import { parseThirdPartyConfig } from "./provider-config.ts";
import { STATE_COOKIE_NAME } from "./state-cookie.ts";
import type { LocalOidcProvider } from "./testing/local-oidc-provider.ts";
import {
  beginSignIn,
  callbackUrl,
  redirectAllowed,
  thirdPartyRuntime,
  type BeginSignIn,
} from "./third-party-runtime.ts";
import {
  createThirdPartyTestAuth,
  ERROR_PAGE,
  REDIRECT_TO,
  SHOP,
  startIdp,
  thirdPartyEnv,
} from "./http/testing/third-party-test-auth.ts";

const SETUP_TIMEOUT_MS = 30_000;

let idp: LocalOidcProvider;
let auth: TestAuth;
beforeAll(async () => {
  idp = await startIdp({});
  auth = await createThirdPartyTestAuth(idp);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await auth?.close();
  await idp?.close();
});

const begin = (input: Partial<BeginSignIn>, config: AuthConfig = auth.config) =>
  beginSignIn(
    { config, secretBox: auth.deps.secretBox, clock: auth.deps.clock },
    { provider: "custom_local", redirectTo: REDIRECT_TO, isFlow: false, ...input },
  );

/** The configuration with the local IdP's and one more custom provider. */
function withCustom(provider: Record<string, unknown>): AuthConfig {
  const env = JSON.parse(thirdPartyEnv(idp)) as { custom_providers: Record<string, unknown> };
  env.custom_providers.Extra = provider;
  return { ...auth.config, thirdParty: parseThirdPartyConfig(env) };
}

describe("beginSignIn", () => {
  it("seals the state, bound to the cookie it answers, and sends the browser to the provider", async () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const begun = await begin({
      isFlow: true,
      flowId: "flow-1",
      userId: "user-1",
      codeVerifier: verifier,
    });
    if (!begun.ok) throw new Error(begun.reason);
    const url = new URL(begun.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(url.searchParams.get("redirect_uri")).toBe(idp.clients[0].redirectUri);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(begun.cookie).toMatch(
      new RegExp(
        `^${STATE_COOKIE_NAME}=[A-Za-z0-9_-]{43}; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=None$`,
      ),
    );
    const cookieValue = /=([^;]*)/.exec(begun.cookie)![1]!;
    const opened = openState(
      auth.deps.secretBox,
      url.searchParams.get("state")!,
      cookieValue,
      auth.deps.clock.now(),
    );
    expect(opened).toMatchObject({
      ok: true,
      state: {
        provider: "custom_local",
        redirectTo: REDIRECT_TO,
        isFlow: true,
        flowId: "flow-1",
        userId: "user-1",
        codeVerifier: verifier,
        nonce: url.searchParams.get("nonce"),
      },
    });
  });

  it.each([
    [
      "a redirect_to off the allow-list",
      { redirectTo: "https://evil.example/return" },
      "redirect_not_allowed",
    ],
    ["an unknown provider", { provider: "custom_nobody" }, "provider_unknown"],
    ["a provider not enabled", { provider: "github" }, "provider_unknown"],
    [
      "an unknown provider to a bad redirect_to",
      { provider: "x", redirectTo: "https://evil.example" },
      "redirect_not_allowed",
    ],
  ])("refuses %s", async (_name, input, reason) => {
    expect(await begin(input)).toStrictEqual({ ok: false, reason });
  });

  it("answers provider_unreachable when the provider's discovery fails", async () => {
    const config = withCustom({
      enabled: true,
      display_name: "Gone",
      client_id: "c",
      secret: "s",
      issuer: "http://127.0.0.1:9",
      scopes: ["openid"],
    });
    expect(await begin({ provider: "custom_extra" }, config)).toStrictEqual({
      ok: false,
      reason: "provider_unreachable",
    });
  });
});

describe("redirectAllowed", () => {
  it.each([
    [REDIRECT_TO, true],
    [`${SHOP}/deep/path`, true],
    [ERROR_PAGE, true],
    ["https://elsewhere.example/return", false],
  ])("%s: %s", (redirectTo, allowed) => {
    expect(redirectAllowed(auth.config, redirectTo)).toBe(allowed);
  });
});

describe("the runtime", () => {
  it("is made once per configuration", () => {
    const clock = createTestClock();
    const runtime = thirdPartyRuntime(auth.config, clock);
    expect(thirdPartyRuntime(auth.config, clock)).toBe(runtime);
    expect(thirdPartyRuntime({ ...auth.config }, clock)).not.toBe(runtime);
  });

  it(
    "redeems at our callback: the configured one, or the public URL's",
    async () => {
      expect(callbackUrl(auth.config)).toBe(idp.clients[0].redirectUri);
      const bare = await createTestAuth({}, { redis: false });
      try {
        expect(callbackUrl(bare.config)).toBe("http://localhost:8000/thirdparty/callback");
      } finally {
        await bare.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
