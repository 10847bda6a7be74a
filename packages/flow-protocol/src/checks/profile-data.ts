// ProfileData (the `user` of `success` and `profile_init`, and `GET /me`) and profile sessions
// (flow-api.md §3.2, §3.3).
import type {
  Identity,
  MfaConfig,
  ProfileData,
  ProfileEmail,
  ProfileMetadata,
  ProfileUsername,
  SessionInfo,
  WebauthnCredential,
} from "../index.ts";
import { array, object, optional, record } from "./combinators.ts";
import { boolean, nonEmptyString, string, time, unknown, uuid } from "./primitives.ts";

const identity = object<Identity>({ id: string, provider: string, identity_id: uuid });

const profileEmail = object<ProfileEmail>({
  id: uuid,
  address: nonEmptyString,
  is_verified: boolean,
  is_primary: boolean,
  identity: optional(identity),
  identities: optional(array(identity)),
});

const webauthnCredential = object<WebauthnCredential>({
  id: nonEmptyString,
  name: optional(string),
  public_key: string,
  attestation_type: string,
  aaguid: uuid,
  last_used_at: optional(time),
  created_at: time,
  transports: array(string),
  backup_eligible: boolean,
  backup_state: boolean,
  mfa_only: boolean,
});

const mfaConfig = object<MfaConfig>({
  auth_app_set_up: boolean,
  totp_enabled: boolean,
  security_keys_enabled: boolean,
});

const profileUsername = object<ProfileUsername>({
  id: uuid,
  username: nonEmptyString,
  created_at: time,
  updated_at: time,
});

const profileMetadata = object<ProfileMetadata>({
  public_metadata: optional(record(unknown)),
  unsafe_metadata: optional(record(unknown)),
});

export const profileDataCheck = object<ProfileData>({
  id: uuid,
  user_id: uuid,
  passkeys: optional(array(webauthnCredential)),
  security_keys: optional(array(webauthnCredential)),
  mfa_config: mfaConfig,
  emails: optional(array(profileEmail)),
  username: optional(profileUsername),
  created_at: time,
  updated_at: time,
  metadata: optional(profileMetadata),
  identities: optional(array(identity)),
  name: optional(string),
  given_name: optional(string),
  family_name: optional(string),
  picture: optional(string),
});

export const sessionInfoCheck = object<SessionInfo>({
  id: uuid,
  user_agent_raw: optional(string),
  user_agent: optional(string),
  ip_address: optional(string),
  current: boolean,
  created_at: time,
  expires_at: optional(time),
  last_used: time,
});
