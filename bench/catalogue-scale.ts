// The shop at a real shop's size: for each catalogue size (235 demo products, then grown with
// `npm run seed:catalogue`), per page — a product page, a listing, a device category page, a
// search, forty popular searches in turn, and searches each asked once (the long tail) —
// requests/s and p99 for an anonymous visitor
// and for a signed-in shopper (a real session from our auth server), first with the catalogue
// still, then with stock changing five times a second from another connection, as orders on
// other instances change it (bench/stock-changes.ts). Every figure is printed beside the same
// scenario on the first size of the same run; beside it too: start-up time, the shop's resident
// memory after warm-up and at the end, and how long a stock change written to the database took
// to show on the product page. One more scenario runs the signed-in product page while searches
// asked once load the shop at the same time, and prints the product page's figures.
//
// One shop process on a SQLite file by default; with --postgres, two instances on one
// PostgreSQL schema (and Redis when REDIS_URL is set) behind one address: both listen on the same
// port (SHOP_REUSE_PORT) and the kernel spreads the connections over them. The change is written
// through neither of them.
//
//   npm run build -w @kretsbutiken/shop && npm run bench:catalogue -- \
//     [--sizes 235,20000,100000] [--seconds 5] [--connections 20] [--changes 5] [--postgres]
//     [--port 18340] [--only searches]
// --only keeps the pages whose name holds that text (and the product page, always).
import { spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDatabase, sql } from "@kretsbutiken/database";
import { startAuthServer } from "../e2e/support/auth-server.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { ANSWERED_CONSENT, firstProductPath } from "./shop-servers.ts";
import {
  changeStockOnce,
  readStock,
  startStockChanges,
  type StockDatabase,
} from "./stock-changes.ts";
import { SHOP_RUNTIME } from "../scripts/apps.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "235,20000,100000" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    changes: { type: "string", default: "5" },
    postgres: { type: "boolean", default: false },
    // The shop's port (two instances on PostgreSQL share it): move it when another run of a
    // benchmark holds it.
    port: { type: "string", default: "18340" },
    only: { type: "string" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const changesPerSecond = Number(values.changes);
const postgresUrl = values.postgres
  ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test")
  : undefined;
const SCHEMA = "bench_catalogue";
const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(values.port);
const INSTANCES = postgresUrl ? 2 : 1;
if (!existsSync(path.join(root, "apps/shop/build/server/index.js"))) {
  throw new Error("no shop build: run `npm run build -w @kretsbutiken/shop` first");
}

/**
 * What shoppers search for most: one word, two, a brand, a misspelling, a part number's words, a
 * facet, a second page. Cycled through by the "40 searches" scenario: a ranking is kept a minute
 * (catalogue-search.ts), so these measure popular searches as the shop keeps them.
 */
const SEARCHES = [
  "skal",
  "skal iphone",
  "skärmskydd",
  "skarmskydd samsung",
  "laddare",
  "snabbladdare",
  "usb-c kabel",
  "kabel",
  "powerbank",
  "minneskort",
  "hörlurar",
  "horlurar",
  "högtalare",
  "batteri",
  "batteri iphone",
  "däck",
  "innerslang",
  "broms",
  "laddkabel",
  "hållare",
  "galaxy",
  "pixel",
  "ipad",
  "ipad skal",
  "playstation",
  "handkontroll",
  "xbox",
  "switch",
  "sparkcykel",
  "elsparkcykel däck",
  "belkin",
  "deltaco",
  "anker",
  "iphne",
  "samsnug",
  "skal&brand=Deltaco",
  "laddare&page=2",
  "kabel&page=3",
  "skärm&page=2",
  "svart skal",
].map((query) => `/page/search?q=${query}`);

/**
 * Searches each asked once in a run: a kind of product, a device and now and then a colour
 * ("svart skal iphone 13"), 2,700 of them in turn, more than the shop keeps rankings (500) and
 * pages (1,000) for, so every one is ranked anew, as the long tail of a real shop's searches is.
 */
const KINDS = [
  "skal",
  "laddare",
  "kabel",
  "skärmskydd",
  "batteri",
  "hållare",
  "fodral",
  "däck",
  "broms",
  "laddkabel",
  "powerbank",
  "hörlurar",
  "handkontroll",
  "väska",
  "adapter",
];
const DEVICES = [
  "iphone 13",
  "iphone 14",
  "iphone 15",
  "galaxy s23",
  "galaxy s24",
  "galaxy a54",
  "pixel 8",
  "ipad air",
  "ipad pro",
  "xbox",
  "playstation 5",
  "switch",
  "m365",
  "g30",
  "xiaomi 4",
  "max g2",
  "oneplus 12",
  "xperia",
];
const COLOURS = [
  "",
  "svart ",
  "vit ",
  "blå ",
  "röd ",
  "rosa ",
  "grön ",
  "grå ",
  "transparent ",
  "silver ",
];
const ONCE = COLOURS.flatMap((colour) =>
  DEVICES.flatMap((device) => KINDS.map((kind) => `/page/search?q=${colour}${kind} ${device}`)),
);

const PAGES: readonly {
  page: string;
  path: string;
  paths?: readonly string[];
  /** Its paths' turn goes on from one scenario to the next, so none is asked twice. */
  shared?: boolean;
}[] = [
  { page: "category", path: "/apple/iphone" },
  { page: "listing", path: "/shop/shop_no_sidebar" },
  { page: "search", path: "/page/search?q=iphone" },
  { page: `${SEARCHES.length} searches`, path: SEARCHES[0]!, paths: SEARCHES },
  { page: "searches asked once", path: ONCE[0]!, paths: ONCE, shared: true },
];
/** Products whose stock the changes move: phones, a console, accessories, a scooter. */
const CHANGING = [1001, 1002, 1003, 1005, 1300, 1800, 1900];

/** A process's resident memory in MB, from /proc. */
function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

function seed(database: Record<string, string>, products: number): void {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, "apps/shop/scripts/seed-catalogue.ts"), "--products", String(products)],
    { env: { ...process.env, DATABASE_URL: "", ...database }, stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error(`seeding ${products} products failed`);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`seeded ${products} products in ${took} s`);
}

