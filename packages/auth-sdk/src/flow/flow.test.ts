import { describe, expect, it, vi } from "vitest";
import {
  HandlerNotFoundError,
  InvalidResponseError,
  NetworkError,
  RequestTimeoutError,
} from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { CAPABILITIES, fakePlatform, json, sequence } from "../testing/fake-platform.ts";
import { FLOW_ID, errorResult, flowResponse } from "@kretsbutiken/flow-protocol/testing";
import type { Action } from "./action.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

const API = "https://auth.example";
const preflight = () => json(flowResponse("preflight", { csrf: "csrf-preflight" }));
const loginInit = (csrf = "csrf-login-init") =>
  json(flowResponse("login_init", { actions: ["continue_with_login_identifier"], csrf }));
const passcode = () =>
  json(
    flowResponse("passcode_confirmation", {
      actions: ["verify_passcode", "resend_passcode", "back"],
      payload: { resend_after: 30 },
      csrf: "csrf-passcode",
    }),
  );

function setup() {
  const platform = fakePlatform();
  const hanko = new Hanko(API, { platform });
  return { hanko, platform };
}

function expectState<S extends AnyState["name"]>(state: AnyState, name: S): State<S> {
  expect(state.name).toBe(name);
  return state as State<S>;
}

describe("starting a flow", () => {
  it("POSTs the flow path, then sends the capabilities first", async () => {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight, () => loginInit()));
    const state = await hanko.createState("login");
    expect(state.name).toBe("login_init");
    expect(platform.requests.map((r) => [r.method, r.url])).toEqual([
      ["POST", `${API}/login`],
      ["POST", `${API}/login?action=register_client_capabilities%40${FLOW_ID}`],
    ]);
    expect(platform.requests[0]?.body).toBeUndefined();
    expect(platform.requests[1]?.body).toEqual({
      input_data: CAPABILITIES,
      csrf_token: "csrf-preflight",
    });
  });

  it.each(["registration", "profile"] as const)("starts /%s", async (flow) => {
    const { hanko, platform } = setup();
    platform.route(sequence(() => json(flowResponse("preflight", { flow }))));
    await hanko.createState(flow, { excludeAutoSteps: "all" });
    expect(platform.requests[0]?.url).toBe(`${API}/${flow}`);
  });

  it("sends what the injected capability probe reports", async () => {
    const platform = fakePlatform();
    const probe = {
      webauthn_available: false,
      webauthn_conditional_mediation_available: false,
      webauthn_platform_authenticator_available: false,
    };
    platform.capabilities = () => Promise.resolve(probe);
    const hanko = new Hanko(API, { platform });
    platform.route(sequence(preflight, () => loginInit()));
    await hanko.createState("login");
    expect(platform.requests[1]?.body).toMatchObject({ input_data: probe });
  });

  it("stops before excluded automatic steps", async () => {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight));
    const state = await hanko.createState("login", { excludeAutoSteps: ["preflight"] });
    expect(state.name).toBe("preflight");
    expect(platform.requests).toHaveLength(1);
    const next = await state.autoStep?.();
    expect(next?.name).toBe("preflight");
  });

  it("sends hanko-after-state-change once, for the state the steps stop at", async () => {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight, () => loginInit()));
    const seen: string[] = [];
    hanko.onAfterStateChange(({ state }) => seen.push(state.name));
    hanko.onBeforeStateChange(({ state }) => seen.push(`before ${state.name}`));
    await hanko.createState("login");
    expect(seen).toEqual(["before preflight", "login_init"]);
  });
});

