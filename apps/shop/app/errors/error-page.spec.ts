import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

test("an unknown path: 404 'Page not found: {path}'", async ({ page }) => {
  const response = await page.goto("/finns-inte");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidan hittades inte");
  await expect(page.getByText("Page Not Found", { exact: true })).toBeVisible();
  await expect(page.getByTestId("error-status")).toHaveText("404");
  await expect(page.getByTestId("error-message")).toHaveText(
    "Felmeddelande: Page not found: /finns-inte",
  );
});

test("in English the heading is the spec's 'Page Not Found'", async ({ page, context }) => {
  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: "http://127.0.0.1:3210" },
  ]);
  await page.goto("/finns/inte/heller");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByTestId("error-message")).toHaveText(
    "Error message: Page not found: /finns/inte/heller",
  );
});

test("a failed validate hook: 404 'Page Not Found: {path}'", async ({ page }) => {
  const response = await page.goto("/shop/shop_list/%3Cx%3E");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText(
    "Felmeddelande: Page Not Found: /shop/shop_list/%3Cx%3E",
  );
  const product = await page.goto("/product/a!b/42");
  expect(product?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toContainText("Page Not Found: /product/a!b/42");
});

test("paths are case-sensitive, as the spec writes them", async ({ page }) => {
  expect((await page.goto("/huawei/p-series"))?.status()).toBe(404);
  expect((await page.goto("/Huawei/P-Series"))?.status()).toBe(200);
});

test("an unhandled error reaches the error page: 500 'Internal Server Error'", async ({
  page,
  context,
}) => {
  const response = await page.goto("/test?fail=loader");
  expect(response?.status()).toBe(500);
  await expect(page.getByTestId("error-status")).toHaveText("500");
  await expect(page.getByText("Internal Server Error", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internt serverfel");
  // The server hides the error's own message from visitors.
  await expect(page.getByTestId("error-message")).toHaveText(
    "Felmeddelande: Unexpected Server Error",
  );

  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: "http://127.0.0.1:3210" },
  ]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
});

test("the error page keeps the shell, and works on client-side navigation too", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const [path, message] of [
    ["/shop/shop_list/a%20b", "Page Not Found: /shop/shop_list/a%20b"],
    ["/finns-inte", "Page not found: /finns-inte"],
  ] as const) {
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(to),
      path,
    );
    await expect(page.getByTestId("error-message")).toHaveText(`Felmeddelande: ${message}`);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

test("/page/404 is the 404 page itself", async ({ page }) => {
  const response = await page.goto("/page/404");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidan hittades inte");
});

test("a page rejected by its validate hook keeps the visitor's language and consent", async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: "http://127.0.0.1:3210" },
    { name: "cookieConsent", value: "necessary", url: "http://127.0.0.1:3210" },
  ]);
  const response = await page.goto("/product/product_bundle/%3Cx%3E");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByTestId("error-message")).toHaveText(
    "Error message: Page Not Found: /product/product_bundle/%3Cx%3E",
  );
  await expect(page.getByRole("region", { name: /Cookies/ })).toHaveCount(0);
});
