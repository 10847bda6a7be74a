// Auth server configuration: parsed once at start-up from the environment through one schema,
// failing fast with the variable's name. Defaults follow Hanko's built-in defaults
// (flow-api.md §5) unless a decision record says otherwise.
import { AuthError } from "../auth-error.ts";
import { envFlag } from "@kretsbutiken/env-config";
import { z } from "zod";
import { parseSamlConfig, type SamlConfig } from "../saml/saml-config.ts";
import { parseThirdPartyConfig, type ThirdPartyConfig } from "../thirdparty/provider-config.ts";
import { readJsonSection } from "./json-section.ts";
import { parseConfiguredClients, type ConfiguredClient } from "../openid/configured-clients.ts";
import { resolveSessionDelivery } from "./session-delivery.ts";
import { resolveAdminApi, type AdminApiConfig } from "./admin-api-config.ts";
import {
  parseConfiguredWebhooks,
  type ConfiguredWebhook,
} from "../webhooks/configured-webhooks.ts";

const seconds = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

/** When a flow asks for a credential the user lacks (flow-api.md §2.3). */
const acquireMode = (fallback: "always" | "conditional" | "never") =>
  z.enum(["always", "conditional", "never"]).default(fallback);

const urlList = z
  .string()
  .default("http://localhost:3000,http://127.0.0.1:3000")
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/** 32 bytes, base64 or base64url: an AES-256 key. */
const secretKey = z
  .string()
  .trim()
  .transform((value) =>
    Buffer.from(value, value.includes("-") || value.includes("_") ? "base64url" : "base64"),
  )
  .refine((key) => key.length === 32, "must be 32 random bytes in base64");

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("127.0.0.1"),
  TRUST_PROXY: envFlag(false),
  // The admin API's own port and host (config/admin-api-config.ts): on at 8001 in development.
  ADMIN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ADMIN_HOST: z.string().min(1).default("127.0.0.1"),
  ADMIN_API_SECRET: z.string().min(1).optional(),
  // Unset: this server on localhost at its own PORT.
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: urlList,
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // How long a query, or a Redis command, may take before the request fails with a clear
  // error (a server that accepts connections but never answers must not hang requests).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  // Encrypts secrets at rest (signing keys). Required in production; see README "Security".
  SECRETS_KEY: secretKey.optional(),
  // Keys rotated out, comma-separated: still opened, sealed again under SECRETS_KEY at start.
  SECRETS_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(secretKey)),
  // Expired flows, passcodes and sessions are deleted this often; 0 turns the job off.
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  // Hanko's audit_log.mask (default true) and its retention of 720h.
  AUDIT_LOG_MASK: envFlag(true),
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Kretsbutiken <noreply@kretsbutiken.se>"),
  SERVICE_NAME: z.string().min(1).default("Kretsbutiken"),
  RP_ID: z.string().min(1).default("localhost"),
  // Passkeys: sign-in (button and autofill), onboarding, and the profile's passkeys.
  PASSKEYS_ENABLED: envFlag(false),
  PASSKEY_OPTIONAL: envFlag(true),
  PASSKEY_ACQUIRE_ON_REGISTRATION: acquireMode("always"),
  PASSKEY_ACQUIRE_ON_LOGIN: acquireMode("always"),
  PASSKEY_USER_VERIFICATION: z.enum(["required", "preferred", "discouraged"]).default("preferred"),
  PASSKEY_LIMIT: z.coerce.number().int().min(1).max(100).default(10),
  WEBAUTHN_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(600_000).default(600_000),
  // The second factor (flow-api.md §5.2): an authenticator app (TOTP) and security keys.
  MFA_ENABLED: envFlag(false),
  MFA_OPTIONAL: envFlag(true),
  MFA_ACQUIRE_ON_REGISTRATION: envFlag(true),
  MFA_ACQUIRE_ON_LOGIN: envFlag(false),
  MFA_TOTP_ENABLED: envFlag(true),
  MFA_SECURITY_KEYS_ENABLED: envFlag(true),
  MFA_SECURITY_KEY_ATTACHMENT: z
    .enum(["platform", "cross-platform", "no_preference"])
    .default("cross-platform"),
  MFA_SECURITY_KEY_USER_VERIFICATION: z
    .enum(["required", "preferred", "discouraged"])
    .default("discouraged"),
  MFA_SECURITY_KEY_LIMIT: z.coerce.number().int().min(1).max(100).default(10),
  MFA_DEVICE_TRUST_POLICY: z.enum(["always", "prompt", "never"]).default("prompt"),
  // 30 days, as Hanko's 720h.
  MFA_DEVICE_TRUST_DURATION: seconds(2_592_000),
  MFA_DEVICE_TRUST_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/)
    .default("hanko-device-token"),
  SIGNUP_ENABLED: envFlag(true),
  // Hanko's account.allow_deletion: off by default, as there.
  ACCOUNT_ALLOW_DELETION: envFlag(false),
  EMAIL_OPTIONAL: envFlag(false),
  EMAIL_REQUIRE_VERIFICATION: envFlag(true),
  EMAIL_MAX_LENGTH: z.coerce.number().int().min(6).max(254).default(120),
  EMAIL_LIMIT: z.coerce.number().int().min(1).default(5),
  USERNAME_ENABLED: envFlag(false),
  USERNAME_OPTIONAL: envFlag(true),
  PASSWORD_ENABLED: envFlag(true),
  PASSWORD_OPTIONAL: envFlag(false),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(72).default(8),
  PASSWORD_RECOVERY: envFlag(true),
  // A password reset signs the account out everywhere else (whoever knew the old password).
  PASSWORD_RESET_ENDS_SESSIONS: envFlag(true),
  SHOW_ACCOUNT_EXISTENCE_HINTS: envFlag(false),
  PASSCODE_TTL: seconds(300),
  // A cookie may not live longer than 400 days (RFC 6265bis; hono/cookie refuses more).
  SESSION_LIFETIME: z.coerce.number().int().min(1).max(34_560_000).default(43_200),
  SESSION_RETENTION: z.enum(["persistent", "session", "prompt"]).default("persistent"),
  // Hanko's session.idle_timeout: a session unused this many seconds ends; 0 (the default) never.
  SESSION_IDLE_TIMEOUT: seconds(0, 0),
  SESSION_LIMIT: z.coerce.number().int().min(1).default(5),
  SESSION_SHOW_ON_PROFILE: envFlag(true),
  SESSION_ALLOW_REVOCATION: envFlag(true),
  // How a session reaches the browser: ./session-delivery.ts (unset: resolved there).
  SESSION_ENABLE_AUTH_TOKEN_HEADER: envFlag(true).optional(),
  SESSION_TOKEN_HEADER: envFlag(true).optional(),
  SESSION_COOKIE: envFlag(false).optional(),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/)
    .default("hanko"),
  SESSION_COOKIE_DOMAIN: z.string().optional(),
  // Hanko's session.cookie.http_only, accepted for its configurations but never off: a session
  // cookie that page script can read is what the token header already is.
  SESSION_COOKIE_HTTP_ONLY: envFlag(true).refine(
    (on) => on,
    "the session cookie is always HttpOnly; for a token page script reads, use SESSION_ENABLE_AUTH_TOKEN_HEADER",
  ),
  SESSION_COOKIE_SECURE: envFlag(true),
  // Lax, not Hanko's Strict: the shop reads this cookie on a shopper's arrival from a mail or
  // another site (docs/decisions/0045).
  SESSION_COOKIE_SAME_SITE: z.enum(["strict", "lax", "none"]).default("lax"),
  RATE_LIMIT_ENABLED: envFlag(true),
  FLOW_LOCK_TTL: seconds(15),
  DEBUG: envFlag(false),
  // Sign-in with other accounts (flow-api.md §5.6, §5.7), in Hanko's shape: a JSON object, or
  // the path of a file holding one. See README "Third-party sign-in and SAML".
  THIRD_PARTY: z.string().optional(),
  SAML: z.string().optional(),
  // Webhook subscriptions of the operator's choosing (README "Webhooks").
  WEBHOOKS: z.string().optional(),
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  // "Logga in med Kretsbutiken": this server as an OpenID Provider under PUBLIC_URL/oidc.
  OPENID_PROVIDER: envFlag(false),
  // Its relying parties from configuration, besides the admin API's (README "Logga in med
  // Kretsbutiken").
  OPENID_CLIENTS: z.string().optional(),
});

