// The state inventory of flow-api.md §2.1: every state name the wire can carry in `name`.
import type { FlowName, SubFlowName } from "./flows.ts";

export const STATE_NAMES = [
  "preflight",
  "login_init",
  "login_method_chooser",
  "login_password",
  "login_password_recovery",
  "login_passkey",
  "passcode_confirmation",
  "thirdparty",
  "credential_onboarding_chooser",
  "onboarding_create_passkey",
  "onboarding_verify_passkey_attestation",
  "password_creation",
  "onboarding_username",
  "onboarding_email",
  "mfa_method_chooser",
  "mfa_otp_secret_creation",
  "mfa_security_key_creation",
  "login_security_key",
  "login_otp",
  "device_trust",
  "registration_init",
  "profile_init",
  "webauthn_credential_verification",
  "account_deleted",
  "success",
  "error",
] as const;
export type StateName = (typeof STATE_NAMES)[number];

/** Terminal states offer `actions: {}`; any action posted to them gets 403 (§2.1). */
export const TERMINAL_STATES = ["account_deleted", "success", "error"] as const;
export type TerminalStateName = (typeof TERMINAL_STATES)[number];

export type StateInfo = {
  /** The (sub-)flows that declare the state; `thirdparty` is declared by each flow itself. */
  readonly declaredIn: readonly (FlowName | SubFlowName)[];
  /** The top-level flows in which the state can be reached. */
  readonly flows: readonly FlowName[];
  readonly terminal: boolean;
};

const ALL: readonly FlowName[] = ["login", "registration", "profile", "token_exchange"];
const LOGIN: readonly FlowName[] = ["login"];
const LOGIN_REGISTRATION: readonly FlowName[] = ["login", "registration"];

function state(
  declaredIn: StateInfo["declaredIn"],
  flows: readonly FlowName[],
  terminal = false,
): StateInfo {
  return { declaredIn, flows, terminal };
}

/**
 * §2.1, column by column. onboarding_username/onboarding_email are also reachable in
 * registration (its third-party `exchange_token`, §2.6), which §2.1 only hints at.
 */
export const STATES: { readonly [S in StateName]: StateInfo } = {
  preflight: state(["capabilities"], ["login", "registration", "profile"]),
  login_init: state(["credential_usage"], LOGIN),
  login_method_chooser: state(["credential_usage"], LOGIN),
  login_password: state(["credential_usage"], LOGIN),
  login_password_recovery: state(["credential_usage"], LOGIN),
  login_passkey: state(["credential_usage"], LOGIN),
  passcode_confirmation: state(["credential_usage"], ALL),
  thirdparty: state(["credential_usage", "registration", "profile", "token_exchange"], ALL),
  credential_onboarding_chooser: state(["credential_onboarding"], LOGIN_REGISTRATION),
  onboarding_create_passkey: state(["credential_onboarding"], LOGIN_REGISTRATION),
  onboarding_verify_passkey_attestation: state(["credential_onboarding"], LOGIN_REGISTRATION),
  password_creation: state(["credential_onboarding"], LOGIN_REGISTRATION),
  onboarding_username: state(["user_details"], ["login", "registration", "token_exchange"]),
  onboarding_email: state(["user_details"], ["login", "registration", "token_exchange"]),
  mfa_method_chooser: state(["mfa_creation"], LOGIN_REGISTRATION),
  mfa_otp_secret_creation: state(["mfa_creation"], ["login", "registration", "profile"]),
  mfa_security_key_creation: state(["mfa_creation"], LOGIN_REGISTRATION),
  login_security_key: state(["mfa_usage"], LOGIN),
  login_otp: state(["mfa_usage"], LOGIN),
  device_trust: state(["device_trust"], LOGIN),
  registration_init: state(["registration"], ["registration"]),
  profile_init: state(["profile"], ["profile"]),
  webauthn_credential_verification: state(["profile"], ["profile"]),
  account_deleted: state(["profile"], ["profile"], true),
  success: state(
    ["login", "registration", "token_exchange"],
    ["login", "registration", "token_exchange"],
    true,
  ),
  error: state(ALL, ALL, true),
};

export function isStateName(value: unknown): value is StateName {
  return typeof value === "string" && (STATE_NAMES as readonly string[]).includes(value);
}

export function isTerminalState(name: StateName): name is TerminalStateName {
  return STATES[name].terminal;
}
