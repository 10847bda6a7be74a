// The shop at a real shop's size: for each catalogue size (231 demo products, then grown with
// `npm run seed:catalogue`), one shop process on SQLite, and per page — a product page, a
// listing, a device category page and a search — requests/s and p99 for an anonymous visitor
// and for a signed-in shopper (a real session from our auth server), first with the catalogue
// still, then with stock changing five times a second from another connection, as orders on
// other instances change it (bench/stock-changes.ts). Every figure is printed beside the same
// scenario on the 231-product catalogue of the same run; start-up time and the shop's resident
// memory after warm-up and at the end beside it too.
//
//   npm run build -w @kretsbutiken/shop && npm run bench:catalogue -- \
//     [--sizes 231,20000,100000] [--seconds 5] [--connections 20] [--changes 5]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startAuthServer } from "../e2e/support/auth-server.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { startServerProcess } from "./server-process.ts";
import { ANSWERED_CONSENT, firstProductPath } from "./shop-servers.ts";
import { startStockChanges } from "./stock-changes.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "231,20000,100000" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    changes: { type: "string", default: "5" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const changesPerSecond = Number(values.changes);
const root = path.resolve(import.meta.dirname, "..");
const PORT = 18_340;
const origin = `http://127.0.0.1:${PORT}`;
if (!existsSync(path.join(root, "apps/shop/build/server/index.js"))) {
  throw new Error("no shop build: run `npm run build -w @kretsbutiken/shop` first");
}

const PAGES = [
  { page: "category", path: "/apple/iphone" },
  { page: "listing", path: "/shop/shop_no_sidebar" },
  { page: "search", path: "/page/search?q=iphone" },
] as const;

/** The shop process's resident memory in MB, from /proc. */
function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

function seed(sqlitePath: string, products: number): void {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, "apps/shop/scripts/seed-catalogue.ts"), "--products", String(products)],
    { env: { ...process.env, DATABASE_URL: "", SHOP_SQLITE_PATH: sqlitePath }, stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error(`seeding ${products} products failed`);
  console.error(
    `seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

interface Row {
  size: number;
  scenario: string;
  result: LoadResult;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-catalogue-"));
const auth = await startAuthServer(origin);
const rows: Row[] = [];
const facts: { size: number; startMs: number; warmMb: number; endMb: number }[] = [];
try {
  const { token } = await auth.signedInUser("bench-shopper@example.se");
  for (const size of sizes) {
    const sqlitePath = path.join(dataDir, `shop-${size}.sqlite`);
    seed(sqlitePath, size);
    const started = performance.now();
    const shop = await startServerProcess(
      path.join(root, "apps/shop/server.ts"),
      PORT,
      {
        NODE_ENV: "production",
        SHOP_PUBLIC_URL: origin,
        PAYMENT_PROVIDER: "test",
        SHOP_DEMO: "1",
        SHOP_SQLITE_PATH: sqlitePath,
        AUTH_URL: auth.url,
      },
      "/readyz",
      "GET",
      ["DATABASE_URL", "REDIS_URL", "SMTP_URL"],
    );
    const startMs = Math.round(performance.now() - started);
    try {
      const pages = [{ page: "product", path: await firstProductPath(shop.url) }, ...PAGES];
      const visitors = [
        { who: "anonymous", cookie: ANSWERED_CONSENT },
        { who: "signed in", cookie: `${ANSWERED_CONSENT}; hanko=${token}` },
      ];
      const load = (name: string, pagePath: string, cookie: string) => {
        console.error(`${size} products: ${name} (${pagePath})`);
        return runLoad({
          name,
          url: shop.url + pagePath,
          method: "GET",
          headers: { cookie, "accept-encoding": "gzip, deflate, br" },
          connections,
          seconds,
        });
      };
      for (const { path: pagePath } of pages) await load("warm-up", pagePath, ANSWERED_CONSENT);
      const warmMb = residentMb(shop.pid);
      const productIds = [1001, 1002, 1003, 1005, 1300, 1800, 1900];
      for (const changing of [false, true]) {
        const changes = changing
          ? startStockChanges({ sqlitePath }, { perSecond: changesPerSecond, productIds })
          : undefined;
        try {
          for (const { page, path: pagePath } of pages) {
            for (const { who, cookie } of visitors) {
              const scenario = `${page}, ${who}${changing ? `, ${changesPerSecond} stock changes/s` : ""}`;
              rows.push({ size, scenario, result: await load(scenario, pagePath, cookie) });
            }
          }
        } finally {
          await changes?.stop();
        }
      }
      facts.push({ size, startMs, warmMb, endMb: residentMb(shop.pid) });
    } finally {
      await shop.stop();
    }
  }
} finally {
  await auth.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const first = sizes[0]!;
const reference = new Map(
  rows.filter((row) => row.size === first).map((row) => [row.scenario, row.result]),
);
console.log(
  `\nthe catalogue at ${sizes.join(" / ")} products: one shop process on SQLite, ${connections} connections, ${seconds} s a scenario; ratios against ${first} products in this run`,
);
console.table(
  rows.map(({ size, scenario, result }) => {
    const base = reference.get(scenario)!;
    return {
      products: size,
      scenario,
      "req/s": result.requestsPerSecond,
      "p99 ms": result.p99Ms,
      [`× ${first} req/s`]: (
        result.requestsPerSecond / Math.max(base.requestsPerSecond, 1)
      ).toFixed(2),
      [`× ${first} p99`]: (result.p99Ms / Math.max(base.p99Ms, 1)).toFixed(2),
      "non-2xx": result.non2xx,
      errors: result.errors,
    };
  }),
);
const firstFacts = facts[0]!;
console.table(
  facts.map((it) => ({
    products: it.size,
    "start-up ms": it.startMs,
    "RSS after warm-up MB": it.warmMb,
    "RSS at the end MB": it.endMb,
    [`× ${first} RSS`]: (it.endMb / firstFacts.endMb).toFixed(2),
  })),
);
