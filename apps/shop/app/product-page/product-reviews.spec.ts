// A product page's reviews, in Chromium, on the demo's reviews: the count and average are the
// reviews one can read, the same as on the product's card and in the page's JSON-LD; the order
// and the stars picked by the form (without JavaScript too) change what is listed.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const PRODUCT = "/product/galaxy-a16-5g/1050";

const starsOf = async (page: Page) =>
  (
    await page
      .getByRole("region", { name: "Betyg och omdömen" })
      .getByRole("article")
      .allTextContents()
  ).map((text) => Number(/(\d) av 5 stjärnor/.exec(text)?.[1]));

test("the numbers shown are the reviews listed, on the page, its card and its JSON-LD", async ({
  page,
}) => {
  await page.goto(PRODUCT);
  const reviews = page.getByRole("region", { name: "Betyg och omdömen" });
  const listed = await starsOf(page);
  expect(listed.length).toBeGreaterThanOrEqual(2);
  await expect(reviews).toContainText(`${listed.length} recensioner`);
  await expect(reviews).toContainText(`Visar ${listed.length} av ${listed.length} omdömen`);
  const mean = listed.reduce((sum, n) => sum + n, 0) / listed.length;

  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as {
    aggregateRating: { ratingValue: number; reviewCount: number };
    review: { author: { name: string }; reviewRating: { ratingValue: number } }[];
  };
  expect(data.aggregateRating.reviewCount).toBe(listed.length);
  expect(Math.abs(data.aggregateRating.ratingValue - mean)).toBeLessThanOrEqual(0.25);
  expect(data.review.map((r) => r.reviewRating.ratingValue)).toEqual(listed.slice(0, 5));

  // The product's card elsewhere counts the same reviews.
  await page.goto("/page/search?q=Galaxy+A16");
  const card = page
    .getByRole("link", { name: /Galaxy A16 5G/ })
    .first()
    .locator("xpath=ancestor::*[.//p][1]");
  await expect(card).toContainText(`(${listed.length})`);
});

test("the order and the stars picked change the list, with and without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto(PRODUCT);
  await waitForHydration(page);
  const all = await starsOf(page);
  await page.getByLabel("Sortera").selectOption("Lägst betyg först");
  await page.getByRole("button", { name: "Visa omdömen" }).click();
  await expect(page).toHaveURL(/\?reviews=lowest/);
  // The address changes as the new list is rendered: ask until it is there.
  await expect.poll(() => starsOf(page)).toEqual([...all].sort((a, b) => a - b));

  const stars = all[0]!;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(PRODUCT);
  await plain.getByLabel("Betyg", { exact: true }).selectOption(String(stars));
  await plain.getByRole("button", { name: "Visa omdömen" }).click();
  await expect(plain).toHaveURL(new RegExp(`stars=${stars}`));
  const filtered = await starsOf(plain);
  expect(filtered.length).toBe(all.filter((n) => n === stars).length);
  expect(new Set(filtered)).toEqual(new Set([stars]));
  await noScript.close();
});