describe("running an action", () => {
  async function atPasscode() {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight, () => loginInit(), passcode));
    const init = expectState(await hanko.createState("login"), "login_init");
    const state = await init.actions.continue_with_login_identifier.run({
      email: "jane@example.com",
    });
    return { hanko, platform, init, state };
  }

  it("POSTs input_data and the CSRF token of the state it runs on", async () => {
    const { platform, state } = await atPasscode();
    expect(state.name).toBe("passcode_confirmation");
    expect(platform.requests[2]?.url).toBe(
      `${API}/login?action=continue_with_login_identifier%40${FLOW_ID}`,
    );
    expect(platform.requests[2]?.body).toEqual({
      input_data: { email: "jane@example.com" },
      csrf_token: "csrf-login-init",
    });
    expect(state.csrfToken).toBe("csrf-passcode");
  });

  it("merges every input's value, even null, before the caller's values", async () => {
    const { hanko, platform } = setup();
    const withValues = flowResponse("profile_init", {
      flow: "profile",
      actions: ["username_update", "patch_metadata"],
      payload: { user: { ...profileUserFixture() } },
      inputs: {
        "username_update.username": { value: "jane" },
        "patch_metadata.patch_metadata": { value: null },
      },
    });
    platform.route(sequence(() => json(withValues)));
    const state = expectState(
      await hanko.createState("profile", { excludeAutoSteps: "all" }),
      "profile_init",
    );
    platform.route(sequence(() => json(withValues)));
    await state.actions.patch_metadata.run({ patch_metadata: { a: 1 } });
    expect(platform.requests.at(-1)?.body).toEqual({
      input_data: { patch_metadata: { a: 1 } },
      csrf_token: state.csrfToken,
    });
    const again = expectState(
      await hanko.createState("profile", { excludeAutoSteps: "all" }),
      "profile_init",
    );
    await again.actions.username_update.run({ username: undefined });
    expect(platform.requests.at(-1)?.body).toMatchObject({ input_data: { username: "jane" } });
  });

  it("is a snapshot: frozen, and spent after one action", async () => {
    const { init, state } = await atPasscode();
    expect(Object.isFrozen(init)).toBe(true);
    expect(init.invokedAction).toEqual({
      name: "continue_with_login_identifier",
      relatedStateName: "login_init",
    });
    expect(state.previousAction).toEqual(init.invokedAction);
    await expect(init.actions.continue_with_login_identifier.run({})).rejects.toThrow(
      /already been invoked/,
    );
  });

  it("types action values by the catalogue", async () => {
    const { state } = await atPasscode();
    const passcodeState = expectState(state, "passcode_confirmation");
    // Never called: the point is the compile-time check.
    const typed = () => {
      // @ts-expect-error: `code` is a string input
      void passcodeState.actions.verify_passcode.run({ code: 123456 });
      // @ts-expect-error: verify_passcode has no `password` input
      void passcodeState.actions.verify_passcode.run({ password: "x" });
      void passcodeState.actions.verify_passcode.run({ code: "123456" });
    };
    expect(typeof typed).toBe("function");
  });

  it("leaving login_init aborts a waiting passkey autofill request", async () => {
    const platform = fakePlatform();
    const abort = vi.fn();
    platform.webauthn = { ...platform.webauthn, abort };
    const hanko = new Hanko(API, { platform });
    platform.route(sequence(preflight, () => loginInit(), passcode));
    const init = expectState(await hanko.createState("login"), "login_init");
    expect(abort).not.toHaveBeenCalled();
    await init.actions.continue_with_login_identifier.run({ email: "a@b.se" });
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("offers a disabled action for names the state does not offer", async () => {
    const { state } = await atPasscode();
    const passcodeState = expectState(state, "passcode_confirmation");
    expect(passcodeState.actions.verify_passcode.enabled).toBe(true);
    const actions = passcodeState.actions as unknown as Record<string, Action<unknown>>;
    const missing = actions["password_login"];
    expect(missing?.enabled).toBe(false);
    await expect(missing?.run()).rejects.toThrow(/not enabled/);
  });

  it("keeps a form error as a state with input errors", async () => {
    const { hanko, platform } = setup();
    const invalid = flowResponse("passcode_confirmation", {
      actions: ["verify_passcode", "resend_passcode", "back"],
      error: "form_data_invalid_error",
      inputs: {
        "verify_passcode.code": {
          value: "000000",
          error: { code: "passcode_invalid", message: "The passcode is invalid." },
        },
      },
    });
    platform.route(
      sequence(
        preflight,
        () => loginInit(),
        passcode,
        () => json(invalid, { status: 400 }),
      ),
    );
    const init = expectState(await hanko.createState("login"), "login_init");
    const code = expectState(
      await init.actions.continue_with_login_identifier.run({ email: "a@b.se" }),
      "passcode_confirmation",
    );
    const next = expectState(
      await code.actions.verify_passcode.run({ code: "000000" }),
      "passcode_confirmation",
    );
    expect(next.status).toBe(400);
    expect(next.error?.code).toBe("form_data_invalid_error");
    expect(next.actions.verify_passcode.inputs["code"]?.error?.code).toBe("passcode_invalid");
  });
});

