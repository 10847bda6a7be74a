import { describe, expect, it } from "vitest";
import { Hanko } from "../hanko.ts";
import { CODE_VERIFIER_KEY } from "../pkce.ts";
import { MemoryStorage, fakePlatform, json, sequence } from "../testing/fake-platform.ts";
import { flowResponse, profileUser, successResponse } from "@kretsbutiken/flow-protocol/testing";
import { withCodeVerifier } from "./oauth-code-verifier.ts";
import type { State } from "./state.ts";

const API = "https://auth.example";
const REDIRECT = "https://accounts.google.com/o/oauth2/v2/auth?state=x";
const VERIFIER = /^[A-Za-z0-9\-._~]{64}$/;
const PROVIDERS = { value: [{ value: "google", name: "Google" }] };

const preflight = () => json(flowResponse("preflight"));
const thirdparty =
  (flow: "login" | "profile" = "login") =>
  () =>
    json(
      flowResponse("thirdparty", {
        flow,
        actions: ["exchange_token", "back"],
        payload: { redirect_url: REDIRECT },
      }),
    );

/** login_init offering thirdparty_oauth; `withoutVerifier` as a server without PKCE sends it. */
function loginInit(options: { withoutVerifier?: boolean; error?: boolean } = {}) {
  const body = flowResponse("login_init", {
    actions: ["continue_with_login_identifier", "thirdparty_oauth"],
    ...(options.error === true && { error: "form_data_invalid_error" as const }),
  }) as { actions: Record<string, { inputs: Record<string, unknown> }> };
  if (options.withoutVerifier === true) {
    delete body.actions["thirdparty_oauth"]?.inputs["code_verifier"];
  }
  return () => json(body);
}

async function startLogin(...answers: (() => Response)[]) {
  const platform = fakePlatform();
  platform.route(sequence(preflight, ...answers));
  const hanko = new Hanko(API, { platform });
  const state = (await hanko.createState("login")) as State<"login_init">;
  expect(state.name).toBe("login_init");
  return { platform, state };
}

const sentValues = (platform: ReturnType<typeof fakePlatform>) =>
  (platform.requests.at(-1)?.body as { input_data: Record<string, unknown> }).input_data;

describe("PKCE on thirdparty_oauth (flow-api §2.2)", () => {
  it("sends a new verifier, keeps it in sessionStorage and leaves for the provider", async () => {
    const { platform, state } = await startLogin(loginInit(), thirdparty());
    await state.actions.thirdparty_oauth.run({ provider: "google", redirect_to: "https://shop/" });
    const sent = sentValues(platform);
    expect(sent).toMatchObject({ provider: "google", redirect_to: "https://shop/" });
    expect(sent["code_verifier"]).toMatch(VERIFIER);
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBe(sent["code_verifier"]);
    expect(platform.navigations).toEqual([REDIRECT]);
  });

  it("sends the same verifier back with exchange_token after the provider's redirect", async () => {
    const { platform, state } = await startLogin(loginInit(), thirdparty());
    await state.actions.thirdparty_oauth.run({ provider: "google", redirect_to: "https://shop/" });
    const verifier = sentValues(platform)["code_verifier"];
    platform.location.href = "https://shop.example/login?hanko_token=one-time";
    platform.route(() => json(successResponse(new Date(Date.now() + 3600_000))));
    const back = await new Hanko(API, { platform }).createState("login");
    expect(back.name).toBe("success");
    expect(sentValues(platform)).toEqual({ token: "one-time", code_verifier: verifier });
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
  });

  it("keeps and sends a verifier the caller brings", async () => {
    const { platform, state } = await startLogin(loginInit(), thirdparty());
    await state.actions.thirdparty_oauth.run({
      provider: "google",
      redirect_to: "https://shop/",
      code_verifier: "mine",
    });
    expect(sentValues(platform)["code_verifier"]).toBe("mine");
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBe("mine");
  });

  it("sends none when the server offers no code_verifier input", async () => {
    const { platform, state } = await startLogin(
      loginInit({ withoutVerifier: true }),
      thirdparty(),
    );
    await state.actions.thirdparty_oauth.run({ provider: "google", redirect_to: "https://shop/" });
    expect(sentValues(platform)).not.toHaveProperty("code_verifier");
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
  });

  it("drops the verifier when the server refuses (the browser is not leaving)", async () => {
    const { platform, state } = await startLogin(loginInit(), loginInit({ error: true }));
    const next = await state.actions.thirdparty_oauth.run({
      provider: "google",
      redirect_to: "https://evil.example/",
    });
    expect(next.name).toBe("login_init");
    expect(sentValues(platform)["code_verifier"]).toMatch(VERIFIER);
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
    expect(platform.navigations).toEqual([]);
  });
});

describe("PKCE on connect_thirdparty_oauth_provider (flow-api §2.7)", () => {
  it("sends and keeps a verifier when linking an account from the profile", async () => {
    const platform = fakePlatform({ href: "https://shop.example/profile" });
    const profileInit = flowResponse("profile_init", {
      flow: "profile",
      actions: ["connect_thirdparty_oauth_provider"],
      payload: { user: profileUser() },
      inputs: { "connect_thirdparty_oauth_provider.provider": { allowed_values: PROVIDERS.value } },
    });
    platform.route(
      sequence(
        () => json(flowResponse("preflight", { flow: "profile" })),
        () => json(profileInit),
      ),
    );
    const hanko = new Hanko(API, { platform });
    const state = (await hanko.createState("profile")) as State<"profile_init">;
    platform.route(thirdparty("profile"));
    await state.actions.connect_thirdparty_oauth_provider.run({
      provider: "google",
      redirect_to: "https://shop.example/profile",
    });
    const verifier = sentValues(platform)["code_verifier"];
    expect(verifier).toMatch(VERIFIER);
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBe(verifier);
    expect(platform.navigations).toEqual([REDIRECT]);
  });
});

describe("withCodeVerifier", () => {
  const inputs = { provider: {}, redirect_to: {}, code_verifier: {} };
  it.each([
    ["thirdparty_oauth", inputs, true],
    ["connect_thirdparty_oauth_provider", inputs, true],
    ["thirdparty_oauth", { provider: {} }, false],
    ["exchange_token", { token: {}, code_verifier: {} }, false],
    ["continue_with_login_identifier", { email: {} }, false],
  ])("%s with inputs %j: verifier %s", (name, actionInputs, expected) => {
    const storage = new MemoryStorage();
    const values = { provider: "google" };
    const sent = withCodeVerifier({ name, inputs: actionInputs }, values, storage);
    expect(sent === values).toBe(!expected);
    expect(storage.getItem(CODE_VERIFIER_KEY) !== null).toBe(expected);
  });
});
