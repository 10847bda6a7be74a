// Production entry of the storefront: opens the database (migrating it), serves the built
// client and renders every page on the server, logging JSON lines to stdout. Run `npm run
// build` first. Stops cleanly on SIGTERM or SIGINT (server/shutdown/graceful-shutdown.ts).
import { createAdaptorServer } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createShopApp } from "./server/app.ts";
import { SEARCH_SCOPE } from "./server/catalogue/catalogue-search.ts";
import { seedCatalogue } from "./server/catalogue/seed-catalogue.ts";
import { seedProducts } from "./server/catalogue/seed/index.ts";
import {
  missingCompanyFields,
  readShopConfig,
  ShopConfigError,
  type ShopConfig,
} from "./server/config.ts";
import { startAlertJob } from "./server/alerts/alert-job.ts";
import { createServices } from "./server/create-services.ts";
import { openShopDatabase } from "./server/database/open-shop-database.ts";
import { databaseReadiness } from "./server/health/database-readiness.ts";
import { redisReadiness } from "./server/health/redis-readiness.ts";
import { createUploadedPictureReader } from "./server/images/uploaded-pictures.ts";
import { createLogger } from "./server/logging/create-logger.ts";
import { createPageCache } from "./server/page-cache/page-cache.ts";
import { slimStylesheet } from "./server/page-cache/slim-stylesheet.ts";
import { openRedis } from "./server/rate-limit/open-redis.ts";
import { seedDemoReviews } from "./server/reviews/demo-reviews.ts";
import { createGracefulShutdown } from "./server/shutdown/graceful-shutdown.ts";
import { contentSecurityPolicy } from "./server/security-headers/security-headers.ts";
import { securityOrigins } from "./server/security-headers/security-origins.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
// Requests in flight get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;
// How often the product alerts' job looks for a change of stock or price, and the longest time
// between two of its runs (server/alerts/alert-job.ts).
const ALERT_CHECK_MS = 2_000;
const ALERT_RUN_EVERY_MS = 5 * 60_000;

