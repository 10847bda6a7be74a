// Issue 5: search with a typeahead that understands Swedish. The header box suggests products
// as the shopper types (å/ä/ö typed as a/o too), the keyboard picks one, and a submitted query
// lands on /page/search with product cards; the demo page /voxo_plus/search searches as well.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

test.describe.configure({ mode: "parallel" });

const headerBox = (page: Page) => page.locator("#header-search");
const suggestions = (page: Page) => page.locator("#header-search-listbox");

test("typing horlurar suggests headphones; ArrowDown and Enter open the product", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto("/");
  await waitForHydration(page);

  const box = headerBox(page);
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.fill("horlurar");

  const list = page.getByRole("listbox", { name: "Sökförslag" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  expect(await options.count()).toBeLessThanOrEqual(9); // 8 products and "show all"
  await expect(options.filter({ hasText: /headset|AirPods|WH-1000/i }).first()).toBeVisible();
  await expect(page.getByText(/^\d+ förslag\. Välj med pil upp och pil ned\.$/)).toBeAttached();

  await box.press("ArrowDown");
  const first = options.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  const name = (await first.locator("span.block").first().textContent())!;

  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  expect(problems).toEqual([]);
});

test("Escape closes the suggestions, and a second Escape empties the box", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = headerBox(page);
  await box.fill("hoerlurar");
  await expect(suggestions(page)).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await expect(suggestions(page).getByRole("option").last()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await box.press("Escape");
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue("hoerlurar");
  await box.press("Escape");
  await expect(box).toHaveValue("");
});

test("submitting mobiler shows phones on /page/search", async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto("/");
  await waitForHydration(page);
  await headerBox(page).fill("mobiler");
  await headerBox(page).press("Enter");

  await expect(page).toHaveURL(/\/page\/search\?q=mobiler$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Sökresultat för ”mobiler”" }),
  ).toBeVisible();
  await expect(page.getByTestId("search-count")).toHaveText(/^\d+ produkter hittades/);
  const cards = page.locator("article[data-product-id]");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /iPhone|Galaxy|Xperia|Huawei/ }).first()).toBeVisible();
  // The results page's own box holds the query.
  await expect(page.locator("#page-search")).toHaveValue("mobiler");
  expect(problems).toEqual([]);
});

test("without JavaScript the search box still submits to the results page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("#header-search").fill("hörlurar");
  await page.locator("#header-search").press("Enter");
  await expect(page).toHaveURL(/\/page\/search\?q=h%C3%B6rlurar$/);
  await expect(page.locator("article[data-product-id]").first()).toBeVisible();
  await context.close();
});

test("/voxo_plus/search searches too, and its box stays on the demo page", async ({ page }) => {
  await page.goto("/voxo_plus/search?q=konsoler");
  await expect(page.locator("article[data-product-id]").first()).toBeVisible();
  await expect(page.getByTestId("search-count")).toHaveText(/produkter hittades/);
  await waitForHydration(page);
  await page.locator("#demo-search").fill("elsparkcyklar");
  await page.locator("#demo-search").press("Enter");
  await expect(page).toHaveURL(/\/voxo_plus\/search\?q=elsparkcyklar$/);
  await expect(page.locator("article[data-product-id]").first()).toBeVisible();
});

test("a query with no hits says so, echoes it as text and offers categories", async ({ page }) => {
  const query = '<img src=x onerror="window.hacked=1">zzqx';
  await page.goto(`/page/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { name: `Inga träffar för ”${query}”` })).toBeVisible();
  await expect(page.locator("article[data-product-id]")).toHaveCount(0);
  const categories = page.getByRole("navigation", { name: "Populära kategorier" });
  await expect(categories.getByRole("link", { name: "Apple iPhone" })).toBeVisible();
  expect(await page.evaluate(() => "hacked" in window)).toBe(false);
});

test.describe("odd queries never break the page", () => {
  for (const query of ["", "%00%01%1B", "x".repeat(1000), "%F0%9F%98%80", "%E0%A4", "%%%"]) {
    test(`/page/search?q=${query.slice(0, 20)}`, async ({ page }) => {
      const response = await page.goto(`/page/search?q=${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sök");
    });
  }
});

test("the suggest endpoint answers JSON, briefly cacheable, for any query", async ({ request }) => {
  const found = await request.get("/api/search/suggest?q=horlurar&lang=se");
  expect(found.status()).toBe(200);
  expect(found.headers()["cache-control"]).toBe("public, max-age=30");
  const body = (await found.json()) as { suggestions: { url: string; name: string }[] };
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(8);
  for (const query of ["", "%00", "a".repeat(1000), "%F0", "'; DROP TABLE products; --"]) {
    const response = await request.get(`/api/search/suggest?q=${query}`);
    expect(response.status(), query.slice(0, 20)).toBe(200);
  }
});

test("axe finds nothing serious on the results page, nor with suggestions open", async ({
  page,
}) => {
  await page.goto("/page/search?q=mobiler");
  await waitForHydration(page);
  await page.locator("#page-search").fill("hörlurar");
  await expect(page.locator("#page-search-listbox")).toBeVisible();
  await page.locator("#page-search").press("ArrowDown");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
});
