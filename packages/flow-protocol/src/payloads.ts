// `payload` per state (flow-api.md §3). It is rebuilt on every response: keys not listed for
// a state are absent, and a state with nothing to say sends `{}`. Error results (§1.8) carry
// no payload at all.
import type { Claims, LastLogin } from "./claims.ts";
import type { ProfileData, SessionInfo } from "./profile-data.ts";
import type { StateName } from "./states.ts";
import type { CreationOptions, RequestOptions } from "./webauthn-options.ts";

/** `{}` on the wire. */
export type EmptyPayload = { readonly [key: string]: never };

/** Whole seconds until a rate-limit window resets, sent with 429 (§5.4). */
export type RetryAfterPayload = { retry_after?: number };

export type LoginInitPayload = {
  /** Conditional-UI options when WebAuthn, conditional mediation and passkeys are all on. */
  request_options?: RequestOptions;
};

export type LoginPasskeyPayload = {
  /** Only in the response that entered the state, not after a failed verification. */
  request_options?: RequestOptions;
};

export type PasscodeConfirmationPayload = {
  /** With 429 `rate_limit_exceeded`, on entry or `resend_passcode`. */
  resend_after?: number;
  /** Declared by the SDK's types, never sent by Hanko (§3, Appendix B15). */
  passcode_resent?: boolean;
};

export type ThirdpartyPayload = RetryAfterPayload & {
  /** Provider authorization URL or SAML auth URL; absent as token_exchange's first state. */
  redirect_url?: string;
};

export type CreationOptionsPayload = {
  /** Sent in the response that entered the state. */
  creation_options?: CreationOptions;
};

export type OtpSecretPayload = {
  /** Base32 TOTP secret; the same one on an error re-render. */
  otp_secret: string;
  /** `data:image/png;base64,…`: a 200×200 QR code of the `otpauth://` URL. */
  otp_image_source: string;
};

export type ProfileInitPayload = {
  user: ProfileData;
  /** Present when `session.show_on_profile` (default true). */
  sessions?: SessionInfo[];
};

export type SuccessPayload = {
  user: ProfileData;
  claims: Claims;
  /** Login and token_exchange only; registration sends none. */
  last_login?: LastLogin;
};

/** A state response in `error` (5xx from an action) may carry values set during the request. */
export type ErrorStatePayload = Record<string, unknown>;

export type StatePayloads = {
  preflight: EmptyPayload;
  login_init: LoginInitPayload;
  login_method_chooser: EmptyPayload;
  login_password: RetryAfterPayload;
  login_password_recovery: EmptyPayload;
  login_passkey: LoginPasskeyPayload;
  passcode_confirmation: PasscodeConfirmationPayload;
  thirdparty: ThirdpartyPayload;
  credential_onboarding_chooser: EmptyPayload;
  onboarding_create_passkey: EmptyPayload;
  onboarding_verify_passkey_attestation: CreationOptionsPayload;
  password_creation: EmptyPayload;
  onboarding_username: EmptyPayload;
  onboarding_email: EmptyPayload;
  mfa_method_chooser: EmptyPayload;
  mfa_otp_secret_creation: OtpSecretPayload;
  mfa_security_key_creation: EmptyPayload;
  login_security_key: EmptyPayload;
  login_otp: RetryAfterPayload;
  device_trust: EmptyPayload;
  registration_init: EmptyPayload;
  profile_init: ProfileInitPayload;
  webauthn_credential_verification: CreationOptionsPayload;
  account_deleted: EmptyPayload;
  success: SuccessPayload;
  error: ErrorStatePayload;
};

// Compile-time check that every state has a payload type.
export type PayloadOf<S extends StateName> = StatePayloads[S];
