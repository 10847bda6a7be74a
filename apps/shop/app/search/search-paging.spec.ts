// Search pages through every hit. "mobil" finds more phones than one page holds
// (48): the count says which ones are shown, "Visa fler" and the page links lead on, with and
// without JavaScript, and no product is shown twice or skipped. Facets narrow the search.
// A repair word ("skärmbyte"), a part number and a number with its unit find the part.
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../test-support/page-problems.ts";

test.describe.configure({ mode: "parallel" });

const cards = (page: Page) => page.locator("article[data-product-id]");
const shownIds = (page: Page) =>
  cards(page).evaluateAll((found) => found.map((card) => card.getAttribute("data-product-id")));

async function pageThrough(page: Page, hydrated: boolean) {
  await page.goto("/page/search?q=mobil");
  if (hydrated) await waitForHydration(page);
  const count = page.getByTestId("search-count");
  await expect(count).toHaveText(/^(\d+) produkter hittades\. Visar 1–48\.$/);
  const total = Number(/^(\d+)/.exec((await count.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(48);
  const first = await shownIds(page);
  await page.getByTestId("search-more").click();
  await expect(page).toHaveURL(/\/page\/search\?q=mobil&page=2$/);
  await expect(count).toHaveText(new RegExp(`Visar 49–${Math.min(96, total)}\\.$`));
  const second = await shownIds(page);
  return { total, first, second };
}

test("Visa fler leads to the next 48 hits, none twice (with JavaScript)", async ({ page }) => {
  const problems = collectPageProblems(page);
  const { total, first, second } = await pageThrough(page, true);
  expect(first).toHaveLength(48);
  expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
  expect(first.length + second.length).toBe(Math.min(total, 96));
  const pages = page.getByRole("navigation", { name: "Sidor" });
  await pages.getByRole("link", { name: "Sida 1" }).click();
  await expect(page.getByTestId("search-count")).toHaveText(/Visar 1–48\.$/);
  expect(await shownIds(page)).toEqual(first);
  expect(problems).toEqual([]);
});

test("Visa fler and the page links work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { total, first, second } = await pageThrough(page, false);
  expect(new Set([...first, ...second]).size).toBe(Math.min(total, 96));
  await context.close();
});

test("a malformed page number is the first page; one past the end links back", async ({ page }) => {
  const response = await page.goto("/page/search?q=mobil&page=2x");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("search-count")).toHaveText(/Visar 1–48\.$/);
  expect((await page.goto("/page/search?q=mobil&page=99"))?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sida 1" })).toBeVisible();
});

test("a brand facet narrows the search and counts what it leaves", async ({ page }) => {
  await page.goto("/page/search?q=mobil");
  const facets = page.getByRole("navigation", { name: "Förfina sökningen" });
  const apple = facets.getByRole("link", { name: /^Apple \((\d+)\)$/ });
  const count = Number(/\((\d+)\)/.exec((await apple.textContent()) ?? "")?.[1]);
  await apple.click();
  await expect(page).toHaveURL(/brand=Apple/);
  await expect(page.getByTestId("search-count")).toHaveText(
    count === 1 ? "1 produkt hittades." : `${count} produkter hittades.`,
  );
  await expect(cards(page)).toHaveCount(Math.min(count, 48));
  await expect(facets.getByRole("link", { name: /^Apple/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("a misspelt word finds its near spellings and says so", async ({ page }) => {
  await page.goto("/page/search?q=h%C3%B6rlruar");
  await expect(
    page.getByRole("heading", {
      name: "Inga exakta träffar för ”hörlruar”. Menade du någon av de här?",
    }),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test("a repair word, a part number and a number with its unit find the part first", async ({
  page,
}) => {
  const firstHit = {
    "skärmbyte iphone 13": "Ersättningsskärm till iPhone 13, OLED",
    "batteri g30": "Ninebot batteri för Max G30",
    "laddare usb-c 65w": "Anker Prime laddare 65 W",
  };
  for (const [query, name] of Object.entries(firstHit)) {
    await page.goto(`/page/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByTestId("search-count")).toHaveText(/produkte?r? hittades/);
    await expect(page.getByRole("heading", { name: /Inga exakta träffar/ })).toHaveCount(0);
    await expect(cards(page).first()).toContainText(name);
  }
});
