// The cart page rendered on the server from the kb_cart cookie (decision record 0030): the
// lines are in the HTML before any script runs, hydration keeps them as they are, and the
// list pages that fill in from local storage (wishlist, compare) move nothing while they do.
// Demo products: "iPhone 14, begagnad" (1006, 5 490 kr), "iPhone 15" (1005, 7 990 kr).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../../../test-support/axe.ts";
import { layoutShiftSoFar } from "../../../test-support/layout-shift.ts";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

const NBSP = "\u00a0";
const TOTAL = `13${NBSP}480${NBSP}kr`;
const CART = [
  { id: 1006, quantity: 1 },
  { id: 1005, quantity: 1 },
];

/** A returning shopper's browser: the cart in local storage and its cookie mirror. */
async function shopperWithCart(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: "cookieConsent", value: "necessary", url: baseURL },
    {
      name: "kb_cart",
      value: encodeURIComponent(CART.map((item) => `${item.id}*${item.quantity}**`).join("|")),
      url: baseURL,
    },
  ]);
  await context.addInitScript((stored) => {
    if (localStorage.getItem("cartItems") === null) localStorage.setItem("cartItems", stored);
  }, JSON.stringify(CART));
}

const lines = (page: Page) => page.locator("tr[data-cart-line]");

test("the cart page's HTML lists the cookie's lines: shown without JavaScript, kept by hydration, nothing shifts", async ({
  browser,
  page,
  baseURL,
}) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await shopperWithCart(withoutScript, baseURL!);
  const plain = await withoutScript.newPage();
  await plain.goto("/page/cart");
  await expect(lines(plain)).toHaveCount(2);
  await expect(lines(plain).first()).toContainText("iPhone 14, begagnad");
  await expect(plain.getByTestId("cart-page-total")).toHaveText(TOTAL);
  await withoutScript.close();

  const problems = collectPageProblems(page);
  await shopperWithCart(page.context(), baseURL!);
  await page.goto("/page/cart");
  await waitForHydration(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId("cart-page-total")).toHaveText(TOTAL);
  await expect(page.getByTestId("cart-units")).toHaveText("2");
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  await expectNoSeriousAxeViolations(page);
  // A hydration mismatch would be logged as an error.
  expect(problems).toEqual([]);
});

test("the cart page follows local storage when it holds another cart than the cookie", async ({
  page,
  baseURL,
}) => {
  await shopperWithCart(page.context(), baseURL!);
  await page.addInitScript(() => {
    localStorage.setItem("cartItems", JSON.stringify([{ id: 1005, quantity: 2 }]));
  });
  await page.goto("/page/cart");
  await waitForHydration(page);
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId("cart-page-total")).toHaveText(`15${NBSP}980${NBSP}kr`);
});

for (const [path, key, stored, shown] of [
  ["/page/wishlist", "wishlistItems", [{ id: 1006 }, { id: 1005 }], "article[data-product-id]"],
  [
    "/page/compare",
    "compareItems",
    [
      { id: 1006, type: "phone" },
      { id: 1005, type: "phone" },
    ],
    "table",
  ],
] as const) {
  test(`${path} keeps its room while the list fills in from local storage`, async ({ page }) => {
    await page.addInitScript(([name, value]) => localStorage.setItem(name, value), [
      key,
      JSON.stringify(stored),
    ] as const);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(`main ${shown}`).first()).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  });
}

test("an empty wishlist moves nothing either", async ({ page }) => {
  await page.goto("/page/wishlist");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Din önskelista är tom" })).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
});
