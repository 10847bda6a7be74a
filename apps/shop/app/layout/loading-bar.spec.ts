import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

test("a 5 px loading indicator shows at the top while a page loads", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("loading-bar")).toHaveCount(0);

  // Hold the next page's data until the bar has been measured.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/page/contact_us.data*", async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByRole("navigation", { name: "Huvudmeny" })
    .getByRole("link", { name: "Kontakta oss" })
    .click();
  const bar = page.getByRole("progressbar", { name: "Sidan laddas" });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box).toMatchObject({ y: 0, height: 5 });

  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");
  await expect(bar).toHaveCount(0);
});
