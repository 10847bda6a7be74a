// Two shop processes on one machine, one port (SHOP_REUSE_PORT): the kernel hands new
// connections to both, and when one stops the other goes on answering at the same address.
// Without the flag a second process cannot listen there at all.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../../bench/server-process.ts";
import { TEST_PORTS } from "../../../e2e/support/test-ports.ts";
import { scaled } from "../../../scripts/time-scale.ts";

test.describe.configure({ mode: "serial" });

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server.ts");
const PORT = TEST_PORTS.sharedPortShop;
/** Fresh connections sent; the chance that all of them reach one of two processes is 2^-29. */
const REQUESTS = 30;

interface Shop {
  process: ServerProcess;
  /** Addresses this process logged answering. */
  served: string[];
  listening: Promise<void>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const served: string[] = [];
  let pending = "";
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => (heard = resolve));
  const process = await startServerProcess(
    server,
    PORT,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
      SHOP_DEMO_CATALOGUE: "0",
      ...env,
    },
    "/healthz",
    "GET",
    [],
    [],
    (text) => {
      const lines = (pending + text).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines.filter((it) => it.startsWith("{"))) {
        const entry = JSON.parse(line) as { msg?: string; path?: string };
        if (entry.msg?.startsWith("listening on")) heard();
        if (entry.msg === "request") served.push(String(entry.path));
      }
    },
  );
  return { process, served, listening };
}

/** GET on a connection of its own (no keep-alive), so the kernel places every request anew. */
function getAlone(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

test("two processes share the port: both answer, and one goes on when the other stops", async () => {
  test.setTimeout(scaled(90_000));
  const shops: Shop[] = [];
  try {
    for (let index = 0; index < 2; index += 1) {
      const shop = await startShop({ SHOP_REUSE_PORT: "1" });
      shops.push(shop);
      // The port answers as soon as either listens: wait for this one's own word.
      await shop.listening;
    }
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, () => getAlone("/robots.txt")),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const [first, second] = shops as [Shop, Shop];
    // Each answer's log line comes a moment after the answer itself.
    const counts = () => shops.map((shop) => shop.served.length);
    await expect.poll(() => counts()[0]! + counts()[1]!).toBe(REQUESTS);
    expect(Math.min(...counts())).toBeGreaterThan(0);

    await first.process.stop();
    const before = second.served.length;
    const after = await Promise.all(Array.from({ length: 10 }, () => getAlone("/robots.txt")));
    expect(after).toEqual(Array.from({ length: 10 }, () => 200));
    await expect.poll(() => second.served.length - before).toBe(10);
  } finally {
    await Promise.all(shops.map((shop) => shop.process.stop()));
  }
});

test("without SHOP_REUSE_PORT a second process cannot take the port", async () => {
  test.setTimeout(scaled(90_000));
  const first = await startShop({});
  try {
    await first.listening;
    // The port answers from the first process meanwhile; the second exits on EADDRINUSE.
    const second = await startShop({});
    expect(await second.process.exited).toBe(1);
    expect(await getAlone("/robots.txt")).toBe(200);
    await expect.poll(() => first.served).toEqual(["/robots.txt"]);
  } finally {
    await first.process.stop();
  }
});
