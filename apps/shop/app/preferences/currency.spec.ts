import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const NBSP = "\u00a0";

test("choosing a currency sets the spec's three cookies and the server renders prices in it", async ({
  page,
  context,
}) => {
  await page.goto("/test");
  await waitForHydration(page);
  await expect(page.getByTestId("price-shown").first()).toHaveText(`1${NBSP}299${NBSP}kr`);

  await page.locator("summary").filter({ hasText: "Valuta" }).click();
  await page.getByRole("button", { name: /Amerikanska dollar/ }).click();
  await expect(page.getByTestId("price-shown").first()).toContainText(`132,50${NBSP}$`);

  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    selectedCurrency: "Dollar",
    selectedCurrencySymbol: "%24",
    currencyConversionMultiple: "0.102",
  });

  // Rendered on the server, marked as indicative: orders are charged in kronor.
  const html = await (await page.request.get("/test")).text();
  expect(html).toContain(`132,50${NBSP}$`);
  await page.reload();
  await expect(page.getByTestId("price-shown").first()).toHaveText(
    `ca 132,50${NBSP}$ (Ungefärligt pris. Du betalar alltid i svenska kronor.)`,
  );
  await expect(page.getByTestId("cart-total")).toContainText(`0${NBSP}$`);
});

test.describe("prices from cookies alone", () => {
  const cases = [
    ["Euro", "%E2%82%AC", "0.09996", `129,85${NBSP}€`],
    ["Rupee", "%E2%82%B9", "8.0172", `10${NBSP}414,34${NBSP}₹`],
    ["Krona", "kr", "1", `1${NBSP}299${NBSP}kr`],
  ] as const;
  for (const [name, symbol, multiple, shown] of cases) {
    test(`${name}: 1 299 kr shows as ${shown}`, async ({ page, context }) => {
      await context.addCookies(
        [
          ["selectedCurrency", name],
          ["selectedCurrencySymbol", symbol],
          ["currencyConversionMultiple", multiple],
        ].map(([cookie, value]) => ({
          name: cookie!,
          value: value!,
          url: "http://127.0.0.1:3210",
        })),
      );
      await page.goto("/test");
      await expect(page.getByTestId("price-shown").first()).toContainText(shown);
    });
  }

  test("an edited multiple cookie cannot change the rate", async ({ page, context }) => {
    await context.addCookies([
      { name: "selectedCurrency", value: "Dollar", url: "http://127.0.0.1:3210" },
      { name: "currencyConversionMultiple", value: "1000", url: "http://127.0.0.1:3210" },
    ]);
    await page.goto("/test");
    await expect(page.getByTestId("price-shown").first()).toContainText(`132,50${NBSP}$`);
  });
});
