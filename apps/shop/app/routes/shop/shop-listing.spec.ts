// Proof for issue 5: shop listings and category pages list real products, filter them from
// the URL (server-rendered, shareable), page, switch view, scroll on, and stay accessible.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

test.describe.configure({ mode: "parallel" });

const count = (page: Page) => page.getByTestId("results-count");
const cards = (page: Page) => page.locator("#listing-results [data-product-id]");

/** The total in "Visar 1–24 av 187 produkter", "187 produkter" or "1 produkt". */
async function total(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? "";
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  return text.startsWith("Inga") ? 0 : numbers[numbers.length - 1]!;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

test("filters by brand and by price with the slider's keys, in the URL and after a reload", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto("/shop/shop_left_sidebar");
  await waitForHydration(page);
  const all = await total(page);
  expect(all).toBeGreaterThan(24);

  await page.getByRole("checkbox", { name: /^Apple \(/ }).check();
  await expect(page).toHaveURL(/[?&]brand=apple(&|$)/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  const apple = await total(page);
  expect(apple).toBeGreaterThan(0);

  const highest = page.getByRole("slider", { name: "Högsta pris" });
  await highest.focus();
  for (let i = 0; i < 30; i++) await highest.press("ArrowLeft");
  await highest.press("PageDown");
  await highest.press("PageDown");
  // Key presses far apart (a busy machine) may navigate more than once: wait for the last.
  const upTo = page.getByRole("spinbutton", { name: "Till, kr" });
  await expect
    .poll(
      async () => new URL(page.url()).searchParams.get("maxPrice") === (await upTo.inputValue()),
    )
    .toBe(true);
  const maxPrice = Number(new URL(page.url()).searchParams.get("maxPrice"));
  expect(maxPrice).toBeGreaterThan(0);
  await expect.poll(() => total(page)).toBeLessThan(apple);
  const filtered = await total(page);
  await expect(highest).toBeFocused();

  await page.reload();
  await expect(count(page)).toBeVisible();
  expect(await total(page)).toBe(filtered);
  await expect(page.getByRole("checkbox", { name: /^Apple \(/ })).toBeChecked();
  await expect(page.getByRole("spinbutton", { name: "Till, kr" })).toHaveValue(String(maxPrice));
  await expect(cards(page).locator("p", { hasText: /^Apple$/ })).toHaveCount(
    await cards(page).count(),
  );
  expect(problems).toEqual([]);
});

test("pages through the results and switches to the list view", async ({ page }) => {
  await page.goto("/shop/shop_left_sidebar?sort=priceAsc");
  await waitForHydration(page);
  await expect(count(page)).toHaveText(/^Visar 1–24 av \d+ produkter$/);
  const firstPage = await cards(page).first().getAttribute("data-product-id");

  await page
    .getByRole("navigation", { name: "Sidor" })
    .getByRole("link", { name: "Sida 2" })
    .click();
  await expect(page).toHaveURL(/sort=priceAsc&page=2$/);
  await expect(count(page)).toHaveText(/^Visar 25–48 av \d+ produkter$/);
  expect(await cards(page).first().getAttribute("data-product-id")).not.toBe(firstPage);
  await expect(page.getByRole("link", { name: "Sida 2" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Lista", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.locator("[data-view=list]")).toBeVisible();
  await expect(page.getByRole("link", { name: "Lista", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("works without JavaScript: the filter form is a GET form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop/shop_left_sidebar");
  const all = await total(page);
  await page.getByRole("checkbox", { name: /^Apple \(/ }).check();
  await page.getByRole("spinbutton", { name: "Till, kr" }).fill("5000");
  await page.getByRole("button", { name: "Visa resultat" }).click();
  await expect(page).toHaveURL(/brand=apple/);
  await expect(page).toHaveURL(/maxPrice=5000/);
  expect(await total(page)).toBeLessThan(all);
  await context.close();
});

test("the infinite list loads more on scroll, and says so", async ({ page }) => {
  await page.goto("/shop/shop_list_infinite");
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByRole("link", { name: "Visa fler" })).toHaveAttribute("href", /page=2/);

  await page.getByRole("link", { name: "Visa fler" }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(48);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("24 produkter till har laddats.")).toBeAttached();
  await expect(count(page)).toHaveText(/^Visar 48 av \d+ produkter$/);
});

test("a device category page lists only its own products", async ({ page }) => {
  await page.goto("/shop/shop_no_sidebar");
  const all = await total(page);

  await page.goto("/apple/iphone");
  const iphone = await total(page);
  expect(iphone).toBeGreaterThan(0);
  expect(iphone).toBeLessThan(all);
  const iphoneIds = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute("data-product-id")),
  );

  await page.goto("/playstation/ps5");
  const ps5Ids = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute("data-product-id")),
  );
  expect(ps5Ids.length).toBeGreaterThan(0);
  expect(ps5Ids.filter((id) => iphoneIds.includes(id))).toEqual([]);
});

test("the filter-tags page offers its products' tags as a filter", async ({ page }) => {
  await page.goto("/globalt-allmant/taggar-for-filterfunktion");
  const tags = page.getByRole("group", { name: "Taggar" });
  await expect(tags.getByRole("checkbox").first()).toBeVisible();
});

test("bogus query parameters give the normal page", async ({ page }) => {
  await page.goto("/shop/shop_left_sidebar");
  const all = await total(page);
  const response = await page.goto(
    "/shop/shop_left_sidebar?page=abc&minPrice=-5&brand=<script>&sort=cheap&view=3d&colour=octarine",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Produkter med filter till vänster",
  );
  expect(await total(page)).toBe(all);
});

test("no matches: a clear message and a way back", async ({ page }) => {
  await page.goto("/shop/shop_left_sidebar?minPrice=9999999");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { name: "Inga produkter matchar dina filter" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Rensa filter" }).last().click();
  await expect(page).toHaveURL(/\/shop\/shop_left_sidebar$/);
  await expect.poll(() => total(page)).toBeGreaterThan(0);
});

test("an id that can be nothing is a 404", async ({ page }) => {
  const response = await page.goto("/shop/shop_list/finns-inte");
  expect(response?.status()).toBe(404);
});

test("the off-canvas filters open as a dialog and close with Escape", async ({ page }) => {
  await page.goto("/shop/shop_canvas_filter");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Visa filter" }).click();
  const dialog = page.getByRole("dialog", { name: "Filtrera" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

for (const path of ["/shop/shop_left_sidebar?brand=apple", "/apple/iphone"]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
}
