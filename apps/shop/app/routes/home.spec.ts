import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page opens in Swedish, server-rendered and hydrated without errors", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page).toHaveTitle(/Kretsbutiken/);
  await expect(page.getByRole("heading", { level: 1, name: "Kretsbutiken" })).toBeVisible();
  await expect(
    page.getByText("Mobiler, surfplattor, spelkonsoler och elsparkcyklar"),
  ).toBeVisible();

  // The client bundle took over the server's HTML: React Router's client router exists.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(problems).toEqual([]);
});

test("an unknown path answers 404 with a Swedish heading", async ({ page }) => {
  const response = await page.goto("/finns-inte");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Sidan hittades inte" })).toBeVisible();
});

test("axe finds no serious or critical violations on the home page", async ({ page }) => {
  await page.goto("/");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
