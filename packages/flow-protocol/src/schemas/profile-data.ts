// ProfileData and profile sessions (flow-api.md §3.2, §3.3).
import { z } from "zod";
import type {
  Identity,
  ProfileData,
  ProfileEmail,
  SessionInfo,
  WebauthnCredential,
} from "../profile-data.ts";
import { timeSchema, uuidSchema } from "./primitives.ts";

export const identitySchema: z.ZodType<Identity> = z.object({
  id: z.string(),
  provider: z.string(),
  identity_id: uuidSchema,
});

export const profileEmailSchema: z.ZodType<ProfileEmail> = z.object({
  id: uuidSchema,
  address: z.string().min(1),
  is_verified: z.boolean(),
  is_primary: z.boolean(),
  identity: identitySchema.optional(),
  identities: z.array(identitySchema).optional(),
});

export const webauthnCredentialSchema: z.ZodType<WebauthnCredential> = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  public_key: z.string(),
  attestation_type: z.string(),
  aaguid: uuidSchema,
  last_used_at: timeSchema.optional(),
  created_at: timeSchema,
  transports: z.array(z.string()),
  backup_eligible: z.boolean(),
  backup_state: z.boolean(),
  mfa_only: z.boolean(),
});

export const profileDataSchema: z.ZodType<ProfileData> = z.object({
  id: uuidSchema,
  user_id: uuidSchema,
  passkeys: z.array(webauthnCredentialSchema).optional(),
  security_keys: z.array(webauthnCredentialSchema).optional(),
  mfa_config: z.object({
    auth_app_set_up: z.boolean(),
    totp_enabled: z.boolean(),
    security_keys_enabled: z.boolean(),
  }),
  emails: z.array(profileEmailSchema).optional(),
  username: z
    .object({
      id: uuidSchema,
      username: z.string().min(1),
      created_at: timeSchema,
      updated_at: timeSchema,
    })
    .optional(),
  created_at: timeSchema,
  updated_at: timeSchema,
  metadata: z
    .object({
      public_metadata: z.record(z.string(), z.unknown()).optional(),
      unsafe_metadata: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  identities: z.array(identitySchema).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

export const sessionInfoSchema: z.ZodType<SessionInfo> = z.object({
  id: uuidSchema,
  user_agent_raw: z.string().optional(),
  user_agent: z.string().optional(),
  ip_address: z.string().optional(),
  current: z.boolean(),
  created_at: timeSchema,
  expires_at: timeSchema.optional(),
  last_used: timeSchema,
});
