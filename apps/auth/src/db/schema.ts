// The auth server's tables, as Kysely sees them. Portable across SQLite and PostgreSQL:
// ids are UUID strings, times are ISO-8601 UTC strings (they sort as text), flags are 0/1.
export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  username: string | null;
  /** The user's unsafe metadata as a JSON object text (flow-api.md §2.7 patch_metadata). */
  unsafe_metadata: string | null;
  // Optional in the type only (every row has the columns since 0009), so that code inserting a
  // user need not name them: they start out null.
  /** Set through the admin API only (0009). */
  public_metadata?: string | null;
  /** Set through the admin API only; never shown to the user (0009). */
  private_metadata?: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailsTable {
  id: string;
  user_id: string;
  address: string;
  verified: Flag;
  is_primary: Flag;
  created_at: string;
  updated_at: string;
}

export interface PasswordsTable {
  user_id: string;
  hash: string;
  created_at: string;
  updated_at: string;
}

export interface PasscodesTable {
  id: string;
  user_id: string | null;
  email: string;
  code_hash: string;
  ttl_seconds: number;
  try_count: number;
  created_at: string;
}

/** One row per flow; `data` holds the server-side stash as JSON and is never sent out. */
export interface FlowsTable {
  id: string;
  flow_name: string;
  data: string;
  version: number;
  csrf_token: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: string;
  updated_at: string;
  last_used: string;
  expires_at: string;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
}

/** A user's authenticator-app secret (base32), sealed under SECRETS_KEY. */
export interface OtpSecretsTable {
  user_id: string;
  secret: string;
  /** The last TOTP time step accepted: a code of that step or earlier is a replay. */
  last_used_step: number | null;
  created_at: string;
}

/** A device that may skip the second factor for a user: the SHA-256 of its cookie token. */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}

/** A passkey or security key (flow-api.md §3.2 WebauthnCredential); binary fields base64url. */
export interface WebauthnCredentialsTable {
  /** The credential id the authenticator chose. */
  id: string;
  user_id: string;
  name: string | null;
  /** The COSE public key. */
  public_key: string;
  attestation_type: string;
  aaguid: string;
  sign_count: number;
  /** JSON array of transport hints. */
  transports: string;
  backup_eligible: Flag;
  backup_state: Flag;
  /** A security key for the second factor only, never a passkey sign-in. */
  mfa_only: Flag;
  created_at: string;
  last_used_at: string | null;
}

/** An account at a provider linked to a user (flow-api.md §3 Identity). */
export interface IdentitiesTable {
  id: string;
  user_id: string;
  /** The address the provider gave, when it is one of the user's. */
  email_id: string | null;
  /** `google`, `custom_<key>`, or a SAML identity provider's entity id. */
  provider_id: string;
  /** The subject at the provider. */
  provider_user_id: string;
  /** The provider's claims, as JSON. */
  data: string;
  created_at: string;
  updated_at: string;
}

/** A `hanko_token`: stored as a hash, single use, short-lived. */
export interface OneTimeTokensTable {
  value_hash: string;
  user_id: string;
  identity_id: string;
  /** The flow that asked for the sign-in; the token is good for that flow only. */
  flow_id: string | null;
  /** SHA-256 of the client's PKCE verifier; `exchange_token` must bring the verifier. */
  code_verifier_hash: string | null;
  /** Whether the provider vouched for the address (else the flow asks for a passcode). */
  email_verified: Flag;
  /** The callback created the user (registration onboarding rules apply). */
  user_created: Flag;
  expires_at: string;
  created_at: string;
}

/**
 * A provider's account that a profile's `connect_thirdparty_oauth_provider` reached, waiting for
 * the signed-in user to take it with `exchange_token` in the flow that asked (docs/decisions/0043).
 * Keyed like a `hanko_token`: only a hash of the token the callback handed the browser.
 */
export interface PendingConnectionsTable {
  value_hash: string;
  /** The user who started the connect, and who alone may finish it. */
  user_id: string;
  /** The profile flow that started it; the token is good there only. */
  flow_id: string;
  code_verifier_hash: string | null;
  provider_id: string;
  provider_user_id: string;
  email: string | null;
  email_verified: Flag;
  /** The provider's claims, as JSON. */
  data: string;
  expires_at: string;
  created_at: string;
}

/** SAML AuthnRequest ids we issued (`request`) and assertion ids we accepted (`assertion`). */
export interface SamlMessagesTable {
  kind: string;
  id: string;
  data: string | null;
  expires_at: string;
}

