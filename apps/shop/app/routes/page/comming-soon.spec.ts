// The coming-soon page with an opening date configured (playwright.config.ts sets one): the
// date in words and a countdown that runs, beside the newsletter sign-up (newsletter.spec.ts
// proves it stores; layout-settings.spec.ts that the theme settings are hidden here).
import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../../test-support/page-problems.ts";
import { scaled } from "../../../../../scripts/time-scale.ts";

test("counts down to the configured opening, beside the newsletter sign-up", async ({ page }) => {
  await page.goto("/page/comming_soon");
  await expect(page.getByText("Vi öppnar fredag 1 mars 2030 kl. 09:00.")).toBeVisible();
  const countdown = page.getByTestId("deal-countdown");
  await expect(countdown).toBeVisible();
  const days = Number(await countdown.locator("li").first().locator("span").first().textContent());
  expect(days).toBeGreaterThan(365);
  await waitForHydration(page);
  const seconds = countdown.locator("li").nth(3).locator("span").first();
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "", { timeout: scaled(3000) });
  await expect(page.getByRole("heading", { name: "Få besked när vi öppnar" })).toBeVisible();
});
