// A product page's reviews, in Chromium, on the demo's reviews: the count and average are the
// reviews one can read, the same as on the product's card and in the page's JSON-LD; the order
// and the stars picked by the form (without JavaScript too) change what is listed; the page
// opens with the first few and "Visa fler omdömen" lists more (decision record 0051).
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const PRODUCT = "/product/galaxy-a16-5g/1050";
/** The reviews a product page opens with (review-query.ts). */
const FIRST = 5;

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
  // Every review of the product listed: pages enough of them.
  await page.goto(`${PRODUCT}?reviewPage=20`);
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
  await page.goto(`${PRODUCT}?reviewPage=20`);
  await waitForHydration(page);
  const all = await starsOf(page);
  await page.getByLabel("Sortera").selectOption("Lägst betyg först");
  await page.getByRole("button", { name: "Visa omdömen" }).click();
  await expect(page).toHaveURL(/\?reviews=lowest/);
  // The address changes as the new list is rendered: ask until it is there.
  await expect.poll(() => starsOf(page)).toEqual([...all].sort((a, b) => a - b).slice(0, FIRST));

  const stars = all[0]!;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(PRODUCT);
  await plain.getByLabel("Betyg", { exact: true }).selectOption(String(stars));
  await plain.getByRole("button", { name: "Visa omdömen" }).click();
  await expect(plain).toHaveURL(new RegExp(`stars=${stars}`));
  const filtered = await starsOf(plain);
  expect(filtered.length).toBe(Math.min(FIRST, all.filter((n) => n === stars).length));
  expect(new Set(filtered)).toEqual(new Set([stars]));
  await noScript.close();
});

test("the page opens with the first few reviews; 'Visa fler omdömen' lists more, without JavaScript too", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(PRODUCT);
  const first = await starsOf(page);
  expect(first).toHaveLength(FIRST);
  const reviews = page.getByRole("region", { name: "Betyg och omdömen" });
  const total = Number(/Visar \d+ av (\d+) omdömen/.exec((await reviews.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(FIRST);
  await reviews.getByRole("link", { name: "Visa fler omdömen" }).click();
  await expect(page).toHaveURL(/reviewPage=2/);
  await expect(reviews).toContainText(`Visar ${Math.min(total, FIRST + 10)} av ${total} omdömen`);
  expect((await starsOf(page)).slice(0, FIRST)).toEqual(first);
  await noScript.close();
});
