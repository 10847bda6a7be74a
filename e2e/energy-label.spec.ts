// The EU energy label of phones and tablets (market.md "Energy label of phones and tablets"), in
// Chromium against the real shop with its demo catalogue: on a phone's page the class arrow sits
// by the price, named "Energiklass B, visa energimärkningen"; activating it (click or keyboard)
// shows the label in a dialog with the class and the facts, and the product information sheet
// is one link away; without JavaScript the arrow opens the label's own page. A listing's card
// has the arrow too. In the admin an owner's bad input is answered beside each field with
// everything typed kept, and a saved label shows on the storefront at once. axe runs on the
// product page (dialog closed and open), the label's and the sheet's pages and the admin page.
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";

// iPhone 15 (demo label: class B, 41 h 30 min, 1 000 cycles, IP68), listed on /apple/iphone.
const PHONE = { id: 1005, path: "/product/iphone-15/1005", name: "iPhone 15" };
// Huawei nova Y70 (demo label class C): its label is changed only here.
const EDITED = { id: 1107, path: "/product/huawei-nova-y70/1107" };
const ARROW_B = "Energiklass B, visa energimärkningen";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

/** The vertical gap between two elements' boxes, in CSS pixels. */
async function gapBetween(page: Page, a: string, b: string): Promise<number> {
  const [first, second] = await Promise.all([
    page.locator(a).first().boundingBox(),
    page.locator(b).first().boundingBox(),
  ]);
  if (!first || !second) throw new Error("an element is not shown");
  return Math.max(0, second.y - (first.y + first.height), first.y - (second.y + second.height));
}

