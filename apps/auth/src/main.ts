// Entry point: `npm run start -w apps/auth`. Reads the configuration (exit 1 with the reasons
// when it is invalid), builds the dependencies, serves the app and shuts down cleanly on
// SIGINT/SIGTERM: stop accepting connections, finish requests in flight, close DB and Redis.
import { serve } from "@hono/node-server";
import { createAdminApp } from "./admin/admin-app.ts";
import { createAuthApp } from "./app.ts";
import { startCleanupJob } from "./cleanup/cleanup-job.ts";
import { ConfigError, readAuthConfig, type AuthConfig } from "./config/config.ts";
import { createAuthDeps } from "./create-deps.ts";
import { createAuthMetrics } from "./metrics/auth-metrics.ts";
import { serverWithProvider } from "./openid/openid-mount.ts";
import { createOpenIdProvider, OPENID_MOUNT_PATH } from "./openid/openid-provider.ts";
import { syncConfiguredWebhooks } from "./webhooks/configured-webhooks.ts";
import { webhookQueueStats } from "./webhooks/webhook-queue-stats.ts";
import { startWebhookWorker } from "./webhooks/webhook-worker.ts";

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
const deps = await createAuthDeps(config, {
  metrics: createAuthMetrics({ processMetrics: true }),
}).catch((error: unknown) => {
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
// "Logga in med Kretsbutiken" on the same port, under /oidc (OPENID_PROVIDER).
const openId = config.openIdProvider.enabled ? await createOpenIdProvider(deps) : undefined;
const serverOptions = {
  fetch: app.fetch,
  hostname: config.host,
  port: config.port,
  createServer: serverWithProvider(openId?.provider, OPENID_MOUNT_PATH),
};
const server = serve(serverOptions, (info) => {
  const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
  deps.logger.info(
    {
      env: config.env,
      publicUrl: config.publicUrl,
      dialect: deps.dialect,
      redis: config.redisUrl !== undefined,
      openIdIssuer: openId?.provider.issuer,
    },
    `auth server listening on http://${host}:${info.port}`,
  );
});

// The admin API on its own port (ADMIN_PORT), never beside the public API.
const adminApi = config.adminApi;
const adminServer =
  adminApi &&
  serve(
    {
      fetch: createAdminApp(deps, {
        secret: adminApi.secret,
        logger: deps.logger,
        metrics: deps.metrics,
      }).fetch,
      hostname: adminApi.host,
      port: adminApi.port,
    },
    (info) => {
      const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
      deps.logger.info(`admin API listening on http://${host}:${info.port}`);
      if (adminApi.devSecret) {
        deps.logger.warn(
          "ADMIN_API_SECRET is not set: the admin API takes the development default secret",
        );
      }
    },
  );

// Webhooks: the operator's subscriptions from WEBHOOKS, then the queue worked on an interval.
await syncConfiguredWebhooks(deps.db, deps, config.webhooks.hooks);
const stopWebhooks = startWebhookWorker({
  db: deps.db,
  dialect: deps.dialect,
  clock: deps.clock,
  secretBox: deps.secretBox,
  logger: deps.logger,
  intervalMs: config.webhooks.intervalMs,
});
deps.metrics.registerGauge(
  "auth_webhook_queue_depth",
  "Webhook deliveries waiting to be sent.",
  async () => (await webhookQueueStats(deps.db)).depth,
);
deps.metrics.registerGauge(
  "auth_webhook_deliveries_failed_total",
  "Webhook delivery attempts that failed, over the deliveries still kept.",
  async () => (await webhookQueueStats(deps.db)).failedTotal,
);

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
  stopWebhooks();
  const timer = setTimeout(() => {
    deps.logger.warn("requests still open after the grace period; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  const servers = adminServer ? [server, adminServer] : [server];
  const closed = Promise.all(
    servers.map((each) => new Promise<void>((resolve) => each.close(() => resolve()))),
  );
  // Idle keep-alive connections would otherwise hold the servers open until they time out.
  for (const each of servers) if ("closeIdleConnections" in each) each.closeIdleConnections();
  await closed;
  await deps.close();
  process.exit(0);
}

process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
