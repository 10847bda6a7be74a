// Entry point: `npm run start -w apps/auth`. Reads the configuration (exit 1 with the reasons
// when it is invalid), builds the dependencies, serves the app and shuts down cleanly on
// SIGINT/SIGTERM: stop accepting connections, finish requests in flight, close DB and Redis.
import { serve } from "@hono/node-server";
import { createAuthApp } from "./app.ts";
import { startCleanupJob } from "./cleanup/cleanup-job.ts";
import { ConfigError, readAuthConfig, type AuthConfig } from "./config/config.ts";
import { createAuthDeps } from "./create-deps.ts";

// Requests in flight get this long to finish before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

let config: AuthConfig;
try {
  config = readAuthConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// An unreachable database or Redis, or a failed migration: one clear line, exit 1.
const deps = await createAuthDeps(config).catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`auth server could not start: ${reason}\n`);
  process.exit(1);
});
if (config.env === "production" && config.smtpUrl === undefined) {
  deps.logger.warn(
    "SMTP_URL is not set: no mail is delivered, so nobody can receive a passcode (codes are not logged in production)",
  );
}
const app = createAuthApp(deps);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
  deps.logger.info(
    {
      env: config.env,
      publicUrl: config.publicUrl,
      dialect: deps.dialect,
      redis: config.redisUrl !== undefined,
    },
    `auth server listening on http://${host}:${info.port}`,
  );
});

const stopCleanup = startCleanupJob({
  db: deps.db,
  clock: deps.clock,
  logger: deps.logger,
  intervalSeconds: config.cleanupIntervalSeconds,
  passcodeTtlSeconds: config.email.passcodeTtlSeconds,
  auditRetentionDays: config.auditLog.retentionDays,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, "shutting down");
  stopCleanup();
  const timer = setTimeout(() => {
    deps.logger.warn("requests still open after the grace period; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would otherwise hold the server open until they time out.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  await closed;
  await deps.close();
  process.exit(0);
}

process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
