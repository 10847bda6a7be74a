// PostgreSQL going away under a running shop, through a real TCP proxy (test-support/tcp-proxy.ts)
// rather than a mock: stalled (connections hang) and cut (connections reset, new ones refused).
// Either way a query fails within DATABASE_TIMEOUT_MS as "the database did not answer" (so pages
// answer 503), /readyz says 503, and both recover by themselves once traffic passes again,
// without reopening anything. Needs a PostgreSQL: skipped without DATABASE_URL.
import { sql } from "@kretsbutiken/database";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { startTcpProxy, type TcpProxy } from "../../test-support/tcp-proxy.ts";
import { isDatabaseUnavailable } from "../faults/is-database-unavailable.ts";
import { databaseReadiness } from "../health/database-readiness.ts";
import { createHealthRoutes } from "../health/health-routes.ts";
import { silentLogger } from "../logging/create-logger.ts";
import { openShopDatabase } from "./open-shop-database.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const TIMEOUT_MS = 500;
const postgres = dialects().find((variant) => variant.dialect === "postgres")!;

describe("PostgreSQL going away", () => {
  const databases = useShopTestDatabases(postgres);
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.restore();
    await proxy?.close();
    proxy = undefined;
  });

  async function shopBehindProxy() {
    const place = databases.place();
    const target = new URL(place.url ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const database = databases.track(
      await openShopDatabase({ ...place, url: viaProxy.toString(), timeoutMs: TIMEOUT_MS }),
    );
    const app = new Hono();
    app.use("*", async (c, next) => {
      c.set("log", silentLogger);
      await next();
    });
    app.route(
      "/",
      createHealthRoutes({ checks: [databaseReadiness(database.db)], timeoutMs: 2000 }),
    );
    const ready = async () => (await app.request("/readyz")).status;
    const query = () => sql<{ one: number }>`select 1 as one`.execute(database.db);
    return { proxy, ready, query };
  }

  async function failure(work: () => Promise<unknown>) {
    const started = performance.now();
    try {
      await work();
    } catch (error) {
      return { error, ms: performance.now() - started };
    }
    throw new Error("expected the query to fail");
  }

  async function recovered(check: () => Promise<boolean>, withinMs = 5000) {
    const started = performance.now();
    while (performance.now() - started < withinMs) {
      if (await check().catch(() => false)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not recovered within ${withinMs} ms`);
  }

  it.each([
    ["stalled", (proxy: TcpProxy) => Promise.resolve(proxy.stall())],
    ["cut", (proxy: TcpProxy) => proxy.cut()],
  ])(
    "%s: fails within the timeout, says not ready, and recovers by itself",
    async (_how, fault) => {
      const shop = await shopBehindProxy();
      expect(await shop.ready()).toBe(200);
      await expect(shop.query()).resolves.toMatchObject({ rows: [{ one: 1 }] });

      await fault(shop.proxy);
      const failed = await failure(shop.query);
      expect(isDatabaseUnavailable(failed.error)).toBe(true);
      expect(failed.ms).toBeLessThan(TIMEOUT_MS * 2 + scaled(500));
      const readiness = performance.now();
      expect(await shop.ready()).toBe(503);
      expect(performance.now() - readiness).toBeLessThan(scaled(2500));

      await shop.proxy.restore();
      await recovered(async () => (await shop.ready()) === 200);
      await expect(shop.query()).resolves.toMatchObject({ rows: [{ one: 1 }] });
    },
  );
});
