// "Helpful" on a review, in Chromium: with the page's script the vote is counted in place, once
// per visitor (a second vote changes nothing); without script the form posts and comes back.
// The one-star list of /page/review holds only the demo's reviews, which no other test votes on.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const LIST = "/page/review?stars=1";

// Both tests vote on the same review, so one at a time.
test.describe.configure({ mode: "serial" });

async function firstReview(page: Page): Promise<{ review: Locator; byline: string }> {
  const review = page.getByRole("article").first();
  const byline = (await review.locator("p").first().textContent()) ?? "";
  return { review, byline };
}

const countOf = async (review: Locator) =>
  Number(
    /(\d+) tyckte att omdömet var till hjälp/.exec((await review.textContent()) ?? "")?.[1] ?? 0,
  );

const sameReview = (page: Page, byline: string) =>
  page.getByRole("article").filter({ hasText: byline });

test("a visitor's vote counts once, in place", async ({ page }) => {
  await page.goto(LIST);
  await waitForHydration(page);
  const { review, byline } = await firstReview(page);
  const before = await countOf(review);
  await review.getByRole("button", { name: "Till hjälp" }).click();
  await expect(review.getByRole("status")).toHaveText("Tack, din röst är räknad.");
  await expect(review).toContainText(`${before + 1} tyckte att omdömet var till hjälp`);

  await page.reload();
  await waitForHydration(page);
  const again = sameReview(page, byline);
  expect(await countOf(again)).toBe(before + 1);
  await again.getByRole("button", { name: "Till hjälp" }).click();
  await expect(again.getByRole("status")).toHaveText("Tack, din röst är räknad.");
  await page.reload();
  expect(await countOf(sameReview(page, byline))).toBe(before + 1);
});

test("without JavaScript the vote is a form that comes back to the list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const { review, byline } = await firstReview(page);
  const before = await countOf(review);
  await review.getByRole("button", { name: "Till hjälp" }).click();
  await expect(page).toHaveURL(/\/page\/review\?stars=1$/);
  expect(await countOf(sameReview(page, byline))).toBe(before + 1);
  await context.close();
});
