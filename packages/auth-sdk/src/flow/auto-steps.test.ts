import { afterEach, describe, expect, it, vi } from "vitest";
import { ThirdPartyError, WebauthnRequestCancelledError } from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { CODE_VERIFIER_KEY } from "../pkce.ts";
import { fakePlatform, json, sequence, type FakePlatform } from "../testing/fake-platform.ts";
import {
  FLOW_ID,
  flowResponse,
  profileUser,
  successResponse,
} from "@kretsbutiken/flow-protocol/testing";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

const API = "https://auth.example";
const REDIRECT = "https://accounts.google.com/o/oauth2/v2/auth?state=x";
const preflight = () => json(flowResponse("preflight"));
const loginInit = () =>
  json(
    flowResponse("login_init", { actions: ["continue_with_login_identifier", "thirdparty_oauth"] }),
  );
const thirdparty = () =>
  json(
    flowResponse("thirdparty", {
      actions: ["exchange_token", "back"],
      payload: { redirect_url: REDIRECT },
      csrf: "csrf-thirdparty",
    }),
  );

function setup(href = "https://shop.example/login") {
  const platform = fakePlatform({ href });
  const hanko = new Hanko(API, { platform });
  return { hanko, platform };
}

function named<S extends AnyState["name"]>(state: AnyState, name: S): State<S> {
  expect(state.name).toBe(name);
  return state as State<S>;
}

function bodies(platform: FakePlatform) {
  return platform.requests.map((request) => request.body);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("thirdparty", () => {
  async function leaveForProvider() {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight, loginInit, thirdparty));
    const init = named(await hanko.createState("login"), "login_init");
    const state = await init.actions.thirdparty_oauth.run({
      provider: "google",
      redirect_to: "https://shop.example/login",
    });
    return { hanko, platform, state };
  }

  it("saves the state in localStorage, then leaves for the provider", async () => {
    const { platform, state } = await leaveForProvider();
    expect(state.name).toBe("thirdparty");
    expect(platform.navigations).toEqual([REDIRECT]);
    const saved = JSON.parse(platform.storage.getItem("hanko-flow-state") ?? "{}") as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      name: "thirdparty",
      flow_name: "login",
      csrf_token: "csrf-thirdparty",
      is_cached: true,
    });
  });

  it("restores the saved state on return and exchanges hanko_token, which leaves the address", async () => {
    const { platform } = await leaveForProvider();
    platform.location.href = "https://shop.example/login?hanko_token=one-time&tab=2#top";
    platform.sessionStorage.setItem(CODE_VERIFIER_KEY, "verifier");
    platform.route(sequence(() => json(successResponse(new Date(Date.now() + 3600_000)))));
    const back = new Hanko(API, { platform });
    const state = await back.createState("login");
    expect(state.name).toBe("success");
    expect(platform.requests.at(-1)?.url).toBe(`${API}/login?action=exchange_token%40${FLOW_ID}`);
    expect(platform.requests.at(-1)?.body).toEqual({
      input_data: { token: "one-time", code_verifier: "verifier" },
      csrf_token: "csrf-thirdparty",
    });
    expect(platform.location.href).toBe("https://shop.example/login?tab=2#top");
    expect(platform.storage.getItem("hanko-flow-state")).toBeNull();
    expect(platform.sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
  });

  it.each([
    ["access_denied", "third_party_access_denied", "thirdPartyAccessDenied"],
    ["user_conflict", "technical_error", "emailAddressAlreadyExistsError"],
    ["server_error", "technical_error", "somethingWentWrong"],
  ])("a return with error=%s steps back and shows %s", async (error, code, key) => {
    const { platform } = await leaveForProvider();
    platform.location.href = `https://shop.example/login?error=${error}&error_description=nope`;
    platform.route(sequence(loginInit));
    const state = await new Hanko(API, { platform }).createState("login");
    expect(state.name).toBe("login_init");
    expect(platform.requests.at(-1)?.url).toBe(`${API}/login?action=back%40${FLOW_ID}`);
    expect(state.error).toEqual({ code, message: "nope" });
    expect(state.clientError).toBeInstanceOf(ThirdPartyError);
    expect(state.clientError?.code).toBe(key);
    expect(platform.location.href).toBe("https://shop.example/login");
  });

  it("a return with neither token nor error steps back", async () => {
    const { platform } = await leaveForProvider();
    platform.route(sequence(loginInit));
    const state = await new Hanko(API, { platform }).createState("login");
    expect(state.name).toBe("login_init");
    expect(platform.navigations).toHaveLength(1);
  });

  it("ignores the cache with loadFromCache: false", async () => {
    const { platform } = await leaveForProvider();
    platform.route(sequence(preflight, loginInit));
    const state = await new Hanko(API, { platform }).createState("login", { loadFromCache: false });
    expect(state.name).toBe("login_init");
    expect(platform.requests.at(-2)?.url).toBe(`${API}/login`);
  });

  it("drops a cached state that no longer validates", async () => {
    const { hanko, platform } = setup();
    platform.storage.setItem(
      "hanko-flow-state",
      JSON.stringify({ name: "thirdparty", actions: null }),
    );
    platform.route(sequence(preflight, loginInit));
    expect((await hanko.createState("login")).name).toBe("login_init");
    expect(platform.storage.getItem("hanko-flow-state")).toBeNull();
  });
});

