import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const primaryColor = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--kb-primary"));

async function openThemeSettings(page: Page) {
  await page.getByRole("button", { name: "Temainställningar" }).click();
  await expect(page.getByRole("dialog", { name: "Temainställningar" })).toBeVisible();
}

test("the theme settings switch rtl and ltr, and light and dark", async ({ page }) => {
  await page.goto("/page/about_us");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("data-mode", "light");

  await openThemeSettings(page);
  await page.getByRole("button", { name: "Höger till vänster" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "Mörkt läge" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mode", "dark");
  await page.getByRole("button", { name: "Vänster till höger" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the primary colour is kept in its cookie and resets to #e22454 on a route change", async ({
  page,
  context,
}) => {
  await page.goto("/page/about_us");
  await waitForHydration(page);
  expect(await primaryColor(page)).toBe("#e22454");

  await openThemeSettings(page);
  await page.getByLabel("Huvudfärg").fill("#00aa55");
  expect(await primaryColor(page)).toBe("#00aa55");
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "primaryColor")?.value)
    .toBe("%2300aa55");

  // The server renders the chosen colour (no flash on reload) ...
  await page.reload();
  expect(await primaryColor(page)).toBe("#00aa55");

  // ... and the next page starts from the default again (spec §4).
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Huvudmeny" })
    .getByRole("link", { name: "Kontakta oss" })
    .click();
  await expect(page).toHaveURL(/contact_us/);
  await expect.poll(() => primaryColor(page)).toBe("#e22454");
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "primaryColor")?.value)
    .toBe("%23e22454");
});

test("theme settings are offered everywhere but on the coming-soon page", async ({ page }) => {
  await page.goto("/page/faq");
  await expect(page.getByRole("button", { name: "Temainställningar" })).toBeVisible();
  await page.goto("/page/comming_soon");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Temainställningar" })).toHaveCount(0);
});
