// Proof for "Parts that fit" (issue 41): a scooter part's page says which models it fits and
// which it does not, in Swedish and English, and the parts listing's "Passar modell" keeps the
// parts that fit one model, with and without JavaScript, beside the other filters. Demo parts:
// 2013 the Xiaomi throttle (M365 to Pro 2 and the Mi 3, not the 4-series); for the Max G30,
// six parts are stated to fit.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../../../test-support/axe.ts";
import { collectPageProblems, waitForHydration } from "../../../test-support/page-problems.ts";

const THROTTLE = "/product/xiaomi-gasreglage-m365-1s-pro-2/2013";
const PARTS = "/shop/shop_left_sidebar/scooter_part";
const MAX_G30_PARTS = [
  "Ninebot slanglöst däck 10 tum",
  "Ninebot bromsbackar för trumbroms",
  "Ninebot batteri för Max G30, 36 V 15,3 Ah",
  "Ninebot gasreglage för Max G30",
  "Ninebot display för Max G30",
  "Ninebot styrenhet (controller) för Max G30",
];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

const count = (page: Page) => page.getByTestId("results-count");
const results = (page: Page) => page.locator("#listing-results");
const cards = (page: Page) => results(page).locator("[data-product-id]");

/** The total in "Visar 1–6 av 6 produkter", "6 produkter" or "1 produkt". */
async function total(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? "";
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  return text.startsWith("Inga") ? 0 : numbers[numbers.length - 1]!;
}

test("a part's page says which scooters it fits and which it does not", async ({ page }) => {
  const problems = collectPageProblems(page);
  expect((await page.goto(THROTTLE))?.status()).toBe(200);
  await expect(page.getByText("Passar:", { exact: true })).toBeVisible();
  await expect(page.getByTestId("fitment")).toContainText(
    "Passar: Xiaomi M365, M365 Pro, Mi Electric Scooter 1S, Mi Electric Scooter Pro 2, Mi Electric Scooter 3",
  );
  await expect(page.getByTestId("fitment")).toContainText(
    "Passar inte: Xiaomi Electric Scooter 4, Electric Scooter 4 Pro",
  );
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page, "a scooter part's page with its fitment");
  expect(problems).toEqual([]);
});

test("in English, Fits: and Does not fit:", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "selectedLanguage", value: "en", url: baseURL! }]);
  await page.goto(THROTTLE);
  await expect(page.getByTestId("fitment")).toContainText("Fits: Xiaomi M365, M365 Pro");
  await expect(page.getByTestId("fitment")).toContainText(
    "Does not fit: Xiaomi Electric Scooter 4, Electric Scooter 4 Pro",
  );
});

test("Passar modell keeps the parts that fit, in the URL, beside the other filters", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto(PARTS);
  await waitForHydration(page);
  const all = await total(page);
  expect(all).toBeGreaterThan(MAX_G30_PARTS.length);

  await page.getByLabel("Passar modell").selectOption({ label: "Segway-Ninebot Max G30 (6)" });
  await expect(page).toHaveURL(/[?&]passar=ninebot-max-g30(&|$)/);
  await expect.poll(() => total(page)).toBe(MAX_G30_PARTS.length);
  for (const name of MAX_G30_PARTS) {
    await expect(results(page).getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(
    results(page).getByRole("link", { name: "CST ytterdäck 8,5 tum", exact: true }),
  ).toHaveCount(0);

  await page.getByRole("checkbox", { name: /Varor i lager/ }).check();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page).toHaveURL(/passar=ninebot-max-g30/);
  // The drum brake shoes are sold out.
  await expect.poll(() => total(page)).toBe(MAX_G30_PARTS.length - 1);
  await expect(page.getByLabel("Passar modell")).toHaveValue("ninebot-max-g30");

  await expectNoSeriousAxeViolations(page, "the parts listing narrowed to one model");
  expect(problems).toEqual([]);
});

test("works without JavaScript, and an unknown model is ignored", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(PARTS);
  const all = await total(page);
  await page.getByLabel("Passar modell").selectOption("xiaomi-pro-2");
  await page.getByRole("button", { name: "Visa resultat" }).click();
  await expect(page).toHaveURL(/passar=xiaomi-pro-2/);
  const fitting = await total(page);
  expect(fitting).toBeGreaterThan(0);
  expect(fitting).toBeLessThan(all);
  await expect(cards(page)).toHaveCount(fitting);
  await expect(
    results(page).getByRole("link", {
      name: "Xiaomi gasreglage för M365, 1S och Pro 2",
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    results(page).getByRole("link", { name: "Ninebot gasreglage för Max G30", exact: true }),
  ).toHaveCount(0);

  const unknown = await page.goto(`${PARTS}?passar=xiaomi-pro-9`);
  expect(unknown?.status()).toBe(200);
  expect(await total(page)).toBe(all);
  await expect(page.getByLabel("Passar modell")).toHaveValue("");
  await context.close();
});