describe("saml_hint", () => {
  it("starts /token_exchange on a return from IdP-initiated SAML and exchanges the token", async () => {
    const { hanko, platform } = setup(
      "https://shop.example/login?hanko_token=saml-token&saml_hint=idp_initiated",
    );
    const first = flowResponse("thirdparty", {
      flow: "token_exchange",
      actions: ["exchange_token"],
    });
    platform.route(
      sequence(
        () => json(first),
        () => json(successResponse(new Date(Date.now() + 3600_000), "token_exchange")),
      ),
    );
    const state = await hanko.createState("login");
    expect(state.name).toBe("success");
    expect(state.flowName).toBe("token_exchange");
    expect(platform.requests[0]?.url).toBe(`${API}/token_exchange`);
    expect(bodies(platform)[1]).toMatchObject({ input_data: { token: "saml-token" } });
    expect(platform.location.href).toBe("https://shop.example/login");
  });

  it("starts the asked flow without a token, and for profile", async () => {
    const { hanko, platform } = setup("https://shop.example/?saml_hint=idp_initiated");
    platform.route(sequence(preflight, loginInit));
    await hanko.createState("login");
    expect(platform.requests[0]?.url).toBe(`${API}/login`);
  });
});

describe("success and account_deleted", () => {
  it("announces the session, stores last_login, marks the flow completed, drops the cache", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const { hanko, platform } = setup();
    platform.storage.setItem("hanko-flow-state", "stale");
    const expiration = new Date("2026-11-22T22:00:00Z");
    platform.route(
      sequence(() =>
        json(successResponse(expiration), {
          headers: { "X-Auth-Token": "jwt", "X-Session-Lifetime": "43200" },
        }),
      ),
    );
    const created = vi.fn();
    hanko.onSessionCreated(created);
    const state = await hanko.createState("login", { loadFromCache: false });
    expect(state.name).toBe("success");
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0]).toMatchObject({
      expirationSeconds: 43200,
      claims: { session_id: "55555555-5555-4555-8555-555555555555" },
    });
    expect(platform.storage.getItem("hanko_last_login")).toBe('{"login_method":"passcode"}');
    expect(JSON.parse(platform.storage.getItem("hanko_session") ?? "{}")).toMatchObject({
      expiry: Date.parse("2026-11-22T22:00:00Z") / 1000,
      authFlowCompleted: true,
    });
    expect(hanko.session.isAuthFlowCompleted()).toBe(true);
    expect(platform.storage.getItem("hanko-flow-state")).toBeNull();
    hanko.stop();
  });

  it("takes the expiry from the claims when X-Session-Lifetime is not readable", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const { hanko, platform } = setup();
    platform.route(sequence(() => json(successResponse(new Date("2026-11-22T11:00:00Z")))));
    const created = vi.fn();
    hanko.onSessionCreated(created);
    await hanko.createState("login");
    expect(created.mock.calls[0]?.[0]).toMatchObject({ expirationSeconds: 3600 });
    hanko.stop();
  });

  it("runs the success step only when asked, if excluded", async () => {
    const { hanko, platform } = setup();
    platform.route(sequence(() => json(successResponse(new Date(Date.now() + 60_000)))));
    const created = vi.fn();
    hanko.onSessionCreated(created);
    const state = await hanko.createState("login", { excludeAutoSteps: ["success"] });
    expect(created).not.toHaveBeenCalled();
    expect(await state.autoStep?.()).toBe(state);
    expect(created).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it("account_deleted removes the token and the session and sends hanko-user-deleted", async () => {
    const { hanko, platform } = setup();
    platform.cookies.values.set("hanko", "jwt");
    platform.storage.setItem(
      "hanko_session",
      JSON.stringify({ expiry: 4e9, authFlowCompleted: true }),
    );
    platform.route(sequence(() => json(flowResponse("account_deleted", { flow: "profile" }))));
    const deleted = vi.fn();
    hanko.onUserDeleted(deleted);
    await hanko.createState("profile");
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(platform.cookies.get("hanko")).toBeUndefined();
    expect(hanko.session.isValid()).toBe(false);
    hanko.stop();
  });
});

