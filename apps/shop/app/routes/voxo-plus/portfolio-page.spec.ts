// The template's seven portfolio pages: the shop's product pictures in each layout (columns
// counted from where the pictures stand, at Desktop Chrome's 1280 px), the filter tabs with
// and without JavaScript, the product page's lightbox over the pictures shown, and axe.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../../../test-support/axe.ts";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";
import { sizesWidth } from "../../../test-support/sizes-width.ts";
import { PORTFOLIO_LAYOUTS, type PortfolioPage } from "../../portfolio/portfolio-layouts.ts";

const at = (page: PortfolioPage, search = "") => `/voxo_plus/portfolio_page/${page}${search}`;

const gallery = (page: Page) => page.getByTestId("portfolio-gallery");
const items = (page: Page) => gallery(page).getByTestId("portfolio-item");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Visa bilder av" });
const tab = (page: Page, name: string) =>
  tabs(page).getByRole("link", { name: new RegExp(`^${name}`) });

/** The count a tab shows: "Mobiltelefoner (4)". */
async function tabCount(link: Locator): Promise<number> {
  return Number(/\((\d+)\)/.exec(await link.innerText())?.[1]);
}

/** The product types of the pictures shown, asked of the shop's API by the product links. */
async function typesShown(page: Page): Promise<string[]> {
  const hrefs = await items(page)
    .locator("figcaption a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const ids = [...new Set(hrefs.map((href) => href.split("/").at(-1)))].join(",");
  const response = await page.request.get(`/api/products?ids=${ids}`);
  const { products } = (await response.json()) as { products: { type: string }[] };
  return [...new Set(products.map((product) => product.type))];
}

for (const [name, layout] of Object.entries(PORTFOLIO_LAYOUTS) as [
  PortfolioPage,
  (typeof PORTFOLIO_LAYOUTS)[PortfolioPage],
][]) {
  test(`${name}: the pictures in ${layout.columns} columns, ${layout.arrangement}${layout.gaps ? "" : " without gaps"}`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await page.goto(at(name));
    await expect(page.locator("[data-empty-state]")).toHaveCount(0);
    await expect(gallery(page)).toHaveAttribute("data-arrangement", layout.arrangement);
    expect(await items(page).count()).toBeGreaterThanOrEqual(16);

    const boxes = await items(page)
      .locator("figure > a")
      .evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { left: Math.round(box.left), width: box.width, height: Math.round(box.height) };
        }),
      );
    expect(new Set(boxes.map((box) => box.left)).size).toBe(layout.columns);
    const heights = new Set(boxes.map((box) => box.height));
    // A grid's pictures are all square; masonry's frames differ in height.
    if (layout.arrangement === "grid") expect(heights.size).toBe(1);
    else expect(heights.size).toBeGreaterThan(1);

    const style = await gallery(page).evaluate((list) => {
      const css = getComputedStyle(list);
      return {
        display: css.display,
        columnCount: css.columnCount,
        tracks: css.gridTemplateColumns.split(" ").length,
        gap: css.columnGap,
      };
    });
    if (layout.arrangement === "grid") {
      expect(style.display).toBe("grid");
      expect(style.tracks).toBe(layout.columns);
    } else {
      expect(style.columnCount).toBe(String(layout.columns));
    }
    expect(style.gap).toBe(layout.gaps ? "16px" : "0px");

    // Real pictures, fetched in the width the sizes attribute promises (give or take the
    // scrollbar), and a product page behind each name.
    const first = items(page).first();
    const img = first.locator("img");
    await expect
      .poll(() => img.evaluate((it: HTMLImageElement) => it.naturalWidth))
      .toBeGreaterThan(0);
    const sizes = (await img.getAttribute("sizes")) ?? "";
    const promised = sizesWidth(sizes, page.viewportSize()!.width);
    expect(boxes[0]!.width).toBeLessThanOrEqual(promised + 1);
    expect(boxes[0]!.width).toBeGreaterThan(promised - 20);
    await expect(first.locator("figcaption a")).toHaveAttribute("href", /^\/product\/[^/]+\/\d+$/);
    expect(problems).toEqual([]);
  });
}

