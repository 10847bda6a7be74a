// Felkodsdoktorn (issue 41) by the rider's labels: model and code to the verdict and steps,
// ticking steps with and without JavaScript, a part that fits into the cart, a symptom search,
// an unknown code explained, and the ways in from a scooter's page and an error-code article.
// axe and the headings in both languages: app/routes/axe.spec.ts and all-routes.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../../test-support/page-problems.ts";

const ANSWER = "/felkod/xiaomi-m365/14";
const THROTTLE = "Xiaomi gasreglage för M365, 1S och Pro 2";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const step = (page: Page, n: number) => page.locator(`#steg-${n}`).getByRole("checkbox");

async function lookUp(page: Page, model: string, code: string) {
  await page.goto("/felkod");
  await page.getByRole("radio", { name: model, exact: true }).check();
  await page.getByLabel("Felkod", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Visa vad koden betyder" }).click();
}

test("a model chosen from the pictures and a code give the verdict first, then the steps", async ({
  page,
}) => {
  await lookUp(page, "Xiaomi M365", "14");
  await expect(page).toHaveURL(ANSWER);
  await expect(heading(page)).toHaveText("Felkod 14 på Xiaomi M365");
  await expect(page.getByTestId("verdict")).toContainText("Kan jag köra?");
  // The M365 beeps its codes: one long and four short.
  await expect(page.getByText("Den piper ett långt och fyra korta pip.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gör så här" })).toBeVisible();
  await expect(step(page, 1)).toBeVisible();
  await expect(page.locator("#steg-1")).toContainText("Svårighet");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"HowTo"'))).toBe(true);
});

test("every model shows a picture with a text alternative", async ({ page }) => {
  await page.goto("/felkod");
  const radios = page.getByRole("radio");
  await expect(radios).toHaveCount(12);
  const unnamed = await page.locator("#kod-form li").evaluateAll(
    (items) =>
      items.filter((item) => {
        const img = item.querySelector("img");
        const svg = item.querySelector("svg[role=img] title");
        return !(img?.getAttribute("alt") || svg?.textContent);
      }).length,
  );
  expect(unnamed).toBe(0);
  // The catalogue's own photo where the shop sells the model.
  await expect(
    page
      .locator("#kod-form li")
      .filter({ hasText: "Segway-Ninebot Max G30" })
      .first()
      .locator("img"),
  ).toHaveCount(1);
});

test("a ticked step is kept in the address without a new page", async ({ page }) => {
  await page.goto(ANSWER);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await step(page, 1).check();
  await step(page, 3).check();
  await expect(page).toHaveURL(`${ANSWER}?klart=1,3`);
  await expect(page.getByTestId("steps-done")).toContainText("2 av");
  await step(page, 1).uncheck();
  await expect(page).toHaveURL(`${ANSWER}?klart=3`);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  await page.reload();
  await expect(step(page, 3)).toBeChecked();
  await expect(step(page, 1)).not.toBeChecked();
});

test("a part that fits goes into the cart with its live price and stock", async ({ page }) => {
  await page.goto(ANSWER);
  const parts = page.locator("#delar");
  await expect(parts.getByRole("heading", { name: "Delar som passar Xiaomi M365" })).toBeVisible();
  const card = parts.locator("article").filter({ hasText: THROTTLE });
  await expect(card).toContainText("249");
  await expect(card).toContainText(/I lager|Finns i lager|st i lager/);
  await waitForHydration(page);
  await card.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page.locator('[data-counter="Varukorg"]')).toHaveText("1");
  await page.goto("/page/cart");
  await expect(page.getByRole("main")).toContainText(THROTTLE);
});

test("a described symptom finds the likely codes, narrowed by model", async ({ page }) => {
  await page.goto("/felkod");
  await page.getByLabel("Vad gör elsparkcykeln?").fill("piper tre gånger");
  await page.getByLabel("Modell (om du vet)").selectOption({ label: "Xiaomi M365" });
  await page.getByRole("button", { name: "Hitta troliga koder" }).click();
  await expect(
    page.getByRole("heading", { name: "Troliga felkoder för ”piper tre gånger”" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Felkod 35" }).click();
  await expect(heading(page)).toHaveText("Felkod 35 på Xiaomi M365");
});

test("an unknown code is explained, with the codes the model knows", async ({ page }) => {
  const response = await page.goto("/felkod?modell=xiaomi-m365&kod=99");
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("Xiaomi M365 har ingen felkod ”99” som vi känner till."),
  ).toBeVisible();
  await expect(page.getByLabel("Felkod", { exact: true })).toHaveValue("99");
  await page.getByRole("link", { name: "Felkod 14" }).click();
  await expect(heading(page)).toHaveText("Felkod 14 på Xiaomi M365");
});

test("an unknown model or code has the shop's 404 page", async ({ page }) => {
  for (const path of [
    "/felkod/vespa",
    "/felkod/xiaomi-m365/99",
    "/felkod/xiaomi-pro-2/16",
    "/felkod/xiaomi-m365/1e3",
    "/felkod/xiaomi-m365/014",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(heading(page)).toBeVisible();
});

test("a scooter's page and an error-code article lead to the doctor", async ({ page }) => {
  await page.goto("/product/product_left_sidebar/1906");
  await page.getByRole("link", { name: "Felkod på skotern? Fråga Felkodsdoktorn" }).click();
  await expect(heading(page)).toHaveText("Felkoder för Segway-Ninebot Max G30");
  await expect(page.getByRole("link", { name: "Felkod 14" })).toBeVisible();
  await page.goto("/blogs/felkod-14");
  await page.getByRole("link", { name: "Felkod på skotern? Fråga Felkodsdoktorn" }).click();
  await expect(heading(page)).toHaveText("Felkodsdoktorn");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the code form and the checklist work as plain forms", async ({ page }) => {
    await lookUp(page, "Segway-Ninebot Max G30", "E14");
    await expect(heading(page)).toHaveText("Felkod 14 på Segway-Ninebot Max G30");
    await expect(page.getByText("Displayen visar 14.")).toBeVisible();
    await step(page, 2).check();
    await page.getByRole("button", { name: "Spara bockarna" }).click();
    await expect(page).toHaveURL(/\/felkod\/ninebot-max-g30\/14\?klart=2#steg$/);
    await expect(step(page, 2)).toBeChecked();
    await expect(page.getByTestId("steps-done")).toContainText("1 av");
  });
});
