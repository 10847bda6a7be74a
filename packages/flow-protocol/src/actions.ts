// Every action name of flow-api.md §2.2 and §2.7. Which state offers which action, with what
// inputs, is the catalogue in ./catalogue/.

export const ACTION_NAMES = [
  // shared
  "back",
  "skip",
  // capabilities
  "register_client_capabilities",
  // credential_usage
  "continue_with_login_identifier",
  "webauthn_generate_request_options",
  "webauthn_verify_assertion_response",
  "remember_me",
  "thirdparty_oauth",
  "continue_to_password_login",
  "continue_to_passcode_confirmation",
  "password_login",
  "continue_to_passcode_confirmation_recovery",
  "password_recovery",
  "verify_passcode",
  "resend_passcode",
  "exchange_token",
  // credential_onboarding
  "continue_to_passkey_registration",
  "continue_to_password_registration",
  "webauthn_generate_creation_options",
  "webauthn_verify_attestation_response",
  "register_password",
  // user_details
  "username_create",
  "email_address_set",
  // mfa_creation, mfa_usage, device_trust
  "continue_to_otp_secret_creation",
  "continue_to_security_key_creation",
  "otp_code_verify",
  "continue_to_login_otp",
  "otp_code_validate",
  "continue_to_login_security_key",
  "trust_device",
  // registration
  "register_login_identifier",
  // profile (§2.7)
  "account_delete",
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
  "username_delete",
  "username_update",
  "webauthn_credential_create",
  "webauthn_credential_delete",
  "session_delete",
  "webauthn_credential_rename",
  "connect_thirdparty_oauth_provider",
  "disconnect_thirdparty_oauth_provider",
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/**
 * Named by the Hanko SDK's types for `login_password` but never offered by any backend
 * (§2.2 login_password), so it is not an ActionName and a response offering it is rejected.
 */
export const SDK_ONLY_ACTION_NAMES = ["continue_to_login_method_chooser"] as const;

export function isActionName(value: unknown): value is ActionName {
  return typeof value === "string" && (ACTION_NAMES as readonly string[]).includes(value);
}
