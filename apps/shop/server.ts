// Production entry of the storefront: opens the database (migrating it), serves the built
// client and renders every page on the server. Run `npm run build` first.
import { serve } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createShopApp } from "./server/app.ts";
import { seedCatalogue } from "./server/catalogue/seed-catalogue.ts";
import { seedProducts } from "./server/catalogue/seed/index.ts";
import { missingCompanyFields, readShopConfig } from "./server/config.ts";
import { createServices } from "./server/create-services.ts";
import { openShopDatabase } from "./server/database/open-shop-database.ts";
import { createPageCache } from "./server/page-cache/page-cache.ts";
import { seedDemoReviews } from "./server/reviews/demo-reviews.ts";
import { contentSecurityPolicy } from "./server/security-headers/security-headers.ts";
import { securityOrigins } from "./server/security-headers/security-origins.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readShopConfig();
const missing = missingCompanyFields(config.company);
if (missing.length > 0) {
  console.warn(`Kretsbutiken: the footer lacks company details; set ${missing.join(", ")}`);
}
const database = await openShopDatabase(config.database);
if (config.demoCatalogue) {
  const seeded = await seedCatalogue(database.db, seedProducts);
  if (seeded > 0) console.log(`Kretsbutiken: added ${seeded} demo products to the empty catalogue`);
  const reviewed = await seedDemoReviews(database.db, seedProducts);
  if (reviewed > 0)
    console.log(`Kretsbutiken: added ${reviewed} demo reviews, as there were no reviews yet`);
}
const buildDir = path.resolve(here, process.env.SHOP_BUILD_DIR ?? "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const { services, testProvider, catalogue } = createServices(config, database);
const origins = securityOrigins(config);
const app = createShopApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  production: config.production,
  services,
  securityOrigins: origins,
  testProvider,
  // Shared pages are kept while the catalogue they show is current.
  pageCache: createPageCache({
    snapshot: () => catalogue.snapshot(),
    contentSecurityPolicy: (inline) => contentSecurityPolicy(origins, inline),
  }),
});
if (testProvider) {
  console.log("Kretsbutiken: payments go to the built-in test provider (no real money moves)");
}
// Unpaid reservations give their stock back once past their time; safe with several instances
// (server/orders/release-expired.ts).
const releaseJob = setInterval(() => {
  services.orders.releaseExpired().catch((error: unknown) => {
    console.error(`Kretsbutiken: releasing expired reservations failed: ${String(error)}`);
  });
}, config.orders.releaseIntervalSeconds * 1000);
releaseJob.unref();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Kretsbutiken: http://${config.host}:${info.port}/`);
});

// Stop cleanly (SIGTERM from a process manager, Ctrl-C): no new requests, then close the database.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(releaseJob);
    server.close(() => void database.destroy().then(() => process.exit(0)));
  });
}
