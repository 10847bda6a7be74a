// One run of the admin with the keyboard alone, in Chromium: from the overview an owner tabs to
// the orders, opens a paid order, marks it packed, chooses a carrier, types a tracking number
// and ships it, never touching the mouse. Every step shows where the focus is.
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { paidOrderOverHttp } from "./support/paid-order.ts";

// DualSense charging station, 349 kr (20 in stock): bought only here. With Instabox (39 kr),
// 388 kr.
const STATION = "1817*1*white*";
const TOTAL = 38_800;

/** What the focused element is called: its label, its text, or its value. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labelled = element.getAttribute("aria-label");
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? label ?? element.textContent ?? "").trim();
  });
}

/** Presses Tab until the focused element's name matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no focusable element named ${String(name)} within ${limit} presses of Tab`);
}

/** The focus ring is there: the focused element draws an outline or a box shadow. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return style.outlineStyle !== "none" || style.boxShadow !== "none";
  });
  expect(ring).toBe(true);
}

test("an owner packs and ships a paid order with the keyboard alone", async ({
  browser,
  request,
}) => {
  const { number } = await paidOrderOverHttp(request, {
    line: STATION,
    total: TOTAL,
    tag: "keyboard",
  });

  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.keyboard),
  });
  const page = await context.newPage();
  await page.goto("/admin");
  await waitForHydration(page);

  // The first stop is the skip link, which lands in the page's content.
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Hoppa till innehållet");
  await expectVisibleFocus(page);

  await tabTo(page, /^Ordrar$/);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ordrar");

  await tabTo(page, new RegExp(`^${number}$`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);

  await tabTo(page, /^Markera som packad$/);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").first()).toBeVisible();
  // The page has read the order again (its forms are the packed order's) before tabbing on.
  await expect(page.getByTestId("admin-order-status")).toHaveText("Packad");

  await tabTo(page, /^Fraktbolag$/);
  await page.keyboard.press("ArrowDown");
  const carrier = await page.getByLabel("Fraktbolag").inputValue();
  expect(carrier).not.toBe("");
  await tabTo(page, /^Spårningsnummer$/);
  await page.keyboard.type("KEYB-0042-SE");
  await tabTo(page, /^Markera som skickad och mejla kunden$/);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");

  const delivery = page.getByRole("region", { name: "Leverans" });
  await expect(delivery).toContainText("KEYB-0042-SE");
  await context.close();
});