async function dropBenchSchema(): Promise<void> {
  const admin = createDatabase({ name: "bench_admin", databaseUrl: postgresUrl });
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(admin.db);
  await admin.destroy();
}

/**
 * A page's HTML, asked for on a connection of its own (with two instances, either may answer),
 * following a redirect to the product's own address.
 */
function pageAlone(url: string, redirects = 3): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { cookie: ANSWERED_CONSENT } }, (response) => {
        const location = response.headers.location;
        if (location && redirects > 0 && (response.statusCode ?? 0) >= 300) {
          response.resume();
          resolve(pageAlone(new URL(location, url).href, redirects - 1));
          return;
        }
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (html += chunk));
        response.on("end", () => resolve(html));
      })
      .on("error", reject);
  });
}

/** The stock the product page at `url` offers to put in the cart (its quantity's max). */
async function stockShown(url: string): Promise<number | undefined> {
  const html = await pageAlone(url);
  const input = /<input[^>]*name="quantity"[^>]*>/.exec(html)?.[0];
  const max = input && /\bmax="(\d+)"/.exec(input)?.[1];
  return max ? Number(max) : undefined;
}

/**
 * Fresh connections in a row that must all show a change before it counts as seen: with two
 * instances the kernel places each one anew, so ten in a row miss one instance once in 512.
 */
const IN_A_ROW = INSTANCES === 1 ? 1 : 10;

/**
 * Polls `url` until it offers `stock` (a sold-out page offers no quantity) IN_A_ROW times in a
 * row; resolves to the milliseconds since `since` when the last of that row answered (by then
 * every instance showed it), or NaN after 10 s.
 */
