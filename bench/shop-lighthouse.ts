// Lighthouse, mobile and desktop, for four storefront pages (home, a listing, a product, about us)
// and for a bare React Router page built and served the same way; scores, the main metrics
// and the ratio to the baseline. A first visit (no cookies: the consent banner shows).
// Run: node bench/shop-lighthouse.ts (SHOP_BENCH_SKIP_BUILD=1 reuses existing builds).
// Not a test: it prints numbers. Chromium: CHROME_PATH, else /usr/bin/chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
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
] as const;

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
const runs: Run[] = [];
try {
  const targets = [
    ["baseline", `${baseline.origin}/`] as const,
    ...PAGES.map(([page, p]) => [page, shop.origin + p] as const),
    ["product", shop.origin + (await firstProductPath(shop.origin))] as const,
  ];
  for (const preset of ["mobile", "desktop"] as const) {
    for (const [page, url] of targets) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
        preset === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
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
      console.error(`  ${preset} ${page}: done`);
    }
  }
} finally {
  chrome.kill();
  await shop.stop();
  await baseline.stop();
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
for (const preset of ["mobile", "desktop"] as const) {
  console.log(`\nLighthouse 13 – ${preset}`);
  console.log(
    `${"page".padEnd(14)} perf a11y  bp  seo │      FCP      LCP      TBT    CLS │ transfer KiB`,
  );
  const base = runs.find((run) => run.preset === preset && run.page === "baseline")!;
  for (const run of runs.filter((r) => r.preset === preset)) {
    const s = run.scores;
    console.log(
      `${run.page.padEnd(14)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s["best-practices"]).padStart(3)} ${String(s.seo).padStart(4)} │ ${ms(run.fcp)} ${ms(run.lcp)} ${ms(run.tbt)} ${run.cls.toFixed(3).padStart(6)} │ ${(run.bytes / 1024).toFixed(1).padStart(8)}`,
    );
  }
  console.log("ratio to baseline (LCP, transfer):");
  for (const run of runs.filter((r) => r.preset === preset && r.page !== "baseline")) {
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
console.log("\nwritten to bench/results/shop-lighthouse.json");
// chrome-launcher's child can linger a few seconds after kill (toolchain.md §4).
process.exit(0);
