import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "../../../test-support/page-problems.ts";

const banner = (page: Page) => page.getByRole("region", { name: "Cookies på Kretsbutiken" });
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

test("refusing is as easy as accepting: two alike buttons, side by side", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole("button", { name: "Ja, spara mina val" });
  const refuse = banner(page).getByRole("button", { name: "Nej, bara nödvändiga" });
  expect(await accept.getAttribute("class")).toBe(await refuse.getAttribute("class"));
  const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
  expect(Math.abs(a!.y - r!.y)).toBeLessThan(1);
});

test("without consent a chosen language lasts for the session only", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Nej, bara nödvändiga" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await cookie(context, "cookieConsent"))?.value).toBe("necessary");
  expect((await cookie(context, "cookieConsent"))?.expires).toBeGreaterThan(
    Date.now() / 1000 + 300 * 86400,
  );

  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await cookie(context, "selectedLanguage"))?.expires).toBe(-1);
});

test("with consent it is kept for a year; the footer reopens the question", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await cookie(context, "selectedLanguage"))?.expires).toBe(-1);

  await page.getByRole("button", { name: "Yes, keep my choices" }).click();
  await expect(page.getByRole("region", { name: "Cookies at Kretsbutiken" })).toHaveCount(0);
  // The banner closes at once; the cookies follow with the server's answer.
  await expect
    .poll(async () => (await cookie(context, "selectedLanguage"))?.expires ?? 0)
    .toBeGreaterThan(Date.now() / 1000 + 300 * 86400);

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByRole("region", { name: "Cookies at Kretsbutiken" })).toBeVisible();
  await page.getByRole("button", { name: "No, necessary only" }).click();
  await expect(page.getByRole("region", { name: "Cookies at Kretsbutiken" })).toHaveCount(0);
  await expect.poll(async () => (await cookie(context, "cookieConsent"))?.value).toBe("necessary");
  await expect.poll(async () => (await cookie(context, "selectedLanguage"))?.expires).toBe(-1);
});

test.describe("the three cookie_bar positions", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ context }) => {
    // Already answered: the demo pages show the banner anyway.
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: "http://127.0.0.1:3210" },
    ]);
  });

  const cases = [
    ["bottom", (box: { x: number; width: number }) => box.x === 0 && box.width === 1280],
    ["bottom_left", (box: { x: number; width: number }) => box.x < 40 && box.width < 640],
    [
      "bottom_right",
      (box: { x: number; width: number }) => box.x + box.width > 1240 && box.x > 640,
    ],
  ] as const;
  for (const [position, placed] of cases) {
    test(`/voxo_plus/cookie_bar/${position}`, async ({ page }) => {
      await page.goto(`/voxo_plus/cookie_bar/${position}`);
      const box = await banner(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeGreaterThan(760);
      expect(placed(box!), JSON.stringify(box)).toBe(true);
    });
  }
});
