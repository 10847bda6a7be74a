// SIGTERM while the built shop is under load: autocannon keeps ten connections busy with pages
// (one from the page cache, one rendered, one that reads the database), the shop gets SIGTERM
// in the middle, and every request it took is answered (the count of answers autocannon read
// equals the count of requests the shop logged, all 200), none times out, and the shop exits 0
// after closing its database. What autocannon cannot send once the shop has stopped listening is
// refused (ECONNREFUSED), and a request it writes on a connection after reading that
// connection's "Connection: close" answer is reset, unread: neither ever reached the shop.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { startServerProcess } from "../../../../bench/server-process.ts";
import { TEST_PORTS } from "../../../../e2e/support/test-ports.ts";
import { scaled } from "../../../../scripts/time-scale.ts";
import { newOrderLinkToken } from "../orders/order-link-token.ts";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");
const PATHS = ["/", "/page/about_us", `/page/order_tracking?order=${newOrderLinkToken()}`];
const LOGGED_PATHS = new Set(PATHS.map((it) => it.split("?")[0]));
/** Answers read before the signal: every path answered many times over, on every connection. */
const ANSWERS_BEFORE_SIGTERM = 150;
// Only an upper bound: the load is stopped once the shop has exited.
const LOAD_SECONDS = scaled(30_000) / 1000;

test("SIGTERM under load: every request taken is answered, then the shop exits 0", async () => {
  test.setTimeout(scaled(60_000));
  const log: Record<string, unknown>[] = [];
  let pending = "";
  const shop = await startServerProcess(
    server,
    TEST_PORTS.drainShop,
    // No demo catalogue: a quicker start, and the pages are rendered all the same.
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${TEST_PORTS.drainShop}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
      SHOP_DEMO_CATALOGUE: "0",
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

  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  let finish: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const load = autocannon(
    {
      url: shop.url,
      connections: 10,
      duration: LOAD_SECONDS,
      requests: PATHS.map((it) => ({ path: it })),
    },
    (_error: unknown, result: autocannon.Result) => finish(result),
  );
  // SIGTERM once the shop is truly under load: so many answers read, however long they took.
  let underLoad: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (underLoad = resolve));
  let answers = 0;
  load.on("response", (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answers += 1;
    if (answers === ANSWERS_BEFORE_SIGTERM) underLoad();
  });
  load.on("reqError", (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    errors.set(code, (errors.get(code) ?? 0) + 1);
  });

  await loaded;
  const signalledAt = performance.now();
  shop.signal("SIGTERM");
  const exitCode = await shop.exited;
  // Long before autocannon would have stopped by itself: kept-alive connections hold nothing up.
  const exitMs = Math.round(performance.now() - signalledAt);
  load.stop();
  const result = await finished;

  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const requests = (lines: Record<string, unknown>[]) =>
    lines.filter((line) => line.msg === "request" && LOGGED_PATHS.has(String(line.path))).length;
  const signalled = log.findIndex((line) => line.msg === "shutting down");
  const stopped = log.find((line) => line.msg === "stopped");
  const served = requests(log);
  const servedWhileStopping = requests(log.slice(signalled));
  const summary =
    `${answered} requests answered (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")}), ` +
    `${servedWhileStopping} of them after SIGTERM (${String(log[signalled]?.requestsInFlight)} ` +
    `being handled at the signal); the shop exited ${exitMs} ms after it (stopped in ${String(stopped?.ms)} ms), exit ` +
    `code ${String(exitCode)}; not taken: ${JSON.stringify(Object.fromEntries(errors))}`;
  test.info().annotations.push({ type: "measured", description: summary });
  console.log(summary);

  expect(exitCode).toBe(0);
  expect(exitMs).toBeLessThan(scaled(5000));
  expect(signalled).toBeGreaterThan(0);
  expect(servedWhileStopping).toBeGreaterThan(0);
  expect([...statuses.keys()]).toEqual([200]);
  expect(answered).toBe(served);
  expect(result.timeouts).toBe(0);
  for (const code of errors.keys()) expect(["ECONNREFUSED", "ECONNRESET", "EPIPE"]).toContain(code);
});
