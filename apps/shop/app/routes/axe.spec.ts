// Proof for issue 4: axe on every route, no serious or critical violations (WCAG 2.1 AA is
// what lag 2023:254 asks of a shop, market.md).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { extraRoutes, specRoutes } from "../../test-support/spec-routes.ts";

test.describe.configure({ mode: "parallel" });

for (const { path } of [...specRoutes, ...extraRoutes]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  });
}