describe("failures become error states", () => {
  async function failAfterLoginInit(answer: () => Response | Promise<Response>) {
    const { hanko, platform } = setup();
    platform.route(sequence(preflight, () => loginInit()));
    const init = expectState(await hanko.createState("login"), "login_init");
    platform.route(answer);
    const state = await init.actions.continue_with_login_identifier.run({ email: "a@b.se" });
    return { hanko, platform, state };
  }

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch")), NetworkError],
    [
      "a body that is not JSON",
      () => new Response("<html>502</html>", { status: 502 }),
      InvalidResponseError,
    ],
    [
      "actions: null",
      () => json({ ...flowResponse("login_init"), actions: null }),
      InvalidResponseError,
    ],
    [
      "a missing payload",
      () => json({ ...flowResponse("passcode_confirmation"), payload: undefined }),
      InvalidResponseError,
    ],
    ["an absolute href", () => json(absoluteHref()), InvalidResponseError],
  ])("%s mid-flow", async (_, answer, errorClass) => {
    const { state } = await failAfterLoginInit(answer);
    expect(state.name).toBe("error");
    expect(state.actions).toEqual({});
    expect(state.status).toBe(0);
    expect(state.error).toEqual({ code: "technical_error", message: "Something went wrong." });
    expect(state.clientError).toBeInstanceOf(errorClass);
  });

  it("a timeout mid-flow", async () => {
    vi.useFakeTimers();
    try {
      const { hanko, platform } = setup();
      platform.route(sequence(preflight, () => loginInit()));
      const init = expectState(await hanko.createState("login"), "login_init");
      platform.route(() => new Promise<Response>(() => {}));
      const pending = init.actions.continue_with_login_identifier.run({ email: "a@b.se" });
      await vi.advanceTimersByTimeAsync(13_000);
      const state = await pending;
      expect(state.name).toBe("error");
      expect(state.clientError).toBeInstanceOf(RequestTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failure of the very first call", async () => {
    const { hanko, platform } = setup();
    platform.route(() => Promise.reject(new TypeError("CORS")));
    const state = await hanko.createState("login");
    expect(state.name).toBe("error");
    expect(state.clientError).toBeInstanceOf(NetworkError);
  });

  it("an unknown state name gives HandlerNotFoundError", async () => {
    const { state } = await failAfterLoginInit(() =>
      json({ ...flowResponse("login_init"), name: "foo_bar" }),
    );
    expect(state.name).toBe("error");
    expect(state.clientError).toBeInstanceOf(HandlerNotFoundError);
    expect((state.clientError as HandlerNotFoundError).stateName).toBe("foo_bar");
    expect(state.clientError?.code).toBe("handlerNotFoundError");
  });

  it("a server error result stays the server's error", async () => {
    const { hanko, platform } = setup();
    platform.route(() => json(errorResult("unauthorized"), { status: 401 }));
    const state = await hanko.createState("profile");
    expect(state.name).toBe("error");
    expect(state.status).toBe(401);
    expect(state.error?.code).toBe("unauthorized");
    expect(state.clientError).toBeUndefined();
  });

  it("a flow's 401 unauthorized ends a session this browser believed in", async () => {
    const { hanko, platform } = setup();
    platform.storage.setItem(
      "hanko_session",
      JSON.stringify({ expiry: 4e9, authFlowCompleted: true }),
    );
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    platform.route(() => json(errorResult("unauthorized"), { status: 401 }));
    await hanko.createState("profile");
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
    await hanko.createState("profile");
    expect(expired).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it("an HTTP status that disagrees with the body is ignored: the body counts", async () => {
    const { hanko, platform } = setup();
    platform.route(
      sequence(
        () => json(flowResponse("preflight"), { status: 500 }),
        () => loginInit(),
      ),
    );
    expect((await hanko.createState("login")).name).toBe("login_init");
  });
});

function absoluteHref() {
  const response = flowResponse("passcode_confirmation", { actions: ["verify_passcode"] });
  const actions = response["actions"] as Record<string, { href: string }>;
  const action = actions["verify_passcode"];
  if (action !== undefined) action.href = `https://auth.example${action.href}`;
  return response;
}

function profileUserFixture() {
  return {
    id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    user_id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
    created_at: "2026-11-22T02:33:51.829Z",
    updated_at: "2026-11-22T02:33:51.829Z",
  };
}
