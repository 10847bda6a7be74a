// Issue 5's walk through the shop in one go: filter a listing, open a product from it, use
// the hover zoom, the 360° view and the lightbox, then add it to the cart, the wishlist and
// the compare list, checking every message the shopper gets, and the three list pages.
// Demo product: 1002 iPhone 16 Pro.
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../test-support/page-problems.ts";

const said = (page: Page, text: string | RegExp) =>
  page.getByTestId("list-messages").getByText(text).first();

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

test("filter, open a product, look at it closely, and keep it in all three lists", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.emulateMedia({ reducedMotion: "reduce" });

  // 1. A filtered listing.
  await page.goto("/shop/shop_left_sidebar");
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: /^Apple \(/ }).check();
  await expect(page).toHaveURL(/[?&]brand=apple(&|$)/);
  const pro = page.locator('article[data-product-id="1002"]').first();
  await expect(pro).toBeVisible();
  await expect(
    page.locator("article[data-product-id]").filter({ hasNotText: "Apple" }),
  ).toHaveCount(0);

  // 2. The product, from its card.
  await pro.getByRole("link", { name: "iPhone 16 Pro", exact: true }).click();
  await expect(page).toHaveURL(/\/product\/iphone-16-pro\/1002$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("iPhone 16 Pro");
  await waitForHydration(page);

  // 3. Hover zoom.
  const zoom = page.getByTestId("zoom");
  await zoom.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await zoom.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
  await expect(zoom.locator("[data-zoom-layer]")).toHaveAttribute("style", /scale/);
  await page.mouse.move(0, 0);

  // 4. The lightbox: opened, stepped, closed.
  await page.getByRole("button", { name: /^Förstora bilden/ }).click();
  const dialog = page.getByRole("dialog", { name: "Bilder av iPhone 16 Pro" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(/^Bild 1 av \d+$/);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(/^Bild 2 av \d+$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // 5. The 360° view, turned by keyboard.
  await page.getByRole("button", { name: "Visa i 360°" }).click();
  const spin = page.getByRole("slider", { name: "iPhone 16 Pro i 360°" });
  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(spin.locator("img")).toHaveAttribute("src", /\/1002\/spin-2-/);

  // 6. Into the lists, with every message.
  const buyBox = page.locator("[data-buy-box-actions]");
  await buyBox.locator('[data-action="add-to-cart"]').click();
  await expect(said(page, "iPhone 16 Pro ligger nu i varukorgen")).toBeVisible();
  await buyBox.locator('[data-action="add-to-cart"]').click();
  await expect(said(page, "Du har nu 2 st iPhone 16 Pro i varukorgen")).toBeVisible();
  await expect(page.locator('[data-counter="Varukorg"]')).toHaveText("2");

  await buyBox.locator('[data-action="wishlist"]').click();
  await expect(said(page, "Tillagd i önskelistan")).toBeVisible();
  await buyBox.locator('[data-action="wishlist"]').click();
  await expect(said(page, "Finns redan i din önskelista")).toBeVisible();
  await expect(page.locator('[data-counter="Önskelista"]')).toHaveText("1");

  await buyBox.locator('[data-action="compare"]').click();
  await expect(said(page, "Tillagd för jämförelse")).toBeVisible();
  await expect(said(page, /valdes ut att jämföra med/)).toBeVisible();
  await expect(page.locator('[data-counter="Jämför"]')).toHaveText("2");

  // 7. The three pages hold what was added.
  await page.goto("/page/cart");
  await waitForHydration(page);
  await expect(page.locator('tr[data-cart-line="1002"]').getByLabel(/^Antal av/)).toHaveValue("2");
  await page.goto("/page/wishlist");
  await waitForHydration(page);
  await expect(page.locator('article[data-product-id="1002"]')).toBeVisible();
  await page.goto("/page/compare");
  await waitForHydration(page);
  const table = page.getByRole("table");
  await expect(table).toContainText("iPhone 16 Pro");
  await expect(table.getByRole("columnheader")).not.toHaveCount(0);
  expect(problems).toEqual([]);
});
