import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

test.use({ viewport: { width: 1024, height: 500 } });

for (const path of [
  "/login",
  "/page/login",
  "/page/register",
  "/page/forgot_password",
  "/page/comming_soon",
]) {
  test(`no tap-to-top on ${path} (spec §2)`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await expect(page.getByTestId("tap-to-top")).toHaveCount(0);
  });
}

test("tap-to-top appears after scrolling down and takes the visitor back up", async ({ page }) => {
  await page.goto("/page/kopvillkor");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Till toppen av sidan" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