export type AuthEnv = z.input<typeof envSchema>;

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // A browser drops a SameSite=None cookie that is not Secure: no session would ever arrive.
  if (env.SESSION_COOKIE_SAME_SITE === "none" && !env.SESSION_COOKIE_SECURE) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_COOKIE_SAME_SITE"],
      message: "none needs SESSION_COOKIE_SECURE (browsers drop SameSite=None without Secure)",
    });
  }
});

export interface MfaConfig {
  enabled: boolean;
  optional: boolean;
  acquireOnRegistration: boolean;
  acquireOnLogin: boolean;
  totpEnabled: boolean;
  securityKeys: {
    enabled: boolean;
    attachment: "platform" | "cross-platform" | "no_preference";
    userVerification: "required" | "preferred" | "discouraged";
    limit: number;
  };
  deviceTrust: {
    policy: "always" | "prompt" | "never";
    durationSeconds: number;
    cookieName: string;
  };
}

export interface AuthConfig {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  publicUrl: string;
  allowedOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  timeouts: { databaseMs: number; redisMs: number };
  cleanupIntervalSeconds: number;
  /** The audit log (docs/decisions/0063): entries masked as stored, kept this many days. */
  auditLog: { mask: boolean; retentionDays: number };
  secrets: { key: Buffer | undefined; previousKeys: Buffer[] };
  smtpUrl: string | undefined;
  mailFrom: string;
  serviceName: string;
  rpId: string;
  mfa: MfaConfig;
  passkeys: {
    enabled: boolean;
    optional: boolean;
    acquireOnRegistration: "always" | "conditional" | "never";
    acquireOnLogin: "always" | "conditional" | "never";
    userVerification: "required" | "preferred" | "discouraged";
    limit: number;
    timeoutMs: number;
  };
  account: { allowSignup: boolean; allowDeletion: boolean };
  email: {
    optional: boolean;
    requireVerification: boolean;
    maxLength: number;
    limit: number;
    passcodeTtlSeconds: number;
  };
  username: { enabled: boolean; optional: boolean; minLength: number; maxLength: number };
  password: {
    enabled: boolean;
    optional: boolean;
    minLength: number;
    recovery: boolean;
    resetEndsSessions: boolean;
  };
  privacy: { showAccountExistenceHints: boolean };
  session: {
    lifetimeSeconds: number;
    /** Seconds without use after which a session ends; 0: never (Hanko's session.idle_timeout). */
    idleTimeoutSeconds: number;
    retention: "persistent" | "session" | "prompt";
    limit: number;
    /** The profile's payload lists the user's sessions (Hanko's session.show_on_profile). */
    showOnProfile: boolean;
    /** The profile offers `session_delete` (Hanko's session.allow_revocation). */
    allowRevocation: boolean;
    /** X-Auth-Token on an issued session (Hanko's session.enable_auth_token_header). */
    tokenHeader: boolean;
    cookie: {
      /** The server sets the HttpOnly session cookie on an issued session. */
      enabled: boolean;
      name: string;
      domain: string | undefined;
      secure: boolean;
      sameSite: "strict" | "lax" | "none";
    };
  };
  rateLimit: { enabled: boolean };
  flowLockTtlSeconds: number;
  debug: boolean;
  /** OAuth/OIDC providers, `redirect_to` allow-list (flow-api.md §5.6). */
  thirdParty: ThirdPartyConfig;
  /** Enterprise sign-in by e-mail domain (flow-api.md §5.7). */
  saml: SamlConfig;
  /** The admin API's port, host and bearer secret; undefined when it is off. */
  adminApi: AdminApiConfig | undefined;
  /** Subscriptions from WEBHOOKS, written into the table at start; how often the queue is worked. */
  webhooks: { hooks: ConfiguredWebhook[]; intervalMs: number };
  /** "Logga in med Kretsbutiken" (openid/): on, at PUBLIC_URL/oidc. */
  openIdProvider: { enabled: boolean; clients: ConfiguredClient[] };
}

