import { describe, expect, expectTypeOf, it } from "vitest";
import { ACTION_NAMES } from "../actions.ts";
import { STATE_NAMES, TERMINAL_STATES, type StateName } from "../states.ts";
import {
  STATE_ACTIONS,
  actionDescription,
  actionSpec,
  stateActionNames,
  type StateActionName,
} from "./state-actions.ts";
import { mayOffer } from "./offered-actions.ts";

// flow-api.md §2.2 and §2.7, state by state: every action the state may offer.
const expected: { [S in StateName]: string[] } = {
  preflight: ["register_client_capabilities"],
  login_init: [
    "continue_with_login_identifier",
    "webauthn_generate_request_options",
    "webauthn_verify_assertion_response",
    "remember_me",
    "thirdparty_oauth",
  ],
  login_method_chooser: [
    "continue_to_password_login",
    "continue_to_passcode_confirmation",
    "webauthn_generate_request_options",
    "back",
  ],
  login_password: ["password_login", "continue_to_passcode_confirmation_recovery", "back"],
  login_password_recovery: ["password_recovery"],
  login_passkey: ["webauthn_verify_assertion_response", "back"],
  passcode_confirmation: ["verify_passcode", "resend_passcode", "back"],
  thirdparty: ["exchange_token", "back"],
  credential_onboarding_chooser: [
    "continue_to_passkey_registration",
    "continue_to_password_registration",
    "skip",
    "back",
  ],
  onboarding_create_passkey: ["webauthn_generate_creation_options", "skip", "back"],
  onboarding_verify_passkey_attestation: ["webauthn_verify_attestation_response", "back"],
  password_creation: ["register_password", "skip", "back"],
  onboarding_username: ["username_create", "skip"],
  onboarding_email: ["email_address_set", "skip"],
  mfa_method_chooser: [
    "continue_to_otp_secret_creation",
    "continue_to_security_key_creation",
    "skip",
    "back",
  ],
  mfa_otp_secret_creation: ["otp_code_verify", "back"],
  mfa_security_key_creation: ["webauthn_generate_creation_options", "back"],
  login_security_key: ["webauthn_generate_request_options", "continue_to_login_otp"],
  login_otp: ["otp_code_validate", "continue_to_login_security_key"],
  device_trust: ["trust_device", "skip", "back"],
  registration_init: ["register_login_identifier", "remember_me", "thirdparty_oauth"],
  profile_init: [
    "account_delete",
    "continue_to_otp_secret_creation",
    "email_create",
    "email_delete",
    "email_set_primary",
    "email_verify",
    "otp_secret_delete",
    "password_create",
    "password_delete",
    "password_update",
    "patch_metadata",
    "security_key_create",
    "security_key_delete",
    "username_create",
    "username_delete",
    "username_update",
    "webauthn_credential_create",
    "webauthn_credential_delete",
    "session_delete",
    "webauthn_credential_rename",
    "connect_thirdparty_oauth_provider",
    "disconnect_thirdparty_oauth_provider",
  ],
  webauthn_credential_verification: ["webauthn_verify_attestation_response", "back"],
  account_deleted: [],
  success: [],
  error: [],
};

describe("STATE_ACTIONS", () => {
  it.each(STATE_NAMES)("%s offers exactly the actions of flow-api §2.2", (state) => {
    expect(stateActionNames(state).sort()).toEqual([...expected[state]].sort());
  });

  it("covers every state of §2.1 and every action name", () => {
    expect(Object.keys(STATE_ACTIONS).sort()).toEqual([...STATE_NAMES].sort());
    const offered = new Set(STATE_NAMES.flatMap((state) => stateActionNames(state)));
    expect([...offered].sort()).toEqual([...ACTION_NAMES].sort());
  });

  it.each(TERMINAL_STATES)("terminal state %s offers nothing", (state) => {
    expect(stateActionNames(state)).toEqual([]);
  });

  it("gives passcode_confirmation's verify_passcode one required string input `code`", () => {
    expect(actionSpec("passcode_confirmation", "verify_passcode")).toEqual({
      description: "Enter a passcode.",
      inputs: [{ name: "code", type: "string", required: true }],
    });
  });

  it.each([
    ["login_password", "back", "Navigate one step back."],
    ["onboarding_create_passkey", "skip", "Skip"],
    ["preflight", "register_client_capabilities", "Send the computers capabilities."],
    [
      "mfa_security_key_creation",
      "webauthn_generate_creation_options",
      "Get WebAuthn creation options to register a WebAuthn credential.",
    ],
    [
      "onboarding_create_passkey",
      "webauthn_generate_creation_options",
      "Get creation options to create a webauthn credential.",
    ],
  ] as const)("%s.%s is described as %j", (state, action, description) => {
    expect(actionSpec(state, action)?.description).toBe(description);
  });

  it.each([
    ["login", "Exchange a one time token."],
    ["token_exchange", "Exchange a one time token."],
    ["profile", "Exchange a token for linking the identity to a user account."],
  ] as const)("exchange_token in %s is described as %j", (flow, description) => {
    const spec = actionSpec("thirdparty", "exchange_token");
    if (spec === undefined) throw new Error("missing exchange_token");
    expect(actionDescription(spec, flow)).toBe(description);
  });

  it.each([
    ["thirdparty", "back", "login", true],
    ["thirdparty", "back", "token_exchange", false],
    ["thirdparty", "back", undefined, true],
    ["passcode_confirmation", "password_login", undefined, false],
    ["success", "back", undefined, false],
    ["login_password", "continue_to_login_method_chooser", undefined, false],
    ["login_init", "toString", undefined, false],
  ] as const)("mayOffer(%s, %s, %s) is %s", (state, action, flow, result) => {
    expect(mayOffer(state, action, flow)).toBe(result);
  });

  it("types the actions of a state", () => {
    expectTypeOf<StateActionName<"passcode_confirmation">>().toEqualTypeOf<
      "verify_passcode" | "resend_passcode" | "back"
    >();
    expectTypeOf<StateActionName<"success">>().toEqualTypeOf<never>();
  });
});
