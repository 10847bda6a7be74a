// Builds everything the auth server runs on, from the parsed config: the database (migrated),
// Redis when REDIS_URL is set, mail, rate limits, flow locks, users, passwords and sessions.
// Nothing here listens on a port; main.ts does. `close()` releases what was opened.
import { join } from "node:path";
import { createAuditLog } from "./audit/audit-log.ts";
import { createDatabase, migrateToLatest, type Dialect } from "@kretsbutiken/database";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { AuthConfig } from "./config/config.ts";
import { authMigrations } from "./db/migrations.ts";
import type { AuthDatabase } from "./db/schema.ts";
import { createFlowLock } from "./flow-lock/create-flow-lock.ts";
import { createLogger } from "./http/create-logger.ts";
import { createAuthMetrics, type AuthMetrics } from "./metrics/auth-metrics.ts";
import { countingMailer } from "./metrics/counting-mailer.ts";
import { countingRateLimiter } from "./metrics/counting-rate-limiter.ts";
import { identityProviderNames } from "./identities/identity-provider-names.ts";
import { createOtpSecretStore } from "./mfa/otp-secret-store.ts";
import { createMailer } from "./mail/create-mailer.ts";
import { createDevOutbox, type DevOutbox } from "./mail/dev-outbox.ts";
import { createSecretBox } from "./secrets/secret-box.ts";
import { loadSecretKeys } from "./secrets/secrets-key.ts";
import { createRateLimiter } from "./rate-limit/create-rate-limiter.ts";
import type { AuthDeps, Clock } from "./services.ts";
import { createSessionService } from "./sessions/session-service.ts";
import { createSigningKeyRing, type SigningKeyRing } from "./sessions/signing-key-ring.ts";
import { createPasswordHasher } from "./users/password-hasher.ts";
import { createUserStore } from "./users/user-store.ts";

export interface AuthDepsOverrides extends Partial<AuthDeps> {
  /** PostgreSQL schema the tables live in; default "auth". Ignored on SQLite. */
  schema?: string;
  /** Prefix of every Redis key (rate limits, flow locks); default "auth:". */
  redisPrefix?: string;
  logger?: Logger;
  /** RSA key size for a first signing key; default 2048 (sessions/generate-signing-key.ts). */
  modulusLength?: number;
  /** The Prometheus registry and recorders; a fresh one, without process metrics, when absent. */
  metrics?: AuthMetrics;
}

/** AuthDeps plus what the app and main.ts need besides: keys, outbox, logger, close(). */
export interface AuthRuntime extends AuthDeps {
  dialect: Dialect;
  keys: SigningKeyRing;
  /** The development outbox, when mail is not sent over SMTP. */
  outbox: DevOutbox | undefined;
  logger: Logger;
  /** Counted by the wrapped mailer and rate limiter and the app's metrics plugin. */
  metrics: AuthMetrics;
  close(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

export async function createAuthDeps(
  config: AuthConfig,
  overrides: AuthDepsOverrides = {},
): Promise<AuthRuntime> {
  const logger = overrides.logger ?? createLogger(config);
  const database = createDatabase<AuthDatabase>({
    name: "auth",
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, "auth.sqlite"),
    schema: overrides.schema ?? "auth",
    timeoutMs: config.timeouts.databaseMs,
  });
  // Fail fast rather than queue: a command waits REDIS_TIMEOUT_MS at most and is retried once
  // after a reconnect (ioredis would otherwise keep it for 20 reconnects, about 73 s).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, {
          lazyConnect: true,
          connectTimeout: config.timeouts.redisMs,
          commandTimeout: config.timeouts.redisMs,
          maxRetriesPerRequest: 1,
        });
  // An unheard 'error' event would be printed by ioredis on every reconnect attempt; log it once
  // per failure instead. Commands still fail on their own and are answered per request.
  redis?.on("error", (error: Error) => logger.warn({ err: error }, "redis connection error"));
  const close = async () => {
    await redis?.quit().catch(() => redis.disconnect());
    await database.destroy();
  };

  try {
    await migrateToLatest(database, authMigrations, { app: "auth" });
    await redis?.connect().catch((error: unknown) => {
      throw new Error("REDIS_URL: cannot connect to Redis", { cause: error });
    });
    const db = overrides.db ?? database.db;
    const clock = overrides.clock ?? systemClock;
    const prefix = overrides.redisPrefix ?? "auth:";
    const metrics = overrides.metrics ?? createAuthMetrics();
    const users =
      overrides.users ??
      createUserStore(
        db,
        clock,
        {
          totpEnabled: config.mfa.enabled && config.mfa.totpEnabled,
          securityKeysEnabled: config.mfa.enabled && config.mfa.securityKeys.enabled,
        },
        identityProviderNames(config),
      );
    const box = createSecretBox(loadSecretKeys(config));
    const keys = createSigningKeyRing({
      box,
      db,
      clock,
      dialect: database.dialect,
      modulusLength: overrides.modulusLength,
    });
    await keys.ensure();
    // After a SECRETS_KEY rotation, authenticator-app secrets are sealed again too.
    await createOtpSecretStore(db, box).resealStale();
    const audit = overrides.audit ?? createAuditLog(db, clock, { mask: config.auditLog.mask });
    const mailer = createMailer(config, {
      outbox: createDevOutbox({ clock, logCodes: config.env !== "production" }),
    });
    return {
      config,
      db,
      clock,
      mailer: countingMailer(overrides.mailer ?? mailer, metrics),
      rateLimiter: countingRateLimiter(
        overrides.rateLimiter ?? createRateLimiter(redis, prefix),
        metrics,
      ),
      flowLock:
        overrides.flowLock ?? createFlowLock(redis, config.flowLockTtlSeconds, prefix, { clock }),
      users,
      passwords: overrides.passwords ?? createPasswordHasher(),
      sessions:
        overrides.sessions ?? createSessionService({ config, db, clock, users, keys, audit }),
      secretBox: box,
      audit,
      healthChecks: redis === undefined ? [] : [{ name: "redis", check: () => redis.ping() }],
      dialect: database.dialect,
      keys,
      outbox: mailer.outbox,
      logger,
      metrics,
      close,
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
