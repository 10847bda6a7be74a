// ProfileData (the `user` of `success` and `profile_init`, and `GET /me`) and profile sessions
// (flow-api.md §3.2, §3.3), as ../checks/profile-data.ts.
import * as z from "zod";
import { anyObject, nonEmptyString, time, uuid } from "./primitives.ts";

const identitySchema = z.looseObject({ id: z.string(), provider: z.string(), identity_id: uuid });

const profileEmailSchema = z.looseObject({
  id: uuid,
  address: nonEmptyString,
  is_verified: z.boolean(),
  is_primary: z.boolean(),
  identity: identitySchema.optional(),
  identities: z.array(identitySchema).optional(),
});

const webauthnCredentialSchema = z.looseObject({
  id: nonEmptyString,
  name: z.string().optional(),
  public_key: z.string(),
  attestation_type: z.string(),
  aaguid: uuid,
  last_used_at: time.optional(),
  created_at: time,
  transports: z.array(z.string()),
  backup_eligible: z.boolean(),
  backup_state: z.boolean(),
  mfa_only: z.boolean(),
});

const mfaConfigSchema = z.looseObject({
  auth_app_set_up: z.boolean(),
  totp_enabled: z.boolean(),
  security_keys_enabled: z.boolean(),
});

const profileUsernameSchema = z.looseObject({
  id: uuid,
  username: nonEmptyString,
  created_at: time,
  updated_at: time,
});

const profileMetadataSchema = z.looseObject({
  public_metadata: anyObject.optional(),
  unsafe_metadata: anyObject.optional(),
});

export const profileDataSchema = z.looseObject({
  id: uuid,
  user_id: uuid,
  passkeys: z.array(webauthnCredentialSchema).optional(),
  security_keys: z.array(webauthnCredentialSchema).optional(),
  mfa_config: mfaConfigSchema,
  emails: z.array(profileEmailSchema).optional(),
  username: profileUsernameSchema.optional(),
  created_at: time,
  updated_at: time,
  metadata: profileMetadataSchema.optional(),
  identities: z.array(identitySchema).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

export const sessionInfoSchema = z.looseObject({
  id: uuid,
  user_agent_raw: z.string().optional(),
  user_agent: z.string().optional(),
  ip_address: z.string().optional(),
  current: z.boolean(),
  created_at: time,
  expires_at: time.optional(),
  last_used: time,
});
