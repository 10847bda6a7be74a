// Issue 5, spec §4: the cart, wishlist and compare lists, kept in the browser, with prices and
// stock from the server. Demo products used: on /apple/iphone, "iPhone 14, begagnad" (1006,
// 3 in stock, 5 490 kr), "iPhone 15" (1005), "iPhone 13, begagnad" (1007, sold out); on
// /apple/ipad a tablet (1200).
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../../../test-support/axe.ts";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

const NBSP = "\u00a0";

const card = (page: Page, id: number) => page.locator(`article[data-product-id="${id}"]`).first();
const say = (page: Page, text: string | RegExp) =>
  page.getByTestId("list-messages").getByText(text).first();
const warn = (page: Page, text: string | RegExp) => page.getByRole("alert").getByText(text).first();
const counter = (page: Page, label: string) => page.locator(`[data-counter="${label}"]`);
/** The ids in this browser's compare list (local storage), in order. */
const comparedIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("compareItems") ?? "[]") as { id: number }[]).map(
      (item) => item.id,
    ),
  );

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("the cart: add from a listing, mini cart, quantities up to the stock, kept, removed, cleared", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await open(page, "/apple/iphone");
  await expect(counter(page, "Varukorg")).toHaveText("0");

  await card(page, 1006).locator('[data-action="add-to-cart"]').click();
  await expect(say(page, "iPhone 14, begagnad ligger nu i varukorgen")).toBeVisible();
  await card(page, 1006).locator('[data-action="add-to-cart"]').click();
  await expect(say(page, "Du har nu 2 st iPhone 14, begagnad i varukorgen")).toBeVisible();
  await card(page, 1005).locator('[data-action="add-to-cart"]').click();
  await expect(counter(page, "Varukorg")).toHaveText("3");
  // 2 × 5 490 kr + 7 990 kr
  await expect(page.getByTestId("cart-total")).toHaveText(`18${NBSP}970${NBSP}kr`);

  // A sold-out product cannot go in: the shopper is told, the cart stays as it was.
  // Its button is marked unavailable (aria-disabled) yet focusable, and says why when pressed.
  const soldOut = card(page, 1007).locator('[data-action="add-to-cart"]');
  await expect(soldOut).toHaveAttribute("aria-disabled", "true");
  await soldOut.focus();
  await page.keyboard.press("Enter");
  await expect(warn(page, /iPhone 13, begagnad är slut i lager/)).toBeVisible();
  await expect(counter(page, "Varukorg")).toHaveText("3");

  // The mini cart: a dialog from the header's cart button; Escape closes it.
  const toggle = page.getByTestId("mini-cart-toggle");
  await toggle.click();
  const dialog = page.getByRole("dialog", { name: "Din varukorg" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.locator("li")).toHaveCount(2);
  await expect(dialog.locator("li").first()).toContainText(`2 × 5${NBSP}490${NBSP}kr`);
  await expect(dialog.getByTestId("mini-cart-total")).toHaveText(`18${NBSP}970${NBSP}kr`);
  await expect(dialog.getByRole("link", { name: "Till kassan" })).toHaveAttribute(
    "href",
    "/page/checkout",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await dialog.getByRole("link", { name: "Till varukorgen" }).click();
  await expect(page).toHaveURL(/\/page\/cart$/);

  // The cart page: quantity up to the stock (3), no further.
  const row = page.locator('tr[data-cart-line="1006"]');
  const quantity = row.getByLabel("Antal av iPhone 14, begagnad");
  await expect(quantity).toHaveValue("2");
  await row.getByRole("button", { name: "En till iPhone 14, begagnad" }).click();
  await expect(quantity).toHaveValue("3");
  await expect(row.getByRole("button", { name: "En till iPhone 14, begagnad" })).toBeDisabled();
  await quantity.fill("9");
  await expect(warn(page, "Vi har bara 3 st iPhone 14, begagnad i lager")).toBeVisible();
  await expect(quantity).toHaveValue("3");
  await expect(page.getByTestId("cart-page-total")).toHaveText(`24${NBSP}460${NBSP}kr`);

  // Kept across a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(quantity).toHaveValue("3");
  await expect(counter(page, "Varukorg")).toHaveText("4");

  await page.getByRole("button", { name: /^Ta bort\s*: iPhone 15$/ }).click();
  await expect(say(page, "iPhone 15 är borttagen ur varukorgen")).toBeVisible();
  await expect(page.locator("tr[data-cart-line]")).toHaveCount(1);

  await page.getByRole("button", { name: "Töm varukorgen" }).click();
  await expect(page.getByText("Vill du ta bort allt ur varukorgen?")).toBeVisible();
  await page.getByRole("button", { name: "Ja, töm varukorgen" }).click();
  await expect(page.getByRole("heading", { name: "Din varukorg är tom" })).toBeVisible();
  await expect(counter(page, "Varukorg")).toHaveText("0");
  expect(problems).toEqual([]);
});

test("the cart follows another tab, and drops what local storage holds but the shop does not sell", async ({
  page,
  context,
}) => {
  await open(page, "/page/cart");
  const other = await context.newPage();
  await open(other, "/apple/iphone");
  await card(other, 1005).locator('[data-action="add-to-cart"]').click();
  await expect(counter(page, "Varukorg")).toHaveText("1");
  await expect(page.locator('tr[data-cart-line="1005"]')).toBeVisible();
  await other.close();

  // An id the catalogue does not have, and a quantity above the stock, written by hand.
  await page.evaluate(() =>
    localStorage.setItem(
      "cartItems",
      JSON.stringify([
        { id: 999999, quantity: 1 },
        { id: 1006, quantity: 50 },
      ]),
    ),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(warn(page, /inte längre finns i sortimentet/)).toBeVisible();
  await expect(warn(page, /Lagret av iPhone 14, begagnad har minskat/)).toBeVisible();
  await expect(page.getByLabel("Antal av iPhone 14, begagnad")).toHaveValue("3");

  // Unreadable storage is an empty cart, not an error page.
  await page.evaluate(() => localStorage.setItem("cartItems", "{not json"));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Din varukorg är tom" })).toBeVisible();
});

test("the wishlist refuses a duplicate and lists what was saved", async ({ page }) => {
  await open(page, "/apple/iphone");
  const heart = card(page, 1005).locator('[data-action="wishlist"]');
  await heart.click();
  await expect(say(page, "Tillagd i önskelistan")).toBeVisible();
  await heart.click();
  await expect(say(page, "Finns redan i din önskelista")).toBeVisible();
  await expect(counter(page, "Önskelista")).toHaveText("1");

  await open(page, "/page/wishlist");
  const saved = page.locator("article[data-product-id]");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("iPhone 15");
  await saved.getByRole("button", { name: /^Flytta till varukorgen\s*: iPhone 15$/ }).click();
  await expect(counter(page, "Varukorg")).toHaveText("1");
  await expect(page.getByRole("heading", { name: "Din önskelista är tom" })).toBeVisible();
});

test("compare: a second product of the type is picked, another type starts over", async ({
  page,
}) => {
  await open(page, "/apple/iphone");
  await card(page, 1003).locator('[data-action="compare"]').click();
  await expect(say(page, "Tillagd för jämförelse")).toBeVisible();
  await expect(say(page, /valdes ut att jämföra med/)).toBeVisible();
  await expect(counter(page, "Jämför")).toHaveText("2");

  await open(page, "/apple/ipad");
  await card(page, 1200).locator('[data-action="compare"]').click();
  await expect(say(page, /en sorts produkt i taget/)).toBeVisible();
  await expect(counter(page, "Jämför")).toHaveText("2");

  await open(page, "/page/compare");
  const table = page.locator("table[data-compare-table]");
  await expect(table.locator("thead th[data-compare-product]")).toHaveCount(2);
  await expect(table.locator('th[data-compare-product="1200"]')).toBeVisible();
  await expect(table.locator('th[data-compare-product="1003"]')).toHaveCount(0);
  for (const row of ["Pris", "Betyg", "Lager", "Märke", "Färger", "Storlekar"]) {
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }
  await table.locator('[data-action="remove-compare"]').first().click();
  await expect(table.locator("thead th[data-compare-product]")).toHaveCount(1);
});

test("compare: the shopper's own second product takes the place of the one picked", async ({
  page,
}) => {
  await open(page, "/apple/iphone");
  await card(page, 1003).locator('[data-action="compare"]').click();
  await expect(counter(page, "Jämför")).toHaveText("2");
  const picked = (await comparedIds(page))[1];
  // The page also lists accessories; the phones' names begin with "iPhone".
  const ids = await page
    .locator("article[data-product-id]")
    .filter({ has: page.locator("h3", { hasText: /^iPhone/ }) })
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-id"))));
  const mine = ids.find((id) => id !== 1003 && id !== picked);
  expect(mine, "another iPhone on the page").toBeDefined();
  await card(page, mine ?? 0)
    .locator('[data-action="compare"]')
    .click();
  // The message is the same as the first add's, so wait for the list itself to change.
  await expect.poll(() => comparedIds(page)).toEqual([1003, mine]);
  await expect(say(page, "Tillagd för jämförelse")).toBeVisible();
  await expect(counter(page, "Jämför")).toHaveText("2");

  await open(page, "/page/compare");
  const table = page.locator("table[data-compare-table]");
  await expect(table.locator(`th[data-compare-product="${mine}"]`)).toBeVisible();
  await expect(table.locator('th[data-compare-product="1003"]')).toBeVisible();
  await expect(table.locator(`th[data-compare-product="${picked}"]`)).toHaveCount(0);

  // Two the shopper chose: a third of the type waits until one is removed.
  await open(page, "/apple/iphone");
  const third = ids.find((id) => id !== 1003 && id !== mine);
  await card(page, third ?? 0)
    .locator('[data-action="compare"]')
    .click();
  await expect(warn(page, "Du kan jämföra högst 2 produkter. Ta bort en först.")).toBeVisible();
  await expect(counter(page, "Jämför")).toHaveText("2");
});

test.describe("axe on the lists with items", () => {
  for (const path of ["/page/cart", "/page/wishlist", "/page/compare"]) {
    test(`finds nothing serious on ${path}`, async ({ page }) => {
      await page.goto("/page/404");
      await page.evaluate(() => {
        localStorage.setItem(
          "cartItems",
          JSON.stringify([
            { id: 1005, quantity: 1, color: "black" },
            { id: 1006, quantity: 2 },
          ]),
        );
        localStorage.setItem("wishlistItems", JSON.stringify([{ id: 1005 }, { id: 1007 }]));
        localStorage.setItem(
          "compareItems",
          JSON.stringify([
            { id: 1005, type: "phone" },
            { id: 1003, type: "phone" },
          ]),
        );
      });
      await open(page, path);
      await expect(
        page.locator("[data-cart-line], article[data-product-id], [data-compare-table]").first(),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