async function untilShown(url: string, stock: number, since = performance.now()): Promise<number> {
  const expected = stock === 0 ? undefined : stock;
  let row = 0;
  while (performance.now() - since < 10_000) {
    if ((await stockShown(url)) === expected) {
      row += 1;
      if (row === IN_A_ROW) return Math.round(performance.now() - since);
    } else {
      row = 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return Number.NaN;
}

/**
 * Milliseconds until a stock change written to the database shows on `url` (on every instance:
 * IN_A_ROW fresh connections in a row), once the page shows what the database held before it
 * (the last of the changes made just before may still be on its way).
 */
async function changeVisibleAfter(where: StockDatabase, productId: number, url: string) {
  const before = await readStock(where, productId);
  if (Number.isNaN(await untilShown(url, before))) return Number.NaN;
  const started = performance.now();
  const after = await changeStockOnce(where, productId, before === 0 ? 1 : -1);
  return untilShown(url, after, started);
}

interface Row {
  size: number;
  scenario: string;
  result: LoadResult;
}
interface Facts {
  size: number;
  startMs: number;
  warmMb: number;
  endMb: number;
  visibleMs: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-catalogue-"));
const auth = await startAuthServer(`http://127.0.0.1:${PORT}`);
const rows: Row[] = [];
const facts: Facts[] = [];
try {
  const { token } = await auth.signedInUser("bench-shopper@example.se");
  for (const size of sizes) {
    const sqlitePath = path.join(dataDir, `shop-${size}.sqlite`);
    const where: StockDatabase = postgresUrl
      ? { databaseUrl: postgresUrl, schema: SCHEMA }
      : { sqlitePath };
    if (postgresUrl) await dropBenchSchema();
    seed(
      postgresUrl
        ? { DATABASE_URL: postgresUrl, SHOP_DATABASE_SCHEMA: SCHEMA }
        : { SHOP_SQLITE_PATH: sqlitePath },
      size,
    );
    // One after the other: the port answers once the first listens, so each waits for its own
    // "listening" line (a process gets connections only once it listens). The start-up time is
    // the slowest instance's.
    const shops: ServerProcess[] = [];
    let startMs = 0;
    for (let instance = 0; instance < INSTANCES; instance += 1) {
      const started = performance.now();
      let log = "";
      let heard: () => void = () => {};
      const listening = new Promise<void>((resolve) => (heard = resolve));
      shops.push(
        await startServerProcess(
          path.join(root, "apps/shop/server.ts"),
          PORT,
          {
            NODE_ENV: "production",
            SHOP_PUBLIC_URL: `http://127.0.0.1:${PORT}`,
            PAYMENT_PROVIDER: "test",
            SHOP_DEMO: "1",
            AUTH_URL: auth.url,
            ...(postgresUrl
              ? { DATABASE_URL: postgresUrl, SHOP_DATABASE_SCHEMA: SCHEMA, SHOP_REUSE_PORT: "1" }
              : { SHOP_SQLITE_PATH: sqlitePath }),
            ...SHOP_RUNTIME.env,
          },
          "/readyz",
          "GET",
          postgresUrl ? ["SMTP_URL"] : ["DATABASE_URL", "REDIS_URL", "SMTP_URL"],
          SHOP_RUNTIME.nodeOptions,
          (text) => {
            log = (log + text).slice(-4096);
            if (log.includes('"msg":"listening on')) heard();
          },
        ),
      );
      await listening;
      startMs = Math.max(startMs, Math.round(performance.now() - started));
    }
    const front = `http://127.0.0.1:${PORT}`;
    const memory = () => Math.max(...shops.map((shop) => residentMb(shop.pid)));
    try {
      const pages = [
        { page: "product", path: await firstProductPath(front) },
        ...PAGES.filter((it) => values.only === undefined || it.page.includes(values.only)),
      ];
      const visitors = [
        { who: "anonymous", cookie: ANSWERED_CONSENT },
        { who: "signed in", cookie: `${ANSWERED_CONSENT}; hanko=${token}` },
      ];
      // Shared turns: where each list of searches asked once has got to in this run.
      const turns = new Map<readonly string[], number>();
      for (const it of PAGES) if (it.shared && it.paths) turns.set(it.paths, 0);
      const load = (name: string, pagePath: string, cookie: string, paths?: readonly string[]) => {
        console.error(`${size} products: ${name} (${pagePath})`);
        let own = 0;
        const turn = () => {
          if (!paths || !turns.has(paths)) return own++;
          const next = turns.get(paths)!;
          turns.set(paths, next + 1);
          return next;
        };
        return runLoad({
          ...(paths ? { next: () => ({ path: encodeURI(paths[turn() % paths.length]!) }) } : {}),
          name,
          url: front + pagePath,
          method: "GET",
          headers: { cookie, "accept-encoding": "gzip, deflate, br" },
          connections,
          seconds,
        });
      };
      for (const { path: pagePath, paths } of pages) {
        await load("warm-up", pagePath, ANSWERED_CONSENT, paths);
      }
      const warmMb = memory();
      // A signed-in shopper's product page while other shoppers search: a search not yet kept
      // must not hold up the pages of everybody else (worker-search-engine.ts on SQLite).
      const [product] = pages;
      const searches = PAGES.find((it) => it.shared)!;
      const beside = `${product!.page}, signed in, beside ${searches.page}`;
      const [besideResult] = await Promise.all([
        load(beside, product!.path, visitors[1]!.cookie),
        load(`(${searches.page} meanwhile)`, searches.path, ANSWERED_CONSENT, searches.paths),
      ]);
      rows.push({ size, scenario: beside, result: besideResult });
      for (const changing of [false, true]) {
        const changes = changing
          ? startStockChanges(where, { perSecond: changesPerSecond, productIds: CHANGING })
          : undefined;
        try {
          for (const { page, path: pagePath, paths } of pages) {
            for (const { who, cookie } of visitors) {
              const scenario = `${page}, ${who}${changing ? `, ${changesPerSecond} stock changes/s` : ""}`;
              rows.push({
                size,
                scenario,
                result: await load(scenario, pagePath, cookie, paths),
              });
            }
          }
        } finally {
          await changes?.stop();
        }
      }
      // Seen on every instance (fresh connections in a row, untilShown).
      const watched = `${front}/product/bench/${CHANGING[0]}`;
      const visibleMs = await changeVisibleAfter(where, CHANGING[0]!, watched);
      facts.push({ size, startMs, warmMb, endMb: memory(), visibleMs });
    } finally {
      await Promise.all(shops.map((shop) => shop.stop()));
    }
  }
} finally {
  await auth.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl) await dropBenchSchema();
}

const first = sizes[0]!;
const reference = new Map(
  rows.filter((row) => row.size === first).map((row) => [row.scenario, row.result]),
);
const setup = postgresUrl
  ? "two shop instances on PostgreSQL behind one address"
  : "one shop process on SQLite";
console.log(
  `\nthe catalogue at ${sizes.join(" / ")} products: ${setup}, ${connections} connections, ` +
    `${seconds} s a scenario; ratios against ${first} products in this run`,
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
    "stock change shown after ms": it.visibleMs,
  })),
);
