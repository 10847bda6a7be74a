// ProfileData: payload `user` of `success` and `profile_init`, and the body of `GET /me`
// (flow-api.md §3.2), plus the profile's `sessions` (§3.3). Times are RFC 3339 strings.

/** A linked third-party or SAML identity; identities of disabled providers are filtered out. */
export type Identity = {
  /** Subject at the provider. */
  id: string;
  /** Display name: Google, GitHub, …, a custom display name or the SAML provider name. */
  provider: string;
  identity_id: string;
};

export type ProfileEmail = {
  id: string;
  address: string;
  is_verified: boolean;
  is_primary: boolean;
  /** Deprecated: the first identity. */
  identity?: Identity;
  /** Deprecated. */
  identities?: Identity[];
};

export type WebauthnCredential = {
  /** Credential id, base64url. */
  id: string;
  name?: string;
  public_key: string;
  attestation_type: string;
  aaguid: string;
  last_used_at?: string;
  created_at: string;
  transports: string[];
  backup_eligible: boolean;
  backup_state: boolean;
  mfa_only: boolean;
};

export type ProfileUsername = {
  id: string;
  username: string;
  created_at: string;
  updated_at: string;
};

/** Private metadata is never exposed; each member is omitted when empty. */
export type ProfileMetadata = {
  public_metadata?: Record<string, unknown>;
  unsafe_metadata?: Record<string, unknown>;
};

export type MfaConfig = {
  /** The user has a TOTP secret. */
  auth_app_set_up: boolean;
  totp_enabled: boolean;
  security_keys_enabled: boolean;
};

/** Optional members are omitted when empty or absent. */
export type ProfileData = {
  id: string;
  /** Duplicates `id` for backwards compatibility. */
  user_id: string;
  passkeys?: WebauthnCredential[];
  security_keys?: WebauthnCredential[];
  mfa_config: MfaConfig;
  emails?: ProfileEmail[];
  username?: ProfileUsername;
  created_at: string;
  updated_at: string;
  metadata?: ProfileMetadata;
  identities?: Identity[];
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

/** One of the user's unexpired server-side sessions, newest first (§3.3). */
export type SessionInfo = {
  id: string;
  user_agent_raw?: string;
  /** Human-readable, e.g. `Chrome (Linux)`. */
  user_agent?: string;
  ip_address?: string;
  /** Marks the session of the request. */
  current: boolean;
  created_at: string;
  expires_at?: string;
  last_used: string;
};
