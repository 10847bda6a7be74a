// The action and input objects inside a flow response (flow-api.md §1.4).
import type { ActionName } from "./actions.ts";
import type { InputError } from "./errors.ts";

/** `number` is declared by the engine but used by no action (§1.4). */
export const INPUT_TYPES = ["string", "email", "password", "boolean", "number", "json"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** An `allowed_values` entry: the key is `name`, not `text` (§1.4). */
export type AllowedValue = {
  value: string | number | boolean;
  name: string;
};

/**
 * `inputs[name]`. Optional keys are absent unless the server sets them; `required` and
 * `hidden` may be sent as an explicit `false`. Never put secrets in `value`: the SDK sends
 * every `value` back with the next request (official-elements README §5, edge 6).
 */
export type Input = {
  name: string;
  type: InputType;
  /** Preserved inputs echo the submitted value, and `null` otherwise (§1.5). */
  value?: unknown;
  /** Bytes of the UTF-8 string, not characters (§1.5). */
  min_length?: number;
  max_length?: number;
  required?: boolean;
  hidden?: boolean;
  /** Only on the action that was just executed, after a failed submission. */
  error?: InputError;
  /** Present only when the list is non-empty. */
  allowed_values?: AllowedValue[];
};

/** `actions[name]`: `action` repeats the key; `inputs` is `{}`, never null (§8 item 21). */
export type Action<A extends ActionName = ActionName> = {
  /** API-relative: `/{flow}?action={action}%40{flowId}` (§1.3); see ./href.ts. */
  href: string;
  inputs: Record<string, Input>;
  action: A;
  /** Hanko's fixed text per action (catalogue); official clients do not read it. */
  description: string;
};

export const INPUT_WIRE_KEYS = [
  "name",
  "type",
  "value",
  "min_length",
  "max_length",
  "required",
  "hidden",
  "error",
  "allowed_values",
] as const;

export function isInputType(value: unknown): value is InputType {
  return typeof value === "string" && (INPUT_TYPES as readonly string[]).includes(value);
}

// Typed views of the inputs of each action (§2.2, §2.7), under the names the official SDK's
// types use. A key is optional when the server does not always advertise the input (it
// depends on configuration or server version); `value` is what a preserved input echoes.

/** An `Input` whose `value` has a known type. */
export type TypedInput<V = unknown> = Omit<Input, "value"> & { value?: V | null };

/** `register_client_capabilities` (preflight). */
export type RegisterClientCapabilitiesInputs = {
  webauthn_available: TypedInput<boolean>;
  webauthn_conditional_mediation_available: TypedInput<boolean>;
  webauthn_platform_authenticator_available: TypedInput<boolean>;
};

/** `continue_with_login_identifier`: exactly one of the three, by configuration. */
export type ContinueWithLoginIdentifierInputs = {
  identifier?: TypedInput<string>;
  email?: TypedInput<string>;
  username?: TypedInput<string>;
};

/** `register_login_identifier`: the identifiers registration acquires. */
export type RegisterLoginIdentifierInputs = {
  email?: TypedInput<string>;
  username?: TypedInput<string>;
};

/** `webauthn_verify_assertion_response`: the credential JSON of `navigator.credentials.get`. */
export type WebauthnVerifyAssertionResponseInputs = {
  assertion_response: TypedInput<unknown>;
};

/** `webauthn_verify_attestation_response`: the credential JSON of `navigator.credentials.create`. */
export type WebauthnVerifyAttestationResponseInputs = {
  public_key: TypedInput<unknown>;
};

/** `thirdparty_oauth`, `connect_thirdparty_oauth_provider`; `code_verifier` on PKCE servers. */
export type ThirdpartyOauthInputs = {
  provider: TypedInput<string>;
  redirect_to: TypedInput<string>;
  code_verifier?: TypedInput<string>;
};

/** `disconnect_thirdparty_oauth_provider`: never advertised (Appendix B9), yet read. */
export type DisconnectThirdpartyInputs = {
  identity_id?: TypedInput<string>;
};

/** `exchange_token` (thirdparty); `code_verifier` on PKCE servers. */
export type ExchangeTokenInputs = {
  token: TypedInput<string>;
  code_verifier?: TypedInput<string>;
};

export type RememberMeInputs = { remember_me: TypedInput<boolean> };

/** `password_login`, `password_create`, `password_update`. */
export type PasswordInputs = { password: TypedInput<string> };

export type PasswordRecoveryInputs = { new_password: TypedInput<string> };

export type RegisterPasswordInputs = { new_password: TypedInput<string> };

export type VerifyPasscodeInputs = { code: TypedInput<string> };

/** `otp_code_verify`, `otp_code_validate`. */
export type OTPCodeInputs = { otp_code: TypedInput<string> };

/** `username_create`, `username_update`. */
export type UsernameSetInputs = { username: TypedInput<string> };

/** `email_create`, `email_address_set`. */
export type EmailCreateInputs = { email: TypedInput<string> };

/** `email_delete`: `allowed_values` lists the deletable addresses (name = address, value = id). */
export type EmailDeleteInputs = { email_id: TypedInput<string> };

export type EmailSetPrimaryInputs = { email_id: TypedInput<string> };

export type EmailVerifyInputs = { email_id: TypedInput<string> };

export type PatchMetadataInputs = { patch_metadata: TypedInput<Record<string, unknown>> };

export type SecurityKeyDeleteInputs = { security_key_id: TypedInput<string> };

export type PasskeyCredentialRenameInputs = {
  passkey_id: TypedInput<string>;
  passkey_name: TypedInput<string>;
};

export type PasskeyCredentialDeleteInputs = { passkey_id: TypedInput<string> };

/** `session_delete`: `allowed_values` lists the user's other sessions. */
export type SessionDeleteInputs = { session_id: TypedInput<string> };