test("the tabs filter the pictures in place, keeping the page and its scroll", async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto(at("portfolio_3_grid"));
  await waitForHydration(page);
  await expect(tab(page, "Alla")).toHaveAttribute("aria-current", "page");
  const all = await items(page).count();
  expect(await tabCount(tab(page, "Alla"))).toBe(all);
  expect((await typesShown(page)).length).toBeGreaterThanOrEqual(5);

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await tabs(page).evaluate((nav) => nav.scrollIntoView());
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const phones = tab(page, "Mobiltelefoner");
  const count = await tabCount(phones);
  await phones.click();
  await expect(page).toHaveURL(/\?type=phone$/);
  await expect(phones).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "Alla")).not.toHaveAttribute("aria-current");
  await expect(items(page)).toHaveCount(count);
  await expect(page.getByRole("status")).toHaveText(`${count} bilder`);
  expect(await typesShown(page)).toEqual(["phone"]);

  await tab(page, "Alla").click();
  await expect(page).toHaveURL(/portfolio_3_grid$/);
  await expect(items(page)).toHaveCount(all);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(problems).toEqual([]);
});

test("an unknown kind in the address shows all the pictures", async ({ page }) => {
  const response = await page.goto(at("portfolio_4_grid", "?type=tekannor"));
  expect(response?.status()).toBe(200);
  await expect(tab(page, "Alla")).toHaveAttribute("aria-current", "page");
  await expect(items(page)).toHaveCount(await tabCount(tab(page, "Alla")));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links that filter, and a picture links to itself at full size", async ({
    page,
  }) => {
    await page.goto(at("portfolio_2_masonary"));
    const consoles = tab(page, "Spelkonsoler");
    const count = await tabCount(consoles);
    await consoles.click();
    await expect(page).toHaveURL(/portfolio_2_masonary\?type=console$/);
    await expect(consoles).toHaveAttribute("aria-current", "page");
    await expect(items(page)).toHaveCount(count);
    expect(await typesShown(page)).toEqual(["console"]);

    const picture = items(page)
      .first()
      .getByRole("link", { name: /^Visa större: / });
    const href = (await picture.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/images\/products\/\d+\/\d+-960\.webp$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
  });
});

test("a picture opens the lightbox over the pictures shown: arrows step, Escape closes", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto(at("portfolio_3_masonary", "?type=audio"));
  await waitForHydration(page);
  const count = await items(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  const names = await items(page).locator("figcaption a").allInnerTexts();
  const opener = items(page)
    .nth(1)
    .getByRole("link", { name: /^Visa större: / });

  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?type=audio$/);
  const counter = dialog.getByTestId("lightbox-counter");
  await expect(counter).toHaveText(`Bild 2 av ${count}`);
  await expect(dialog.getByRole("heading")).toHaveText(names[1]!);

  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Bild 3 av ${count}`);
  await expect(dialog.getByRole("heading")).toHaveText(names[2]!);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`Bild ${count} av ${count}`);
  const last = items(page)
    .nth(count - 1)
    .locator("figcaption a");
  await expect(dialog.getByRole("link", { name: "Till varan" })).toHaveAttribute(
    "href",
    (await last.getAttribute("href"))!,
  );
  await expectNoSeriousAxeViolations(page, "the portfolio's lightbox");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The keyboard opens it too, and its close button gives the focus back the same way.
  await opener.press("Enter");
  await expect(counter).toHaveText(`Bild 2 av ${count}`);
  await dialog.getByRole("button", { name: "Stäng" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(problems).toEqual([]);
});

// routes/axe.spec.ts checks the first of each family (portfolio_2_grid, portfolio_2_masonary):
// with these, axe sees every layout.
for (const name of [
  "portfolio_3_grid",
  "portfolio_4_grid",
  "portfolio_no_space",
  "portfolio_3_masonary",
  "portfolio_4_masonary",
] as const) {
  test(`axe finds nothing serious on ${name}`, async ({ page }) => {
    await page.goto(at(name));
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
}
