// Startup time of both widgets in one run, on the same page (the page written for the official
// widget, ../../../e2e/support/official-elements-page.ts, serving either bundle as
// /elements.js) against the same auth server (../../../e2e/support/auth-server.ts):
// from navigation start to an interactive login screen, i.e. the first animation frame in which
// <hanko-auth>'s email input is there, enabled and visible. Each run is a cold load in a new
// browser context; the two widgets take turns, after one uncounted warm-up load each.
//
//   npm run build -w @kretsbutiken/auth-elements
//   node packages/auth-elements/bench/startup.ts [--runs 10]
import { chromium, type Browser } from "@playwright/test";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { startAuthServer } from "../../../e2e/support/auth-server.ts";
import {
  OFFICIAL_ELEMENTS_JS,
  startOfficialElementsPage,
  type OfficialElementsPage,
} from "../../../e2e/support/official-elements-page.ts";
import { CHROMIUM_ARGS, findChromium } from "../../../scripts/find-chromium.ts";
import { STANDALONE_BUNDLE } from "../e2e/support/page-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Number(values.runs);

/** One load, measured in the page: ms from navigation start. */
type Load = { interactive: number; loginInitRenders: number; lastLoginInit: number };

// Runs before the page's own scripts. rAF polling: a user cannot act on a frame not yet painted.
const MEASURE = `
  window.__loginInit = [];
  document.addEventListener("hanko-after-state-change", (event) => {
    if (event.detail?.state?.name === "login_init") window.__loginInit.push(performance.now());
  });
  window.__interactive = new Promise((resolve) => {
    const check = () => {
      const input = document.querySelector("hanko-auth")?.shadowRoot
        ?.querySelector("input[type=email]");
      if (input && !input.disabled && input.checkVisibility()) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
`;

type Widget = { name: string; bundle: string; page?: OfficialElementsPage; loads: Load[] };

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(MEASURE);
  await page.goto(url);
  const interactive = await page.evaluate(
    () => (window as unknown as { __interactive: Promise<number> }).__interactive,
  );
  // The official widget renders login_init a second time 500 ms later: wait past that.
  await page.waitForTimeout(1000);
  const renders = await page.evaluate(
    () => (window as unknown as { __loginInit: number[] }).__loginInit,
  );
  await context.close();
  return { interactive, loginInitRenders: renders.length, lastLoginInit: renders.at(-1) ?? NaN };
}

/** Nearest-rank percentile. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

if (!existsSync(STANDALONE_BUNDLE)) {
  throw new Error("Build first: npm run build -w @kretsbutiken/auth-elements");
}
const widgets: Widget[] = [
  { name: "official @teamhanko/hanko-elements 2.7.0", bundle: OFFICIAL_ELEMENTS_JS, loads: [] },
  { name: "ours (dist/standalone/elements.js)", bundle: STANDALONE_BUNDLE, loads: [] },
];
for (const widget of widgets) {
  widget.page = await startOfficialElementsPage({ bundle: widget.bundle });
}
const origins = widgets.map((widget) => widget.page?.url).join(",");
// Every load starts a login flow from one IP: the rate limit would answer after a few dozen.
const auth = await startAuthServer(origins, { RATE_LIMIT_ENABLED: "false" });
for (const widget of widgets) widget.page?.setApi(auth.url);
const browser = await chromium.launch({
  ...(findChromium() !== undefined && { executablePath: findChromium() }),
  args: CHROMIUM_ARGS,
});

try {
  for (let run = 0; run <= runs; run += 1) {
    for (const widget of widgets) {
      const result = await load(browser, `${widget.page?.url}/`);
      if (run > 0) widget.loads.push(result);
    }
  }
} finally {
  await browser.close();
  await auth.close();
  for (const widget of widgets) await widget.page?.close();
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`Navigation start to an interactive login screen, ${runs} cold loads each:\n`);
console.log("| widget | median | p90 | login_init renders | last login_init render (median) |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const { name, loads } of widgets) {
  const interactive = loads.map((l) => l.interactive);
  const renders = [...new Set(loads.map((l) => l.loginInitRenders))].join("/");
  const last = percentile(
    loads.map((l) => l.lastLoginInit),
    50,
  );
  console.log(
    `| ${name} | ${ms(percentile(interactive, 50))} | ${ms(percentile(interactive, 90))} | ${renders} | ${ms(last)} |`,
  );
}
const [official, ours] = widgets.map((w) => w.loads.map((l) => l.interactive));
const ratio = (p: number) => (percentile(ours ?? [], p) / percentile(official ?? [], p)).toFixed(2);
console.log(`\nours / official: median ${ratio(50)}, p90 ${ratio(90)}`);
