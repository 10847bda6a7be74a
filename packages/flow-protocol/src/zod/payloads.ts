// `payload` per state (flow-api.md §3), as ../checks/payloads.ts. Keys a state does not list
// pass through, so a server that adds e.g. `passcode_resent` (Appendix B15) is not rejected.
import * as z from "zod";
import type { EmptyPayload, StateName, StatePayloads } from "../index.ts";
import { claimsSchema, lastLoginSchema } from "./claims.ts";
import { anyObject, nonEmptyString, nonNegativeInteger } from "./primitives.ts";
import { profileDataSchema, sessionInfoSchema } from "./profile-data.ts";
import { creationOptionsSchema, requestOptionsSchema } from "./webauthn-options.ts";

/**
 * `{}` on the wire; extra keys are tolerated, as the check tolerates them, although the type
 * `EmptyPayload` has none. The cast states that type rather than zod's `Record<string, unknown>`.
 */
const emptyPayloadSchema = z.looseObject({}) as unknown as z.ZodType<EmptyPayload>;

const retryAfterSchema = z.looseObject({ retry_after: nonNegativeInteger.optional() });
const withRequestOptions = z.looseObject({ request_options: requestOptionsSchema.optional() });
const withCreationOptions = z.looseObject({ creation_options: creationOptionsSchema.optional() });

export const STATE_PAYLOAD_SCHEMAS = {
  preflight: emptyPayloadSchema,
  login_init: withRequestOptions,
  login_method_chooser: emptyPayloadSchema,
  login_password: retryAfterSchema,
  login_password_recovery: emptyPayloadSchema,
  login_passkey: withRequestOptions,
  passcode_confirmation: z.looseObject({
    resend_after: nonNegativeInteger.optional(),
    passcode_resent: z.boolean().optional(),
  }),
  thirdparty: z.looseObject({
    redirect_url: nonEmptyString.optional(),
    retry_after: nonNegativeInteger.optional(),
  }),
  credential_onboarding_chooser: emptyPayloadSchema,
  onboarding_create_passkey: emptyPayloadSchema,
  onboarding_verify_passkey_attestation: withCreationOptions,
  password_creation: emptyPayloadSchema,
  onboarding_username: emptyPayloadSchema,
  onboarding_email: emptyPayloadSchema,
  mfa_method_chooser: emptyPayloadSchema,
  // Set on entry and on every error re-render (§2.2 mfa_otp_secret_creation).
  mfa_otp_secret_creation: z.looseObject({
    otp_secret: nonEmptyString,
    otp_image_source: z.string().startsWith("data:image/"),
  }),
  mfa_security_key_creation: emptyPayloadSchema,
  login_security_key: emptyPayloadSchema,
  login_otp: retryAfterSchema,
  device_trust: emptyPayloadSchema,
  registration_init: emptyPayloadSchema,
  // The official widget renders `payload.user` and breaks without it (README §5).
  profile_init: z.looseObject({
    user: profileDataSchema,
    sessions: z.array(sessionInfoSchema).optional(),
  }),
  account_deleted: emptyPayloadSchema,
  webauthn_credential_verification: withCreationOptions,
  success: z.looseObject({
    user: profileDataSchema,
    claims: claimsSchema,
    last_login: lastLoginSchema.optional(),
  }),
  error: anyObject,
} as const satisfies { readonly [S in StateName]: z.ZodType<StatePayloads[S]> };
