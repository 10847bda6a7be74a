import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

/** The top-level entries of the main menu: links, and the summaries of the dropdowns. */
const menuEntries = (page: Page) =>
  page
    .getByRole("navigation", { name: /Huvudmeny|Main menu/ })
    .first()
    .locator(":scope > ul > li > a, :scope > ul > li > details > summary");

test("Swedish comes first, with the spec's §9 navigation labels", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(menuEntries(page)).toHaveText([
    "Hem",
    "Veckans Deal",
    "Om Oss",
    "Kontakta oss",
    "handla",
    "produkt",
    "sidor",
    "blogg",
  ]);
  await expect(page.getByText("Välkomna", { exact: false }).first()).toBeVisible();
});

test("the English choice is kept in a cookie and rendered by the server", async ({
  page,
  context,
}) => {
  await page.goto("/page/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect(page.getByRole("button", { name: "English", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const cookie = (await context.cookies()).find((c) => c.name === "selectedLanguage");
  expect(cookie?.value).toBe("en");

  // The server renders English straight away: the HTML it sends already is.
  const html = await (await page.request.get("/page/about_us")).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain("About us");

  await page.goto("/");
  await expect(menuEntries(page)).toHaveText([
    "Home",
    "Deal of the week",
    "About us",
    "Contact us",
    "shop",
    "product",
    "pages",
    "blog",
  ]);
  await expect(page).toHaveTitle("Kretsbutiken – phones, tablets, consoles and electric scooters");

  await page.getByRole("button", { name: "Svenska", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(menuEntries(page).nth(1)).toHaveText("Veckans Deal");
});

test("a page loads its own language's strings only, and the other one when switched to", async ({
  page,
}) => {
  const strings: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/messages-(se|en)-/.exec(request.url());
    if (file) strings.push(file[1]!);
  });
  await page.goto("/page/about_us");
  await waitForHydration(page);
  expect(strings).toEqual(["se"]);

  // Switched in place: the page is the same document, now in English.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  await expect(menuEntries(page).nth(1)).toHaveText("Deal of the week");
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(strings).toEqual(["se", "en"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switch still works, by a plain form post", async ({ page }) => {
    await page.goto("/page/about_us");
    await page.getByRole("button", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/page\/about_us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  });
});