export class ConfigError extends AuthError<"config_invalid"> {}

/** Parses the environment, or throws a ConfigError listing every bad variable by name. */
export function readAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(
      "config_invalid",
      `Invalid auth server configuration:\n${lines.join("\n")}`,
    );
  }
  const e = parsed.data;
  const delivery = resolveSessionDelivery(e);
  const adminApi = resolveAdminApi(e);
  if (!adminApi.ok) {
    throw new ConfigError(
      "config_invalid",
      `Invalid auth server configuration:\n  ${adminApi.message}`,
    );
  }
  if (!delivery.ok) {
    throw new ConfigError(
      "config_invalid",
      `Invalid auth server configuration:\n  ${delivery.message}`,
    );
  }
  let thirdParty: ThirdPartyConfig;
  let saml: SamlConfig;
  let hooks: ConfiguredWebhook[];
  let openIdClients: ConfiguredClient[];
  try {
    thirdParty = readJsonSection("THIRD_PARTY", e.THIRD_PARTY, parseThirdPartyConfig);
    saml = readJsonSection("SAML", e.SAML, parseSamlConfig);
    hooks = readJsonSection("WEBHOOKS", e.WEBHOOKS, (input) =>
      parseConfiguredWebhooks(input, e.NODE_ENV === "production"),
    );
    openIdClients = readJsonSection("OPENID_CLIENTS", e.OPENID_CLIENTS, (input) =>
      parseConfiguredClients(input, e.NODE_ENV === "production"),
    );
  } catch (error) {
    throw new ConfigError("config_invalid", (error as Error).message);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl,
    // The provider's sign-in page runs the widget on this server's own origin.
    allowedOrigins: e.OPENID_PROVIDER
      ? [...new Set([...e.ALLOWED_ORIGINS, new URL(publicUrl).origin])]
      : e.ALLOWED_ORIGINS,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    timeouts: { databaseMs: e.DATABASE_TIMEOUT_MS, redisMs: e.REDIS_TIMEOUT_MS },
    cleanupIntervalSeconds: e.CLEANUP_INTERVAL_SECONDS,
    auditLog: { mask: e.AUDIT_LOG_MASK, retentionDays: e.AUDIT_LOG_RETENTION_DAYS },
    secrets: { key: e.SECRETS_KEY, previousKeys: e.SECRETS_KEY_PREVIOUS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    serviceName: e.SERVICE_NAME,
    rpId: e.RP_ID,
    mfa: {
      enabled: e.MFA_ENABLED,
      optional: e.MFA_OPTIONAL,
      acquireOnRegistration: e.MFA_ACQUIRE_ON_REGISTRATION,
      acquireOnLogin: e.MFA_ACQUIRE_ON_LOGIN,
      totpEnabled: e.MFA_TOTP_ENABLED,
      securityKeys: {
        enabled: e.MFA_SECURITY_KEYS_ENABLED,
        attachment: e.MFA_SECURITY_KEY_ATTACHMENT,
        userVerification: e.MFA_SECURITY_KEY_USER_VERIFICATION,
        limit: e.MFA_SECURITY_KEY_LIMIT,
      },
      deviceTrust: {
        policy: e.MFA_DEVICE_TRUST_POLICY,
        durationSeconds: e.MFA_DEVICE_TRUST_DURATION,
        cookieName: e.MFA_DEVICE_TRUST_COOKIE_NAME,
      },
    },
    passkeys: {
      enabled: e.PASSKEYS_ENABLED,
      optional: e.PASSKEY_OPTIONAL,
      acquireOnRegistration: e.PASSKEY_ACQUIRE_ON_REGISTRATION,
      acquireOnLogin: e.PASSKEY_ACQUIRE_ON_LOGIN,
      userVerification: e.PASSKEY_USER_VERIFICATION,
      limit: e.PASSKEY_LIMIT,
      timeoutMs: e.WEBAUTHN_TIMEOUT_MS,
    },
    account: { allowSignup: e.SIGNUP_ENABLED, allowDeletion: e.ACCOUNT_ALLOW_DELETION },
    email: {
      optional: e.EMAIL_OPTIONAL,
      requireVerification: e.EMAIL_REQUIRE_VERIFICATION,
      maxLength: e.EMAIL_MAX_LENGTH,
      limit: e.EMAIL_LIMIT,
      passcodeTtlSeconds: e.PASSCODE_TTL,
    },
    username: {
      enabled: e.USERNAME_ENABLED,
      optional: e.USERNAME_OPTIONAL,
      minLength: 3,
      maxLength: 32,
    },
    password: {
      enabled: e.PASSWORD_ENABLED,
      optional: e.PASSWORD_OPTIONAL,
      minLength: e.PASSWORD_MIN_LENGTH,
      recovery: e.PASSWORD_RECOVERY,
      resetEndsSessions: e.PASSWORD_RESET_ENDS_SESSIONS,
    },
    privacy: { showAccountExistenceHints: e.SHOW_ACCOUNT_EXISTENCE_HINTS },
    session: {
      lifetimeSeconds: e.SESSION_LIFETIME,
      idleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT,
      retention: e.SESSION_RETENTION,
      limit: e.SESSION_LIMIT,
      showOnProfile: e.SESSION_SHOW_ON_PROFILE,
      allowRevocation: e.SESSION_ALLOW_REVOCATION,
      tokenHeader: delivery.value.tokenHeader,
      cookie: {
        enabled: delivery.value.cookie,
        name: e.SESSION_COOKIE_NAME,
        domain: e.SESSION_COOKIE_DOMAIN,
        secure: e.SESSION_COOKIE_SECURE,
        sameSite: e.SESSION_COOKIE_SAME_SITE,
      },
    },
    rateLimit: { enabled: e.RATE_LIMIT_ENABLED },
    flowLockTtlSeconds: e.FLOW_LOCK_TTL,
    debug: e.DEBUG,
    thirdParty,
    saml,
    adminApi: adminApi.value,
    webhooks: { hooks, intervalMs: e.WEBHOOK_INTERVAL_MS },
    openIdProvider: { enabled: e.OPENID_PROVIDER, clients: openIdClients },
  };
}
