// The contracts between the parts of the auth server. The flow engine, the public API and
// the infrastructure (mail, rate limits, locks) meet only through these types, so each part is
// tested with real implementations of the others or small in-memory ones.
import type { AmrValue, Claims, ProfileData } from "@kretsbutiken/flow-protocol";
import type { Kysely } from "@kretsbutiken/database";
import type { AuditLog } from "./audit/audit-log.ts";
import type { AuthConfig } from "./config/config.ts";
import type { AuthDatabase, SessionsTable } from "./db/schema.ts";
import type { SecretBox } from "./secrets/secret-box.ts";

export interface Clock {
  now(): Date;
}

/** Languages the auth server writes mail in; anything else in X-Language falls back to "en". */
export type MailLanguage = "sv" | "en";

export type PasscodeTemplate =
  | "login"
  | "recovery"
  | "email_verification"
  | "email_login_attempted"
  | "email_registration_attempted"
  /** The code that confirms a risky action (confirmations/), naming the action. */
  | "confirmation";

export type NotificationTemplate =
  | "password_create"
  | "password_update"
  | "password_delete"
  | "username_update"
  | "username_delete"
  | "session_revoke"
  | "account_delete"
  | "primary_email_update"
  | "email_create"
  | "email_delete"
  | "passkey_create"
  | "mfa_create"
  | "mfa_delete";

export type MailTemplate = PasscodeTemplate | NotificationTemplate;

export interface MailMessage {
  to: string;
  template: MailTemplate;
  language: MailLanguage;
  /** Template data: `code` and `ttlMinutes` for code-bearing passcode mails; addresses for notices. */
  data: Record<string, string>;
}

export interface Mailer {
  /** Renders the template (subject, text and HTML) in the language and delivers it. */
  send(message: MailMessage): Promise<void>;
}

export interface RateLimitRule {
  tokens: number;
  intervalSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the key's window resets (0 when allowed and fresh). */
  retryAfterSeconds: number;
  remaining: number;
}

export interface RateLimiter {
  /** Takes one token for `key`; shared across instances when backed by Redis. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

export interface FlowLock {
  /** Takes the flow's lock without waiting; `undefined` when another request holds it. */
  tryAcquire(flowId: string): Promise<(() => Promise<void>) | undefined>;
}

/** What a request to the server is, as far as flows and sessions care. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  language: MailLanguage;
  /** X-Request-Id of the request, for the audit log; none outside a request. */
  requestId?: string | undefined;
}

export interface UserSummary {
  id: string;
  username: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EmailSummary {
  id: string;
  userId: string;
  address: string;
  verified: boolean;
  primary: boolean;
}

export interface NewUser {
  id: string;
  email?: { address: string; verified: boolean };
  username?: string;
  passwordHash?: string;
}

export type CreateUserResult =
  { ok: true; user: UserSummary } | { ok: false; conflict: "email" | "username" };

/** Users, their emails, usernames and password hashes. Addresses are stored lower-cased. */
export interface UserStore {
  findById(id: string): Promise<UserSummary | undefined>;
  findByEmail(address: string): Promise<{ user: UserSummary; email: EmailSummary } | undefined>;
  findByUsername(username: string): Promise<UserSummary | undefined>;
  emails(userId: string): Promise<EmailSummary[]>;
  /** Creates the user with its first email (primary), username and password in one transaction. */
  create(user: NewUser): Promise<CreateUserResult>;
  /** Marks the address verified, creating it (primary when it is the user's only one) if missing. */
  verifyEmail(userId: string, address: string): Promise<void>;
  passwordHash(userId: string): Promise<string | undefined>;
  setPasswordHash(userId: string, hash: string): Promise<void>;
  removePassword(userId: string): Promise<void>;
  /** Deletes the user; addresses, password and sessions go with it. */
  remove(userId: string): Promise<void>;
  /** Sets (stored lower-case) or, with null, removes the username; "taken" if another has it. */
  setUsername(userId: string, username: string | null): Promise<"ok" | "taken">;
  /** The user's unsafe metadata, `{}` when none is set. */
  unsafeMetadata(userId: string): Promise<Record<string, unknown>>;
  setUnsafeMetadata(userId: string, metadata: Record<string, unknown>): Promise<void>;
  /** The ProfileData of flow-api.md §3.2, as `GET /me` and the success payload show it. */
  profile(userId: string): Promise<ProfileData | undefined>;
  /** The same store over the caller's transaction (a flow request's): its writes join it. */
  within(db: Kysely<AuthDatabase>): UserStore;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Spends the same time when `hash` is undefined (unknown account) and then answers false. */
  verify(hash: string | undefined, password: string): Promise<boolean>;
}

export interface IssuedSession {
  token: string;
  claims: Claims;
  /** X-Auth-Token (when enabled), X-Session-Lifetime, X-Session-Retention. */
  headers: Record<string, string>;
  /** The session cookie, when cookies are enabled. */
  setCookie: string | undefined;
}

export interface ValidSession {
  sessionId: string;
  userId: string;
  claims: Claims;
  expiresAt: Date;
  /** When the session ends unless used before (SESSION_IDLE_TIMEOUT); only with one set. */
  idleExpiresAt?: Date;
}

export interface SessionService {
  issue(input: {
    userId: string;
    amr: AmrValue[];
    client: ClientInfo;
    retention: "persistent" | "session";
  }): Promise<IssuedSession>;
  /**
   * Verifies signature, expiry and the server-side record; `touch` updates last_used. A session
   * unused for longer than SESSION_IDLE_TIMEOUT is ended here and audited as `session_expired`,
   * with `client` as the request that found it.
   */
  validate(
    token: string | undefined,
    options?: { touch?: boolean; client?: ClientInfo },
  ): Promise<ValidSession | undefined>;
  revoke(sessionId: string): Promise<void>;
  /** Ends one of the user's sessions (the profile's session_delete); false if it was not theirs. */
  revokeOf(userId: string, sessionId: string): Promise<boolean>;
  /** The user's unexpired sessions, newest first (the profile's `sessions`, flow-api.md §3.3). */
  listOf(userId: string): Promise<SessionsTable[]>;
  /** Ends every session of the user (a password reset, an address proven by its owner). */
  revokeAll(userId: string): Promise<void>;
  /** The same service over the caller's transaction (a flow request's): its writes join it. */
  within(db: Kysely<AuthDatabase>): SessionService;
}

/** A dependency /health/ready asks besides the database (Redis). */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<unknown>;
}

export interface AuthDeps {
  config: AuthConfig;
  db: Kysely<AuthDatabase>;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  flowLock: FlowLock;
  users: UserStore;
  passwords: PasswordHasher;
  sessions: SessionService;
  /** Seals secrets at rest under SECRETS_KEY (signing keys, authenticator-app secrets). */
  secretBox: SecretBox;
  /** Security events, append-only (docs/decisions/0063). */
  audit: AuditLog;
  /** What else readiness depends on; the database is always asked. */
  healthChecks?: readonly HealthCheck[];
}
