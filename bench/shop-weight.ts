// Page weight of the storefront: for each page, the JS and CSS the browser loads up front
// (what the server's HTML links to: module preloads and stylesheets) and the HTML itself,
// raw, gzip (level 9) and brotli (quality 11); then the same for a bare React Router page
// built and served the same way, and the ratio. Run: node bench/shop-weight.ts
// (SHOP_BENCH_SKIP_BUILD=1 reuses existing builds). Not a test: it prints numbers.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  fetchBytes,
  firstProductPath,
  preloadedAssets,
} from "../apps/shop/test-support/preloaded-assets.ts";
import { buildAll, root, startServers, type BenchServer } from "./shop-servers.ts";

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const PAGES = [
  ["home", "/"],
  ["about us", "/page/about_us"],
  ["listing", "/shop/shop_left_sidebar"],
  ["category", "/Huawei/P-Series"],
  ["contact", "/page/contact_us"],
  ["faq", "/page/faq"],
  ["köpvillkor", "/page/kopvillkor"],
  ["cart", "/page/cart"],
  ["checkout", "/page/checkout"],
  ["blog", "/blog"],
  // The sign-in widget is not preloaded here either: it is fetched after hydration, and only
  // by the account pages (apps/shop/app/account/load-auth-elements.ts).
  ["login", "/page/login"],
] as const;

function sizeOf(buffer: Buffer): Size {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };

interface PageWeight {
  page: string;
  path: string;
  html: Size;
  js: Size;
  jsFiles: number;
  css: Size;
  cssFiles: number;
}

async function weigh(server: BenchServer, page: string, pagePath: string): Promise<PageWeight> {
  const { html, scripts, styles } = await preloadedAssets(server.origin, pagePath);
  let js = ZERO;
  for (const href of scripts) js = add(js, sizeOf(await fetchBytes(server.origin + href)));
  let css = ZERO;
  for (const href of styles) css = add(css, sizeOf(await fetchBytes(server.origin + href)));
  return {
    page,
    path: pagePath,
    html: sizeOf(Buffer.from(html)),
    js,
    jsFiles: scripts.length,
    css,
    cssFiles: styles.length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const row = (w: PageWeight) =>
  [
    w.page.padEnd(14),
    `${kb(w.js.raw)} ${kb(w.js.gzip)} ${kb(w.js.brotli)}  (${String(w.jsFiles).padStart(2)} files)`,
    `${kb(w.css.raw)} ${kb(w.css.gzip)} ${kb(w.css.brotli)}`,
    `${kb(w.html.raw)} ${kb(w.html.gzip)} ${kb(w.html.brotli)}`,
  ].join(" │ ");

buildAll();
const { shop, baseline } = await startServers();
try {
  const base = await weigh(baseline, "baseline", "/");
  const pages: PageWeight[] = [];
  for (const [page, pagePath] of PAGES) pages.push(await weigh(shop, page, pagePath));
  pages.push(await weigh(shop, "product", await firstProductPath(shop.origin)));

  console.log("Page weight, KiB: raw, gzip -9, brotli q11 (what the HTML links to up front)\n");
  console.log(
    `${"page".padEnd(14)} │ ${"JS raw    gzip  brotli".padEnd(37)} │ CSS raw    gzip  brotli │ HTML raw   gzip  brotli`,
  );
  console.log("─".repeat(120));
  for (const w of [base, ...pages]) console.log(row(w));
  console.log("\nRatio to the bare React Router page (brotli JS / CSS / HTML):");
  for (const w of pages) {
    const ratio = (a: number, b: number) => (b === 0 ? "  n/a" : `${(a / b).toFixed(2)}×`);
    console.log(
      `  ${w.page.padEnd(14)} JS ${ratio(w.js.brotli, base.js.brotli)}  CSS ${w.css.brotli > 0 && base.css.brotli === 0 ? `+${kb(w.css.brotli).trim()} KiB (baseline has none)` : ratio(w.css.brotli, base.css.brotli)}  HTML ${ratio(w.html.brotli, base.html.brotli)}`,
    );
  }
  const outDir = path.join(root, "bench/results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "shop-weight.json"),
    JSON.stringify({ measuredAt: new Date().toISOString(), baseline: base, pages }, null, 2),
  );
  console.log(`\nwritten to bench/results/shop-weight.json`);
} finally {
  await shop.stop();
  await baseline.stop();
}
