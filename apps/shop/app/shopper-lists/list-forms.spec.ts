// Decision record 0051: "Lägg i varukorgen", the heart and "Jämför" are forms posted to the
// lists' pages, so a tap before the page's scripts have started, or without JavaScript, puts
// the product in the list; once hydrated the same buttons work in the page, with no page load.
// Demo products: "iPhone 14, begagnad" (1006, 3 in stock), "iPhone 13, begagnad" (1007, sold
// out).
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const PRODUCT = "/product/product_left_sidebar/1006";
const NAME = "iPhone 14, begagnad";
const buyBox = (page: Page, action: string) =>
  page.getByTestId("buy-box").locator(`[data-action="${action}"]`);
const notice = (page: Page) => page.getByTestId("list-notice");

test("a tap on 'Lägg i varukorgen' before the scripts start puts the product in the cart", async ({
  page,
}) => {
  // Every script of the page is held until after the tap.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(PRODUCT, { waitUntil: "commit" });
  const button = buyBox(page, "add-to-cart");
  await expect(button).toBeEnabled();
  const hydratedAtTap = await page.evaluate(() => "__reactRouterDataRouter" in window);
  await button.click();
  await expect(page).toHaveURL(/\/page\/cart\?result=added&product=1006$/);
  expect(hydratedAtTap).toBe(false);
  await expect(notice(page)).toHaveText(`${NAME} ligger nu i varukorgen`);
  await expect(page.getByRole("main")).toContainText(NAME);

  // Once the scripts run, the cart in the browser holds it too: nothing is lost.
  release();
  await waitForHydration(page);
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator('[data-counter="Varukorg"]')).toHaveText("1");
  const stored = await page.evaluate(() => localStorage.getItem("cartItems"));
  // With the colour and capacity the page had chosen, as a tap after hydration would.
  expect(JSON.parse(stored ?? "[]")).toEqual([
    { id: 1006, quantity: 1, color: "black", size: "128 GB" },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart, the wishlist and the compare list take the product from its page", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await buyBox(page, "add-to-cart").click();
    await expect(page).toHaveURL(/\/page\/cart\?result=added/);
    await expect(notice(page)).toHaveText(`${NAME} ligger nu i varukorgen`);
    await expect(page.getByRole("main")).toContainText(NAME);

    // A second tap adds one more, as in the browser.
    await page.goto(PRODUCT);
    await buyBox(page, "add-to-cart").click();
    await expect(notice(page)).toHaveText(`Du har nu 2 st ${NAME} i varukorgen`);

    await page.goto(PRODUCT);
    await buyBox(page, "wishlist").click();
    await expect(page).toHaveURL(/\/page\/wishlist\?result=added/);
    await expect(notice(page)).toHaveText("Tillagd i önskelistan");
    await expect(page.locator('article[data-product-id="1006"]')).toBeVisible();

    await page.goto(PRODUCT);
    await buyBox(page, "compare").click();
    await expect(page).toHaveURL(/\/page\/compare\?result=added/);
    await expect(notice(page)).toHaveText("Tillagd för jämförelse");
    await expect(page.getByRole("main")).toContainText(NAME);
  });

  test("a sold-out product is refused with the reason, and the cart keeps what it had", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await buyBox(page, "add-to-cart").click();
    await expect(notice(page)).toHaveText(`${NAME} ligger nu i varukorgen`);

    await page.goto("/product/product_left_sidebar/1007");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    // Marked unavailable (aria-disabled), yet a focusable button that says why when pressed.
    await buyBox(page, "add-to-cart").focus();
    await page.keyboard.press("Enter");
    expect((await answer).status()).toBe(409);
    await expect(page.getByRole("alert").filter({ hasText: "slut i lager" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(NAME);
  });
});

test("after hydration the buttons add in the page, with no page load", async ({ page }) => {
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await buyBox(page, "add-to-cart").click();
  await expect(page.getByTestId("list-messages")).toContainText(`${NAME} ligger nu i varukorgen`);
  await buyBox(page, "wishlist").click();
  await expect(page.getByTestId("list-messages")).toContainText("Tillagd i önskelistan");
  await buyBox(page, "compare").click();
  await expect(page.getByTestId("list-messages")).toContainText("Tillagd för jämförelse");
  await expect(page).toHaveURL(PRODUCT);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(posts).toEqual([]);
  // The cart's cookie follows the browser's cart, so checkout and a later post build on it.
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  expect(decodeURIComponent(cookies.kb_cart ?? "")).toBe("1006*1*black*128%20GB");
});

test("a form from another site, or a broken one, changes nothing and never fails with 500", async ({
  request,
  baseURL,
}) => {
  const crossSite = await request.post("/page/cart", {
    form: { product: "1006" },
    headers: { "Sec-Fetch-Site": "cross-site", Cookie: "kb_cart=1005*1**" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();

  const origin = { Origin: baseURL ?? "" };
  const cases: [string, Record<string, string>, number][] = [
    ["/page/cart", { product: "abc" }, 400],
    ["/page/cart", { product: "1006", quantity: "-1" }, 400],
    ["/page/cart", { product: "999999" }, 404],
    ["/page/wishlist", { product: "" }, 400],
    ["/page/compare", { product: "999999" }, 404],
  ];
  const statuses: number[] = [];
  for (const [path, form] of cases) {
    const answer = await request.post(path, { form, headers: origin, maxRedirects: 0 });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual(cases.map(([, , status]) => status));
});