/**
 * One audit log entry (docs/decisions/0063), with the columns of Hanko's `audit_logs` (less
 * its tenant and updated_at: an entry is never updated). Append-only: triggers refuse every
 * UPDATE, and a DELETE of an entry not older than `audit_log_retention.cutoff`.
 */
export interface AuditLogsTable {
  id: string;
  /** One of audit/audit-log-type.ts. */
  type: string;
  /** Why a failure failed: a reason code such as `wrong_password`. */
  error: string | null;
  meta_http_request_id: string;
  /** Masked as AUDIT_LOG_MASK says, like the two below. */
  meta_source_ip: string;
  meta_user_agent: string;
  actor_user_id: string | null;
  actor_email: string | null;
  /** A JSON object: `login_method`, `flow_id`, … */
  details: string;
  created_at: string;
  /** Write order: one more than the highest when written (ties only between concurrent writers). */
  seq: number;
}

/** The one row saying up to when the retention job may delete audit log entries. */
export interface AuditLogRetentionTable {
  id: number;
  /** ISO time; entries created before it may be deleted. Only the retention job moves it. */
  cutoff: string;
}

/** A webhook subscription (webhooks/). `secret` is the `whsec_…` signing secret, sealed. */
export interface WebhooksTable {
  id: string;
  /** The http(s) URL deliveries are POSTed to. */
  callback: string;
  /** JSON array of event names; a parent (`user`) includes its children. */
  events: string;
  secret: string;
  enabled: Flag;
  /** Failed attempts since the last delivered one. */
  failures: number;
  /** When the current run of failures began; null while deliveries succeed. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

/** One event for one subscription, until delivered; `id` is the event id (`webhook-id`). */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  /** The audit log entry the event came from (unique per subscription). */
  audit_log_id: string;
  event: string;
  /** The JSON body, exactly as signed and sent. */
  payload: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** The one row saying up to which audit log `seq` entries were turned into deliveries. */
export interface WebhookCursorTable {
  id: number;
  last_seq: number;
}

/** A relying party of "Logga in med Kretsbutiken" (openid/), registered by the admin API. */
export interface OpenidClientsTable {
  client_id: string;
  /** Sealed; null for a public client (PKCE alone, token_endpoint_auth_method "none"). */
  client_secret: string | null;
  name: string;
  /** JSON arrays of absolute URLs. */
  redirect_uris: string;
  post_logout_redirect_uris: string;
  created_at: string;
  updated_at: string;
}

/** One of oidc-provider's records (a session, interaction, grant, code or token) as JSON. */
export interface OpenidModelsTable {
  /** oidc-provider's model name: Session, Interaction, Grant, AuthorizationCode, … */
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  /** The user it is for, so that deleting the user deletes it. */
  account_id: string | null;
  client_id: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/**
 * A confirmation of one risky action (confirmations/): open until `confirmed_at`, then a token
 * the shop redeems once. `expires_at` is the ceremony's deadline, and once confirmed the token's.
 */
export interface ConfirmationsTable {
  id: string;
  user_id: string;
  /** The shop's action name, e.g. `order.refund`. */
  action: string;
  /** base64url SHA-256 of the canonical JSON of `{action, details}`. */
  action_hash: string;
  /** base64url of 32 random bytes; the challenge is SHA-256(nonce ‖ action hash). */
  nonce: string;
  /** `webauthn` or `passcode`, once confirmed. */
  method: string | null;
  challenge: string;
  /** The passcode last mailed for it, if any. */
  passcode_id: string | null;
  /** Failed tries; the third ends the confirmation. */
  attempts: number;
  expires_at: string;
  confirmed_at: string | null;
  /** hex SHA-256 of the token handed out on confirmation. */
  token_hash: string | null;
  redeemed_at: string | null;
  created_at: string;
}

export interface AuthDatabase {
  users: UsersTable;
  emails: EmailsTable;
  passwords: PasswordsTable;
  passcodes: PasscodesTable;
  flows: FlowsTable;
  sessions: SessionsTable;
  signing_keys: SigningKeysTable;
  webauthn_credentials: WebauthnCredentialsTable;
  otp_secrets: OtpSecretsTable;
  trusted_devices: TrustedDevicesTable;
  identities: IdentitiesTable;
  one_time_tokens: OneTimeTokensTable;
  pending_connections: PendingConnectionsTable;
  saml_messages: SamlMessagesTable;
  audit_logs: AuditLogsTable;
  audit_log_retention: AuditLogRetentionTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_cursor: WebhookCursorTable;
  openid_clients: OpenidClientsTable;
  openid_signing_keys: SigningKeysTable;
  openid_models: OpenidModelsTable;
  confirmations: ConfirmationsTable;
}