test("a phone's page shows the class arrow by the price, opening the label and the sheet", async ({
  page,
}) => {
  await page.goto(PHONE.path);
  await waitForHydration(page);
  const buyBox = page.getByTestId("buy-box");
  const arrow = buyBox.getByRole("link", { name: ARROW_B });
  await expect(arrow).toBeVisible();
  await expect(arrow.locator("[data-energy-class]")).toHaveAttribute("data-energy-class", "B");
  // Near the price: right under it, not somewhere down the page.
  expect(
    await gapBetween(page, "[data-testid=buy-box] [data-price]", "[data-testid=energy-arrow]"),
  ).toBeLessThan(80);
  await expect(buyBox.getByRole("link", { name: "Produktblad för iPhone 15" })).toBeVisible();
  // The facts are in the specifications too.
  const specifications = page.getByTestId("specifications");
  await expect(specifications.getByRole("row", { name: /Energiklass B/ })).toBeVisible();
  await expect(specifications).toContainText("41 h 30 min");
  await expectNoSeriousAxeViolations(page, "phone page with its energy label arrow");

  // Activated from the keyboard: the label in a dialog, with the class and the facts.
  await arrow.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Energimärkning för iPhone 15" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(PHONE.path);
  const label = dialog.getByRole("figure", { name: /energiklass B på en skala från A till G/ });
  await expect(label).toBeVisible();
  await expect(label.getByTestId("energy-label-class")).toHaveText("B");
  await expect(
    label.getByRole("list", { name: "Energiklasser" }).getByRole("listitem"),
  ).toHaveCount(7);
  for (const fact of ["Apple", "41 h 30 min", "1\u00a0000 cykler", "IP68", "DEMO-901005"]) {
    await expect(label).toContainText(fact);
  }
  await expect(label).toContainText("Demovärden");
  await expectNoSeriousAxeViolations(page, "phone page with the energy label open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(arrow).toBeFocused();

  // By click, then on to the product information sheet.
  await arrow.click();
  await dialog.getByRole("link", { name: "Läs hela produktbladet" }).click();
  await expect(page).toHaveURL(`${PHONE.path}/produktblad`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produktblad för iPhone 15");
  const sheet = page.getByTestId("product-sheet");
  await expect(sheet.getByRole("row", { name: /Reparerbarhetsklass C/ })).toBeVisible();
  await expect(sheet.getByRole("row", { name: /Reservdelar I 7 år/ })).toBeVisible();
  await expect(sheet.getByRole("row", { name: /Uppdateringar av operativsystemet/ })).toContainText(
    "6 år",
  );
  await expectNoSeriousAxeViolations(page, "product information sheet");
  await page.getByRole("link", { name: "Visa energimärkningen" }).click();
  await expect(page).toHaveURL(`${PHONE.path}/energimarkning`);
  await expect(page.getByTestId("energy-label-class")).toHaveText("B");
  await expectNoSeriousAxeViolations(page, "energy label page");
});

test("without JavaScript the arrow opens the label's own page; the sheet is there in English too", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PHONE.path);
  await page.getByTestId("buy-box").getByRole("link", { name: ARROW_B }).click();
  await expect(page).toHaveURL(`${PHONE.path}/energimarkning`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Energimärkning för iPhone 15");
  await expect(page.getByTestId("energy-label-class")).toHaveText("B");
  await expect(page.getByTestId("energy-label")).toContainText("41 h 30 min");
  // A stale slug goes to the canonical address; a product without a label has no label page.
  const moved = await page.goto("/product/gammal-adress/1005/energimarkning");
  expect(moved?.url()).toMatch(/\/product\/iphone-15\/1005\/energimarkning$/);
  const used = await page.goto("/product/iphone-14-begagnad/1006/energimarkning");
  expect(used?.status()).toBe(404);
  await context.close();

  const english = await browser.newContext({ javaScriptEnabled: false });
  await english.addCookies([{ name: "selectedLanguage", value: "en", url: baseURL ?? "" }]);
  const sheet = await english.newPage();
  await sheet.goto(`${PHONE.path}/produktblad`);
  await expect(sheet.getByTestId("product-sheet")).toContainText("Battery endurance per cycle");
  await english.close();
});

test("a listing's card carries the arrow, linking to the label", async ({ page }) => {
  await page.goto("/apple/iphone");
  await waitForHydration(page);
  const card = page.locator(`article[data-product-id="${PHONE.id}"]`);
  const arrow = card.getByRole("link", { name: ARROW_B });
  await expect(arrow).toBeVisible();
  expect(
    await gapBetween(
      page,
      `article[data-product-id="${PHONE.id}"] [data-price]`,
      `article[data-product-id="${PHONE.id}"] [data-testid=energy-arrow]`,
    ),
  ).toBeLessThan(60);
  // A used phone of an older model has no label, so no arrow.
  await expect(
    page.locator('article[data-product-id="1006"]').getByTestId("energy-arrow"),
  ).toHaveCount(0);
  await arrow.click();
  await expect(page).toHaveURL(`${PHONE.path}/energimarkning`);
  await expect(page.getByTestId("energy-label-class")).toHaveText("B");
});

test("an owner edits a label: bad input is answered beside each field, nothing typed lost; the saved label shows at once", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.energyLabel),
  });
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const violations = await watchCspViolations(context);
  const admin = await context.newPage();
  await admin.goto(`/admin/products/${EDITED.id}`);
  await waitForHydration(admin);
  const section = admin.getByRole("region", { name: "Energimärkning" });
  await expect(section.getByLabel("Energiklass (A–G)")).toHaveValue("C");

  await section.getByLabel("Energiklass (A–G)").fill("H");
  await section.getByLabel("Laddcykler till 80 % kapacitet").fill("500");
  await section.getByLabel("IP-klass").fill("68");
  await section.getByLabel("Tålighet mot fall, klass (A–E)").fill("b");
  await section.getByRole("button", { name: "Spara energimärkningen" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  const energyClass = section.getByLabel("Energiklass (A–G)");
  await expect(energyClass).toHaveAttribute("aria-invalid", "true");
  await expect(energyClass).toHaveAccessibleDescription("Välj en energiklass från A till G.");
  await expect(section.getByLabel("Laddcykler till 80 % kapacitet")).toHaveAccessibleDescription(
    /Minst 800 laddcykler krävs/,
  );
  await expect(section.getByLabel("IP-klass")).toHaveAccessibleDescription(/IP68 eller IPX4/);
  // Everything typed is still there, the good field too.
  await expect(energyClass).toHaveValue("H");
  await expect(section.getByLabel("Laddcykler till 80 % kapacitet")).toHaveValue("500");
  await expect(section.getByLabel("IP-klass")).toHaveValue("68");
  await expect(section.getByLabel("Tålighet mot fall, klass (A–E)")).toHaveValue("b");
  await expectNoSeriousAxeViolations(admin, "admin product page with a refused energy label");
  // Nothing was saved: the storefront still shows class C.
  await page.goto(EDITED.path);
  await expect(
    page.getByTestId("buy-box").getByRole("link", { name: /^Energiklass C,/ }),
  ).toBeVisible();

  await energyClass.fill("b");
  await section.getByLabel("Laddcykler till 80 % kapacitet").fill("1 000");
  await section.getByLabel("IP-klass").fill("IP67");
  await section.getByRole("button", { name: "Spara energimärkningen" }).click();
  await expect(section.getByRole("status")).toHaveText("Energimärkningen är sparad.");
  await expect(section.getByLabel("Energiklass (A–G)")).toHaveValue("B");
  await expect(section.getByLabel("IP-klass")).toHaveValue("IP67");

  // The storefront's page (shared, kept pages included) shows the new label at once.
  await page.goto(EDITED.path);
  const arrow = page.getByTestId("buy-box").getByRole("link", { name: ARROW_B });
  await expect(arrow).toBeVisible();
  await page.goto(`${EDITED.path}/produktblad`);
  await expect(page.getByTestId("product-sheet")).toContainText("IP67");
  expect(violations).toEqual([]);
  await context.close();
});
