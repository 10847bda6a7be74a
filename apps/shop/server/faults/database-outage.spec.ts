// The built shop with its PostgreSQL going away, end to end: the shop runs as its own process
// with its database behind a real TCP proxy (test-support/tcp-proxy.ts), which this test stalls
// (the database hangs) and cuts (the database is down), then restores. Pages that need the
// database answer the friendly 503 with Retry-After within a few seconds, pages that need none
// keep answering, /readyz says 503, and all of it recovers without a restart. Each 503 logs its
// database error once, with its stack, under the request's id. Needs a PostgreSQL
// (DATABASE_URL), like the other PostgreSQL variants; its times are the defaults'
// (DATABASE_TIMEOUT_MS 3 s, /readyz within 2 s), the timeout and the windows scaled for the
// machine (scripts/time-scale.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "@kretsbutiken/database";
import { expect, test } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../../../bench/server-process.ts";
import { TEST_PORTS } from "../../../../e2e/support/test-ports.ts";
import { startTcpProxy, type TcpProxy } from "../../test-support/tcp-proxy.ts";
import { newOrderLinkToken } from "../orders/order-link-token.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const { DATABASE_URL } = process.env;
const postgres = DATABASE_URL !== undefined && /^postgres(ql)?:\/\//i.test(DATABASE_URL);
const DATABASE_TIMEOUT_MS = scaled(3000);
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");

test.describe("the shop while PostgreSQL goes away", () => {
  test.skip(!postgres, "needs a PostgreSQL: DATABASE_URL is not a postgres:// URL");
  // The second test reads the log of the first.
  test.describe.configure({ mode: "serial", timeout: scaled(60_000) });

  const schema = `t_shop_faults_${randomBytes(4).toString("hex")}`;
  const log: Record<string, unknown>[] = [];
  let proxy: TcpProxy;
  let shop: ServerProcess;

  test.beforeAll(async () => {
    const target = new URL(DATABASE_URL ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    let pending = "";
    shop = await startServerProcess(
      server,
      TEST_PORTS.faultShop,
      {
        NODE_ENV: "production",
        SHOP_PUBLIC_URL: `http://127.0.0.1:${TEST_PORTS.faultShop}`,
        PAYMENT_PROVIDER: "test",
        SHOP_DEMO: "1",
        DATABASE_URL: viaProxy.toString(),
        SHOP_DATABASE_SCHEMA: schema,
        SHOP_DEMO_CATALOGUE: "0",
        // The default 3 s on a quiet four-core machine: what the windows below tell apart
        // (waiting for the database, or not) stays apart on a slower one.
        DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
      },
      "/healthz",
      "GET",
      [],
      [],
      (text) => {
        const lines = (pending + text).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          if (line.startsWith("{")) log.push(JSON.parse(line) as Record<string, unknown>);
        }
      },
    );
  });

  test.afterAll(async () => {
    await proxy?.restore();
    await shop?.stop();
    await proxy?.close();
    const admin = createDatabase({ name: "shop_test_cleanup", databaseUrl: DATABASE_URL });
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.destroy();
  });

  // A well-formed order link that no order has: the page must ask the database to know that.
  const tracking = () => `/page/order_tracking?order=${newOrderLinkToken()}`;

  async function timed(path: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const response = await fetch(shop.url + path, { headers });
    const body = await response.text();
    return { response, body, ms: Math.round(performance.now() - started) };
  }

  async function recovery(): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < scaled(15_000)) {
      const ready = await fetch(`${shop.url}/readyz`).catch(() => undefined);
      if (ready?.status === 200) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the shop did not become ready again");
  }

  function expectFriendly503({ response, body }: { response: Response; body: string }) {
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("10");
    expect(body).toContain("Butiken är tillfälligt otillgänglig");
    expect(body).toContain("Försök igen");
  }

  test("stalled, then cut: 503 in seconds, other pages still served, recovery by itself", async () => {
    const measured: string[] = [];
    expect((await timed("/readyz")).response.status).toBe(200);
    expect((await timed(tracking())).response.status).toBe(200);

    proxy.stall();
    const [page, readiness] = await Promise.all([
      timed(tracking(), { "X-Request-Id": "stalled-page-1" }),
      timed("/readyz"),
    ]);
    expectFriendly503(page);
    expect(page.response.headers.get("X-Request-Id")).toBe("stalled-page-1");
    // DATABASE_TIMEOUT_MS (3 s, scaled) and /readyz's 2 s, with room for busy cores.
    expect(page.ms).toBeLessThan(DATABASE_TIMEOUT_MS + scaled(3000));
    expect(readiness.response.status).toBe(503);
    expect(readiness.ms).toBeLessThan(scaled(4000));
    // Without waiting for the database: at most the page cache's wait for the catalogue
    // (SNAPSHOT_WAIT_MS, 0.5 s) until its check has failed too, then at once.
    const about = await timed("/page/about_us");
    expect(about.response.status).toBe(200);
    expect(about.ms).toBeLessThan(scaled(2500));
    const missing = await timed("/finns-inte");
    expect(missing.response.status).toBe(404);
    expect(missing.ms).toBeLessThan(scaled(2500));
    measured.push(
      `stalled: page 503 in ${page.ms} ms, /readyz 503 in ${readiness.ms} ms, ` +
        `a page without the database 200 in ${about.ms} ms, the 404 page in ${missing.ms} ms`,
    );
    await proxy.restore();
    const afterStall = await recovery();
    expect((await timed(tracking())).response.status).toBe(200);
    measured.push(`recovered ${afterStall} ms after the stall ended`);

    await proxy.cut();
    const [down, downReadiness] = await Promise.all([timed(tracking()), timed("/readyz")]);
    expectFriendly503(down);
    expect(down.ms).toBeLessThan(scaled(2500));
    expect(downReadiness.response.status).toBe(503);
    const aboutDown = await timed("/page/about_us");
    expect(aboutDown.response.status).toBe(200);
    measured.push(
      `cut: page 503 in ${down.ms} ms, /readyz 503 in ${downReadiness.ms} ms, ` +
        `a page without the database 200 in ${aboutDown.ms} ms`,
    );
    await proxy.restore();
    const afterCut = await recovery();
    expect((await timed(tracking())).response.status).toBe(200);
    measured.push(`recovered ${afterCut} ms after the database came back`);

    for (const line of measured)
      test.info().annotations.push({ type: "measured", description: line });
    console.log(measured.join("\n"));
  });

  test("a 503 logs its database error once, with its stack, under the request's id", () => {
    const ofRequest = log.filter((line) => line.requestId === "stalled-page-1");
    expect(ofRequest).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "database unavailable",
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
      expect.objectContaining({
        level: 40,
        msg: "request",
        status: 503,
        path: "/page/order_tracking",
      }),
    ]);
    expect(JSON.stringify(log)).not.toMatch(/order=|@example|postgres:\/\//);
  });
});