describe("WebAuthn steps", () => {
  const requestOptions = { publicKey: { challenge: "Y2hhbGxlbmdl", rpId: "example" } };
  const creationOptions = {
    publicKey: {
      rp: { name: "Shop" },
      user: { name: "jane", displayName: "Jane", id: "dXNlcg" },
      challenge: "Y2hhbGxlbmdl",
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
    },
  };

  it("login_passkey: gets an assertion and verifies it", async () => {
    const { platform } = setup();
    const get = vi.fn(() => Promise.resolve({ id: "cred" }));
    platform.webauthn = { ...platform.webauthn, get };
    platform.route(
      sequence(
        () => json(flowResponse("login_passkey", { payload: { request_options: requestOptions } })),
        () => json(successResponse(new Date(Date.now() + 60_000))),
      ),
    );
    const state = await new Hanko(API, { platform }).createState("login");
    expect(get).toHaveBeenCalledWith({ publicKey: requestOptions.publicKey });
    expect(state.name).toBe("success");
    expect(bodies(platform)[1]).toMatchObject({
      input_data: { assertion_response: { id: "cred" } },
    });
  });

  it("login_passkey: a cancelled ceremony steps back, keeping the state's error", async () => {
    const { platform } = setup();
    const cancelled = Object.assign(new Error("cancelled"), { name: "NotAllowedError" });
    platform.webauthn = { ...platform.webauthn, get: () => Promise.reject(cancelled) };
    platform.route(
      sequence(
        () =>
          json(
            flowResponse("login_passkey", {
              payload: { request_options: requestOptions },
              error: "passkey_invalid",
            }),
          ),
        loginInit,
      ),
    );
    const state = await new Hanko(API, { platform }).createState("login");
    expect(state.name).toBe("login_init");
    expect(platform.requests[1]?.url).toBe(`${API}/login?action=back%40${FLOW_ID}`);
    expect(state.error?.code).toBe("passkey_invalid");
    expect(state.clientError).toBeInstanceOf(WebauthnRequestCancelledError);
  });

  it("login_passkey: a refused state restored without options steps back with its error", async () => {
    const { platform } = setup();
    const get = vi.fn(() => Promise.resolve({ id: "cred" }));
    platform.webauthn = { ...platform.webauthn, get };
    platform.route(
      sequence(
        () =>
          json(
            flowResponse("login_passkey", {
              actions: ["webauthn_verify_assertion_response", "back"],
              error: "passkey_invalid",
            }),
            { status: 401 },
          ),
        loginInit,
      ),
    );
    const state = await new Hanko(API, { platform }).createState("login");
    expect(get).not.toHaveBeenCalled();
    expect(platform.requests[1]?.url).toBe(`${API}/login?action=back%40${FLOW_ID}`);
    expect(state.name).toBe("login_init");
    expect(state.error?.code).toBe("passkey_invalid");
    expect(state.clientError).toBeUndefined();
  });

  it("login_passkey: an answer the server refused steps back showing the server's error only", async () => {
    const { platform } = setup();
    const get = vi.fn(() => Promise.resolve({ id: "cred" }));
    platform.webauthn = { ...platform.webauthn, get };
    platform.route(
      sequence(
        () => json(flowResponse("login_passkey", { payload: { request_options: requestOptions } })),
        // Refused: still login_passkey, with the error and without new options (flow-api §2.2).
        () =>
          json(
            flowResponse("login_passkey", {
              actions: ["webauthn_verify_assertion_response", "back"],
              error: "passkey_invalid",
            }),
            { status: 401 },
          ),
        loginInit,
      ),
    );
    const state = await new Hanko(API, { platform }).createState("login");
    expect(get).toHaveBeenCalledTimes(1);
    expect(platform.requests[2]?.url).toBe(`${API}/login?action=back%40${FLOW_ID}`);
    expect(state.name).toBe("login_init");
    expect(state.error?.code).toBe("passkey_invalid");
    expect(state.clientError).toBeUndefined();
  });

  it.each(["onboarding_verify_passkey_attestation", "webauthn_credential_verification"] as const)(
    "%s: a failed creation steps back with webauthn_credential_already_exists",
    async (name) => {
      const { platform } = setup();
      const exists = Object.assign(new Error("exists"), { name: "InvalidStateError" });
      platform.webauthn = { ...platform.webauthn, create: () => Promise.reject(exists) };
      const flow = name === "webauthn_credential_verification" ? "profile" : "login";
      const back =
        flow === "profile"
          ? flowResponse("profile_init", {
              flow,
              actions: ["webauthn_credential_create"],
              payload: { user: profileUser() },
            })
          : flowResponse("onboarding_create_passkey", {
              actions: ["webauthn_generate_creation_options"],
            });
      platform.route(
        sequence(
          () => json(flowResponse(name, { flow, payload: { creation_options: creationOptions } })),
          () => json(back),
        ),
      );
      const state = await new Hanko(API, { platform }).createState(flow);
      expect(state.name).toBe(flow === "profile" ? "profile_init" : "onboarding_create_passkey");
      expect(state.error).toEqual({
        code: "webauthn_credential_already_exists",
        message: "Webauthn credential already exists",
      });
    },
  );

  it("passkey autofill on login_init verifies a picked passkey in the background", async () => {
    const platform = fakePlatform();
    let pick: (value: unknown) => void = () => {};
    const get = vi.fn(() => new Promise((resolve) => (pick = resolve)));
    platform.webauthn = { ...platform.webauthn, get };
    const hanko = new Hanko(API, { platform });
    platform.route(
      sequence(() =>
        json(flowResponse("login_init", { payload: { request_options: requestOptions } })),
      ),
    );
    const init = named(await hanko.createState("login"), "login_init");
    const after = vi.fn();
    hanko.onAfterStateChange(after);
    platform.route(sequence(() => json(successResponse(new Date(Date.now() + 60_000)))));
    await init.passkeyAutofillActivation?.();
    expect(get).toHaveBeenCalledWith({
      publicKey: requestOptions.publicKey,
      mediation: "conditional",
    });
    pick({ id: "autofilled" });
    await vi.waitFor(() => expect(after).toHaveBeenCalled());
    expect(bodies(platform).at(-1)).toMatchObject({
      input_data: { assertion_response: { id: "autofilled" } },
    });
    hanko.stop();
  });
});
