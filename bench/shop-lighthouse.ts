// Lighthouse, mobile and desktop, for seven storefront pages (home, a listing, a product, the
// cart with three lines, about us, the blog and an article) and for a bare React Router page built and served the same
// way; the median of SHOP_BENCH_RUNS runs (default 3, interleaved so a busy moment of the
// machine hits every page alike), scores, the main metrics and the ratio to the baseline. A
// first visit (no cookies: the consent banner shows); the cart's visitor has only its cart
// (local storage and the kb_cart cookie). Every report is kept in bench/results/lighthouse/
// for the diagnostics (LCP element and phases, layout shifts, render-blocking requests).
// Run: node bench/shop-lighthouse.ts (SHOP_BENCH_SKIP_BUILD=1 reuses existing builds).
// Not a test: it prints numbers. Chromium: CHROME_PATH, else /usr/bin/chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "@playwright/test";
import { buildAll, firstProductPath, root, startServers } from "./shop-servers.ts";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const PAGES = [
  ["home", "/"],
  ["listing", "/shop/shop_left_sidebar"],
  ["about us", "/page/about_us"],
  ["blog", "/blogs"],
  ["article", "/blogs/felkod-14"],
  ["doctor", "/felkod"],
  ["doctor answer", "/felkod/xiaomi-pro-2/14"],
  ["booking", "/verkstad/boka"],
] as const;

const RUNS = Number(process.env.SHOP_BENCH_RUNS ?? 3);

/** SHOP_BENCH_ONLY="doctor,booking": only the pages whose name holds one of these, and the baseline. */
const ONLY = (process.env.SHOP_BENCH_ONLY ?? "")
  .split(",")
  .map((it) => it.trim())
  .filter((it) => it.length > 0);
const measured = (page: string) =>
  page === "baseline" || ONLY.length === 0 || ONLY.some((it) => page.includes(it));

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  page: string;
  preset: "mobile" | "desktop";
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

buildAll();
const { shop, baseline } = await startServers();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const reportDir = path.join(root, "bench/results/lighthouse");
mkdirSync(reportDir, { recursive: true });
const runs: Run[] = [];
try {
  const cartIds = await listedProductIds(shop.origin, 3);
  const targets = [
    ["baseline", `${baseline.origin}/`] as const,
    ...PAGES.map(([page, p]) => [page, shop.origin + p] as const),
    ["product", shop.origin + (await firstProductPath(shop.origin))] as const,
    ["cart", `${shop.origin}/page/cart`] as const,
  ].filter(([page]) => measured(page));
  for (let n = 1; n <= RUNS; n++) {
    for (const preset of ["mobile", "desktop"] as const) {
      for (const [page, url] of targets) {
        // Lighthouse empties storage before a run; the cart's visitor gets the cart after that.
        const withCart = page === "cart";
        if (withCart) await giveCart(chrome.port, shop.origin, cartIds);
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            disableStorageReset: withCart,
          },
          preset === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        writeFileSync(
          path.join(reportDir, `${preset}-${page.replace(/ /g, "-")}-${n}.json`),
          JSON.stringify(lhr),
        );
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          page,
          preset,
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Run["scores"],
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          bytes: audit("total-byte-weight"),
        });
        console.error(`  run ${n} ${preset} ${page}: done`);
      }
    }
  }
} finally {
  chrome.kill();
  await shop.stop();
  await baseline.stop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
/** The median of each number over a page's runs. */
function medianRun(page: string, preset: Run["preset"]): Run {
  const of = runs.filter((run) => run.page === page && run.preset === preset);
  const pick = (get: (run: Run) => number) => median(of.map(get));
  return {
    page,
    preset,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, pick((run) => run.scores[c])]),
    ) as Run["scores"],
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    bytes: pick((run) => run.bytes),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const pages = [...new Set(runs.map((run) => run.page))];
for (const preset of ["mobile", "desktop"] as const) {
  console.log(`\nLighthouse 13 – ${preset}, median of ${RUNS} runs`);
  console.log(
    `${"page".padEnd(14)} perf a11y  bp  seo │      FCP      LCP      TBT    CLS │ transfer KiB`,
  );
  const medians = pages.map((page) => medianRun(page, preset));
  const base = medians.find((run) => run.page === "baseline")!;
  for (const run of medians) {
    const s = run.scores;
    console.log(
      `${run.page.padEnd(14)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s["best-practices"]).padStart(3)} ${String(s.seo).padStart(4)} │ ${ms(run.fcp)} ${ms(run.lcp)} ${ms(run.tbt)} ${run.cls.toFixed(3).padStart(6)} │ ${(run.bytes / 1024).toFixed(1).padStart(8)}`,
    );
  }
  console.log("ratio to baseline (LCP, transfer):");
  for (const run of medians.filter((r) => r.page !== "baseline")) {
    console.log(
      `  ${run.page.padEnd(14)} LCP ${(run.lcp / base.lcp).toFixed(2)}×  transfer ${(run.bytes / base.bytes).toFixed(2)}×`,
    );
  }
}
const outDir = path.join(root, "bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "shop-lighthouse.json"),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs }, null, 2),
);
console.log(
  "\nwritten to bench/results/shop-lighthouse.json, reports in bench/results/lighthouse/",
);
/** The first products a listing links to, as the cart of the cart page's visitor. */
async function listedProductIds(origin: string, count: number): Promise<number[]> {
  const html = await (await fetch(`${origin}/shop/shop_no_sidebar`)).text();
  const ids = [...html.matchAll(/href="\/product\/[a-z0-9-]+\/(\d+)"/g)].map((m) => Number(m[1]));
  return [...new Set(ids)].slice(0, count);
}

/**
 * Gives the browser a cart as a shopper has it (local storage and its cookie mirror,
 * app/shopper-lists/cart-cookie.ts) and empties the HTTP cache, which Lighthouse then leaves
 * alone (disableStorageReset), so the cart page is still measured as a first visit.
 */
async function giveCart(port: number, origin: string, ids: readonly number[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${origin}/healthz`);
    const items = ids.map((id) => ({ id, quantity: 1 }));
    await page.evaluate((stored) => {
      localStorage.clear();
      localStorage.setItem("cartItems", stored);
    }, JSON.stringify(items));
    await context.addCookies([
      {
        name: "kb_cart",
        value: encodeURIComponent(items.map((item) => `${item.id}*1**`).join("|")),
        url: origin,
      },
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close();
  }
}

// chrome-launcher's child can linger a few seconds after kill (toolchain.md §4).
process.exit(0);
