import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: "cookieConsent", value: "necessary", url: "http://127.0.0.1:3210" },
  ]);
});

test("one overlay behind the open modals; clicking it closes all of them (spec §2)", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/page/about_us");
  await waitForHydration(page);
  // The visitor opens the theme settings; then the newsletter modal opens by itself.
  await page.getByRole("button", { name: "Temainställningar" }).click();
  const settings = page.getByRole("dialog", { name: "Temainställningar" });
  await expect(settings).toBeVisible();
  await page.clock.runFor(2_100);
  const newsletter = page.getByRole("dialog", { name: "Få nyheter från Kretsbutiken" });
  await expect(newsletter).toBeVisible();
  const overlay = page.getByTestId("overlay");
  await expect(overlay).toHaveCount(1);

  await overlay.click({ position: { x: 10, y: 300 } });
  await expect(newsletter).toHaveCount(0);
  await expect(settings).toHaveCount(0);
  await expect(overlay).toHaveCount(0);
});

test("Escape closes the open modals too", async ({ page }) => {
  await page.goto("/page/about_us");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Temainställningar" }).click();
  await expect(page.getByRole("dialog", { name: "Temainställningar" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Temainställningar" })).toHaveCount(0);
  await expect(page.getByTestId("overlay")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu drawer is one of the overlay's modals", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const drawer = page.getByRole("dialog", { name: "Meny" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Veckans Deal" })).toBeVisible();
    await page.getByTestId("overlay").click({ position: { x: 380, y: 400 } });
    await expect(drawer).toBeHidden();
  });
});
