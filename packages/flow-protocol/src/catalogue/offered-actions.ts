// Which actions each state may offer, and nothing else: the response checks read only this, so
// a browser bundle carries the names without the catalogue's specs and descriptions (which
// only a server needs). Types keep every name in its state's catalogue entry; the test keeps
// the two lists equal.
import type { FlowName } from "../flows.ts";
import type { StateName } from "../states.ts";
import type { StateActionName } from "./state-actions.ts";

export const OFFERED_ACTIONS: { readonly [S in StateName]: readonly StateActionName<S>[] } = {
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

/** The catalogue's `notInFlows`: token_exchange's `thirdparty` has no back. */
export const NOT_OFFERED_IN_FLOWS: {
  readonly [S in StateName]?: { readonly [A in StateActionName<S>]?: readonly FlowName[] };
} = {
  thirdparty: { back: ["token_exchange"] },
};

/** Whether `state` may offer `action` at all, or in `flow` when given. */
export function mayOffer(state: StateName, action: string, flow?: FlowName): boolean {
  if (!(OFFERED_ACTIONS[state] as readonly string[]).includes(action)) return false;
  const notIn = NOT_OFFERED_IN_FLOWS[state] as Record<string, readonly FlowName[]> | undefined;
  return flow === undefined || !(notIn?.[action] ?? []).includes(flow);
}

/** Whether any state may offer `action`: every name of ACTION_NAMES, and only those. */
export function isOfferedByAnyState(action: string): boolean {
  return Object.values(OFFERED_ACTIONS).some((actions) =>
    (actions as readonly string[]).includes(action),
  );
}
