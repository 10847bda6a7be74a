// The one rule for request bodies, proved against every route (README "Request bodies"): the
// fuzzer walks app/routes.ts itself against a shop of its own (test-support/fuzz/), so a new
// route is fuzzed without anyone adding it here. Thousands of hostile queries and bodies must
// get no 5xx, no hang and no injected markup given back live. It prints what it covered.
import { expect, test } from "@playwright/test";
import { startFuzzShop } from "../test-support/fuzz/fuzz-shop.ts";
import { formatFuzzReport } from "../test-support/fuzz/fuzz-report.ts";
import { routePatterns } from "../test-support/fuzz/route-patterns.ts";
import { fuzzRoutes } from "../test-support/fuzz/run-fuzz.ts";
import { scaled } from "../../../scripts/time-scale.ts";

test("every route answers hostile queries and bodies without a 5xx, a hang or live markup", async () => {
  // About 8,000 requests: some 20 s of the server's time. Room for a machine busy with more.
  test.setTimeout(scaled(300_000));
  const shop = await startFuzzShop();
  try {
    const report = await fuzzRoutes(shop.url);
    console.log(formatFuzzReport(report));
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(5000);
    expect(report.routes.map((route) => route.pattern)).toEqual(
      routePatterns.map((route) => route.pattern),
    );
    expect(report.routes.filter((route) => route.requests < 20)).toEqual([]);
    // The markers do reach the pages, escaped: the check for live ones is not vacuous.
    expect(report.escapedEchoes).toBeGreaterThan(0);
  } finally {
    await shop.stop();
  }
});
