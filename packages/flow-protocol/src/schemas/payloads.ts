// `payload` schema per state (flow-api.md §3). Unknown keys are let through, so a server that
// adds e.g. `passcode_resent` (Appendix B15) is not rejected.
import { z } from "zod";
import type { StatePayloads } from "../payloads.ts";
import type { StateName } from "../states.ts";
import { claimsSchema, lastLoginSchema } from "./claims.ts";
import { secondsSchema } from "./primitives.ts";
import { profileDataSchema, sessionInfoSchema } from "./profile-data.ts";
import { creationOptionsSchema, requestOptionsSchema } from "./webauthn-options.ts";

// `{}` on the wire; extra keys are tolerated here although the type has none.
const empty: z.ZodType<StatePayloads["preflight"]> = z.object({});
const retryAfter = z.object({ retry_after: secondsSchema.optional() });
const withRequestOptions = z.object({ request_options: requestOptionsSchema.optional() });
const withCreationOptions = z.object({ creation_options: creationOptionsSchema.optional() });

export const STATE_PAYLOAD_SCHEMAS: { readonly [S in StateName]: z.ZodType<StatePayloads[S]> } = {
  preflight: empty,
  login_init: withRequestOptions,
  login_method_chooser: empty,
  login_password: retryAfter,
  login_password_recovery: empty,
  login_passkey: withRequestOptions,
  passcode_confirmation: z.object({
    resend_after: secondsSchema.optional(),
    passcode_resent: z.boolean().optional(),
  }),
  thirdparty: z.object({
    redirect_url: z.string().min(1).optional(),
    retry_after: secondsSchema.optional(),
  }),
  credential_onboarding_chooser: empty,
  onboarding_create_passkey: empty,
  onboarding_verify_passkey_attestation: withCreationOptions,
  password_creation: empty,
  onboarding_username: empty,
  onboarding_email: empty,
  mfa_method_chooser: empty,
  // Set on entry and on every error re-render (§2.2 mfa_otp_secret_creation).
  mfa_otp_secret_creation: z.object({
    otp_secret: z.string().min(1),
    otp_image_source: z.string().startsWith("data:image/"),
  }),
  mfa_security_key_creation: empty,
  login_security_key: empty,
  login_otp: retryAfter,
  device_trust: empty,
  registration_init: empty,
  // The official widget renders `payload.user` and breaks without it (README §5).
  profile_init: z.object({
    user: profileDataSchema,
    sessions: z.array(sessionInfoSchema).optional(),
  }),
  account_deleted: empty,
  webauthn_credential_verification: withCreationOptions,
  success: z.object({
    user: profileDataSchema,
    claims: claimsSchema,
    last_login: lastLoginSchema.optional(),
  }),
  error: z.record(z.string(), z.unknown()),
};