let config: ShopConfig;
try {
  config = readShopConfig();
} catch (error) {
  if (!(error instanceof ShopConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });
const missing = missingCompanyFields(config.company);
if (missing.length > 0) {
  logger.warn(`the footer lacks company details; set ${missing.join(", ")}`);
}
// An unreachable database or a failed migration: one clear line, exit 1.
const database = await openShopDatabase(config.database).catch((error: unknown) => {
  logger.fatal({ err: error }, "could not open the database");
  process.exit(1);
});
if (config.demoCatalogue) {
  const seeded = await seedCatalogue(database.db, seedProducts);
  if (seeded > 0) logger.info(`added ${seeded} demo products to the empty catalogue`);
  const reviewed = await seedDemoReviews(database.db, seedProducts);
  if (reviewed > 0) logger.info(`added ${reviewed} demo reviews, as there were no reviews yet`);
}
const buildDir = path.resolve(here, process.env.SHOP_BUILD_DIR ?? "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
// The build's stylesheet, cut per kept page (server/page-cache/slim-stylesheet.ts).
const stylesheetText = (build.entry.module as { stylesheetText?: string }).stylesheetText;
const stylesheet = stylesheetText === undefined ? undefined : slimStylesheet(stylesheetText);
// The abuse limits' shared store (README "Abuse limits"); unset, each process counts alone.
const redis =
  config.redisUrl === undefined
    ? undefined
    : openRedis(config.redisUrl, (error) => logger.warn({ err: error }, "redis connection"));
if (!config.newsletter.secret) {
  logger.warn("NEWSLETTER_SECRET is not set: unsubscribe links stop working at the next restart");
}
if (config.payment.provider === "test" && config.demo) {
  logger.warn("SHOP_DEMO: payments go to the built-in test provider; its orders are test orders");
}
if (!config.clientHashSecret) {
  logger.warn("SHOP_CLIENT_HASH_SECRET is not set: a restart forgets which addresses voted");
}
if (!config.admin.secret) {
  logger.warn("SHOP_ADMIN_SECRET is not set: admin forms opened before a restart are refused once");
}
const { services, testProvider, catalogue, searchEngine, searchSync } = createServices(
  config,
  database,
  {
    logger,
    redis,
  },
);
// The catalogue's first check: listing rows for products that have none (a database from
// before them), where the feed of changes stands, scheduled prices (decision record 0049). A
// database that does not answer yet is no reason not to start: the first page read retries.
await catalogue.fresh().catch((error: unknown) => {
  logger.warn({ err: error }, "the catalogue's first check failed; pages retry it");
});
const shutdown = createGracefulShutdown({
  log: logger,
  graceMs: SHUTDOWN_GRACE_MS,
  close: async () => {
    await Promise.all([database.destroy(), redis?.quit(), searchEngine.close()]);
  },
});
const origins = securityOrigins(config);
const app = createShopApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  production: config.production,
  services,
  logger,
  readiness: [
    databaseReadiness(database.db),
    ...(redis === undefined ? [] : [redisReadiness(redis)]),
    shutdown.readiness,
  ],
  securityOrigins: origins,
  testProvider,
  trustProxy: config.trustProxy,
  uploadedPictures: createUploadedPictureReader(database.db),
  stylesheet,
  // Shared pages are kept until a product they show changes (decision record 0049), with only
  // the styles they use (decision record 0052).
  pageCache: createPageCache({
    snapshot: () => catalogue.fresh(),
    onChange: (listener) => {
      // Rankings forgotten drop the results pages (catalogue-search.ts).
      services.search.onForget(() =>
        listener({ all: false, productIds: [], scopes: [SEARCH_SCOPE] }),
      );
      return catalogue.onChange(listener);
    },
    contentSecurityPolicy: (inline) => contentSecurityPolicy(origins, inline),
    transform: stylesheet?.slim,
  }),
});
if (testProvider) {
  logger.info("payments go to the built-in test provider (no real money moves)");
}
// Unpaid reservations give their stock back once past their time; safe with several instances
// (server/orders/release-expired.ts).
const releaseJob = setInterval(() => {
  services.orders.releaseExpired().catch((error: unknown) => {
    logger.error({ err: error }, "releasing expired reservations failed");
  });
}, config.orders.releaseIntervalSeconds * 1000);
releaseJob.unref();
// Contact messages past the privacy policy's retention are deleted at start and every six hours;
// safe with several instances, as a delete twice is a delete (server/contact/contact-messages.ts).
const deleteExpiredMessages = () => {
  services.contactMessages.deleteExpired().then(
    (deleted) => {
      if (deleted > 0) logger.info(`deleted ${deleted} contact messages past their retention`);
    },
    (error: unknown) => logger.error({ err: error }, "deleting expired contact messages failed"),
  );
};
deleteExpiredMessages();
const retentionJob = setInterval(deleteExpiredMessages, 6 * 60 * 60 * 1000);
retentionJob.unref();
// Product alerts ("Bevaka", "Prisbevakning") are mailed when this instance's catalogue sees
// stock or prices change (any instance's change, the admin's included) and every few minutes;
// each alert is claimed in the database before its mail, so it goes out once however many
// instances run this (server/alerts/alert-job.ts, send-due-alerts.ts).
const alertJob = startAlertJob({
  run: () => services.productAlerts.sendDue(config.publicUrl),
  check: () => catalogue.fresh(),
  onCatalogueChange: (listener) => catalogue.onChange(listener),
  checkEveryMs: ALERT_CHECK_MS,
  everyMs: ALERT_RUN_EVERY_MS,
  onSent: (count) => logger.info(`sent ${count} product alert mails`),
  onError: (error) => logger.error({ err: error }, "sending product alerts failed"),
});
// Min garage's check reminders are mailed when due, looked for at start and every hour; each is
// claimed in the database before its mail, so it goes out once per due period however many
// instances run this (server/garage/send-due-reminders.ts).
const sendDueReminders = () => {
  services.checkReminders.sendDue(config.publicUrl).then(
    (sent) => {
      if (sent > 0) logger.info(`sent ${sent} garage check reminders`);
    },
    (error: unknown) => logger.error({ err: error }, "sending garage check reminders failed"),
  );
};
sendDueReminders();
const reminderJob = setInterval(sendDueReminders, 60 * 60 * 1000);
reminderJob.unref();
// Products whose text changed (or, after an upgrade, every product) are indexed for search in
// small batches, never on a request (server/catalogue/search/search-sync.ts).
const stopSearchSync = searchSync.start(config.catalogueCheckMs, (error) => {
  logger.error({ err: error }, "indexing products for search failed");
});

const server = createAdaptorServer({ fetch: app.fetch }) as Server;
// With SHOP_REUSE_PORT the shop's processes on this machine share the port (the kernel spreads
// new connections over them); a process only gets connections once it listens, after start-up.
server.listen({ port: config.port, host: config.host, reusePort: config.reusePort }, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(
    { dialect: database.dialect, reusePort: config.reusePort },
    `listening on http://${config.host}:${port}/`,
  );
});
shutdown.attach(server);

// SIGTERM from a process manager, Ctrl-C: readiness off, no new connections, the requests in
// flight finished, then the database closed.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(releaseJob);
    clearInterval(retentionJob);
    clearInterval(reminderJob);
    alertJob.stop();
    stopSearchSync();
    void shutdown.shutdown(signal).then((code) => process.exit(code));
  });
}
