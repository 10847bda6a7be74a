// /veckans-deal: this week's deal from the catalogue, its real end time and a ticking
// countdown, the 30-day lowest price beside the reduction, and no hydration problems.
import { expect, test } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../test-support/page-problems.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

test("shows a reduced product with the 30-day lowest price and a countdown to Sunday night", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto("/veckans-deal");
  await waitForHydration(page);
  const deal = page.getByTestId("deal");
  await expect(deal.getByRole("heading", { level: 2 })).not.toBeEmpty();
  await expect(deal.locator("[data-lowest-price]")).toContainText(
    "Lägsta pris 30 dagar före sänkningen:",
  );
  await expect(deal.getByText(/^−\d+ %$/)).toBeVisible();

  // The end is a real instant: Monday 00:00 in Stockholm, written out as Sunday 23:59.
  const end = await deal.locator("time").getAttribute("datetime");
  expect(new Date(end ?? "").getTime()).toBeGreaterThan(Date.now());
  await expect(deal.locator("time")).toContainText("söndag");

  const seconds = page.getByTestId("deal-countdown").locator("li").nth(3).locator("span").first();
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? "", { timeout: scaled(3000) });

  // The product link leads to that product's page.
  const name = await deal.getByRole("heading", { level: 2 }).textContent();
  await deal.getByRole("link", { name: "Till produkten" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
  expect(problems).toEqual([]);
});
