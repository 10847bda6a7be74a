// Accounts in the shop, end to end: the shop (apps/shop) and our auth server (apps/auth), both
// real, with passcodes read from the auth server's SMTP sink. A shopper registers with an
// e-mailed code, is signed in on the next server render, reaches the dashboard, signs out (the
// session ends at the provider), is sent to login by the dashboard, and signs in again by code
// back onto the dashboard. In Swedish with the mouse, in English with the keyboard alone. No
// screen of the widget, nor its calls to the auth server, meets the shop's Content-Security-Policy
// (test-support/csp-violations.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { nextPasscode } from "./support/shop-mail.ts";

test.describe.configure({ mode: "serial" });

const run = Date.now();
const password = "Vinter-2026-Elsparkcykel";

/** axe on the page as shown, the widget's shadow root included. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, what).toEqual([]);
}

const texts = {
  se: {
    digit1: "Siffra 1 av 6",
    email: "E-post",
    continue: "Fortsätt",
    passcodeMethod: "Engångskod",
    enterPasscode: "Ange engångskod",
    createPassword: "Skapa ett lösenord",
    newPassword: "Nytt lösenord",
    myAccount: "Mitt konto",
    signOut: "Logga ut",
    signedOut: "Du är utloggad",
    signIn: "Logga in",
  },
  en: {
    digit1: "Digit 1 of 6",
    email: "Email",
    continue: "Continue",
    passcodeMethod: "Passcode",
    enterPasscode: "Enter passcode",
    createPassword: "Create a password",
    newPassword: "New password",
    myAccount: "My account",
    signOut: "Sign out",
    signedOut: "You are signed out",
    signIn: "Sign in",
  },
};

async function useEnglish(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("a shopper registers, reaches the dashboard, signs out and back in (Swedish)", async ({
  page,
}) => {
  const t = texts.se;
  const email = `kund.${run}@example.se`;

  await page.goto("/page/register");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: t.email }).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.enterPasscode })).toBeVisible();
  await expectNoSeriousViolations(page, "registration: passcode screen");
  await page.getByRole("textbox", { name: t.digit1 }).click();
  await page.keyboard.type(await nextPasscode(email));
  await expect(page.getByRole("heading", { name: t.createPassword })).toBeVisible();
  await expectNoSeriousViolations(page, "registration: password screen");
  await page.getByLabel(t.newPassword).fill(password);
  await page.keyboard.press("Enter");

  // Signed in: the dashboard, and the header says so in the server's HTML.
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByTestId("dashboard-email")).toContainText(email);
  const html = await (await page.request.get("/page/user_dashboard")).text();
  expect(html).toContain(t.myAccount);
  expect(html).not.toContain(`>${t.signIn}<`);
  await expectNoSeriousViolations(page, "dashboard");

  // Sign out from the account menu: the provider ends the session, the shop says so.
  const token = (await page.context().cookies()).find((c) => c.name === "hanko")?.value;
  expect(token).toBeTruthy();
  await page.getByTestId("account-entry").click();
  await page.getByRole("banner").getByRole("button", { name: t.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: t.signedOut })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "hanko")).toBeUndefined();
  const afterLogout = await page.request.get("/page/user_dashboard", {
    headers: { Authorization: `Bearer ${token}` },
    maxRedirects: 0,
  });
  expect(afterLogout.status()).toBe(303);

  // The dashboard sends a visitor to login and back.
  await page.goto("/page/user_dashboard");
  await expect(page).toHaveURL(/\/page\/login\?redirect_to=%2Fpage%2Fuser_dashboard$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: t.email }).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByRole("button", { name: t.passcodeMethod, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.enterPasscode })).toBeVisible();
  await page.getByRole("textbox", { name: t.digit1 }).click();
  await page.keyboard.type(await nextPasscode(email));
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByTestId("account-entry")).toContainText(t.myAccount);
});

test("the same in English, by keyboard alone", async ({ page }) => {
  const t = texts.en;
  const email = `customer.${run}@example.com`;
  await useEnglish(page);

  await page.goto("/page/register");
  await waitForHydration(page);
  const field = page.getByRole("textbox", { name: t.email });
  await expect(field).toBeVisible();
  await field.focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  // Each new screen of the widget puts focus on its heading; Tab leads to the field.
  await expect(page.getByRole("heading", { name: t.enterPasscode })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: t.digit1 })).toBeFocused();
  await page.keyboard.type(await nextPasscode(email));
  await expect(page.getByRole("heading", { name: t.createPassword })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(t.newPassword)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");

  // Sign out by keyboard: the dashboard's own button.
  const signOut = page.getByRole("main").getByRole("button", { name: t.signOut });
  await signOut.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: t.signedOut })).toBeVisible();

  await page.goto("/page/user_dashboard");
  await expect(page).toHaveURL(/redirect_to=%2Fpage%2Fuser_dashboard$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: t.email }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  const byCode = page.getByRole("button", { name: t.passcodeMethod, exact: true });
  await expect(byCode).toBeVisible();
  await byCode.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: t.enterPasscode })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: t.digit1 })).toBeFocused();
  await page.keyboard.type(await nextPasscode(email));
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByTestId("account-entry")).toContainText(t.myAccount);
});
