// `payload` per state (flow-api.md §3). Keys a state does not list pass through, so a server
// that adds e.g. `passcode_resent` (Appendix B15) is not rejected.
import type { EmptyPayload, StateName, StatePayloads } from "../index.ts";
import type { Check } from "./check.ts";
import { claimsCheck, lastLoginCheck } from "./claims.ts";
import { array, object, optional, record } from "./combinators.ts";
import {
  boolean,
  nonEmptyString,
  nonNegativeInteger,
  refine,
  string,
  unknown,
} from "./primitives.ts";
import { profileDataCheck, sessionInfoCheck } from "./profile-data.ts";
import { creationOptionsCheck, requestOptionsCheck } from "./webauthn-options.ts";

const anyObject = record(unknown);

/** `{}` on the wire; extra keys are tolerated although the type has none. */
const empty: Check<EmptyPayload> = (value, path, issues): value is EmptyPayload =>
  anyObject(value, path, issues);

const retryAfter = object<StatePayloads["login_password"]>({
  retry_after: optional(nonNegativeInteger),
});
const withRequestOptions = object<StatePayloads["login_init"]>({
  request_options: optional(requestOptionsCheck),
});
const withCreationOptions = object<StatePayloads["webauthn_credential_verification"]>({
  creation_options: optional(creationOptionsCheck),
});

const imageSource = refine(
  string,
  (value) => value.startsWith("data:image/"),
  () => 'expected a "data:image/" URL',
);

export const STATE_PAYLOAD_CHECKS: { readonly [S in StateName]: Check<StatePayloads[S]> } = {
  preflight: empty,
  login_init: withRequestOptions,
  login_method_chooser: empty,
  login_password: retryAfter,
  login_password_recovery: empty,
  login_passkey: withRequestOptions,
  passcode_confirmation: object({
    resend_after: optional(nonNegativeInteger),
    passcode_resent: optional(boolean),
  }),
  thirdparty: object({
    redirect_url: optional(nonEmptyString),
    retry_after: optional(nonNegativeInteger),
  }),
  credential_onboarding_chooser: empty,
  onboarding_create_passkey: empty,
  onboarding_verify_passkey_attestation: withCreationOptions,
  password_creation: empty,
  onboarding_username: empty,
  onboarding_email: empty,
  mfa_method_chooser: empty,
  // Set on entry and on every error re-render (§2.2 mfa_otp_secret_creation).
  mfa_otp_secret_creation: object({ otp_secret: nonEmptyString, otp_image_source: imageSource }),
  mfa_security_key_creation: empty,
  login_security_key: empty,
  login_otp: retryAfter,
  device_trust: empty,
  registration_init: empty,
  // The official widget renders `payload.user` and breaks without it (README §5).
  profile_init: object({ user: profileDataCheck, sessions: optional(array(sessionInfoCheck)) }),
  account_deleted: empty,
  webauthn_credential_verification: withCreationOptions,
  success: object({
    user: profileDataCheck,
    claims: claimsCheck,
    last_login: optional(lastLoginCheck),
  }),
  error: anyObject,
};
