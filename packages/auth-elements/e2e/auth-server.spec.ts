// Our standalone bundle in Chromium against OUR auth server (apps/auth in-process, real SMTP
// into a sink; ../../../e2e/support/auth-server.ts), on a page written for the official widget:
// the drop-in flows of issue 6.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

let pages: PageServer;
let auth: RunningAuthServer;
const email = `widget.${Date.now()}@example.se`;
const password = "Vinter-2026-Elsparkcykel";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  pages = await startPageServer();
  auth = await startAuthServer(pages.url);
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

type Logged = { type: string; detail?: { state?: string } };
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
const hasEvent = (page: Page, type: string) =>
  expect.poll(async () => (await events(page)).some((e) => e.type === type)).toBe(true);

async function typePasscode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

async function startLogin(page: Page, address: string, method: "Passcode" | "Password") {
  await page.goto(pages.url);
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: method, exact: true }).click();
}

test("signs up with a passcode and a new password", async ({ page }) => {
  await page.goto(pages.url);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Create account" })).toBeFocused();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await typePasscode(page, await auth.nextPasscode(email));
  await expect(page.getByRole("heading", { name: "Create a password" })).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.keyboard.press("Enter");
  await hasEvent(page, "onSessionCreated");
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
});

test("signs in with a passcode; a wrong one first clears the boxes", async ({ page }) => {
  await startLogin(page, email, "Passcode");
  await expect(page.getByText(email)).toBeVisible();
  const code = await auth.nextPasscode(email);
  await typePasscode(page, code === "111111" ? "222222" : "111111");
  await expect(page.getByRole("alert")).toContainText("The passcode provided was not correct.");
  await expect(page.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue("");
  await page.keyboard.type(code);
  await hasEvent(page, "onSessionCreated");
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
});

test("signs in with a password, and logout restarts the widget", async ({ page }) => {
  await startLogin(page, email, "Password");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await hasEvent(page, "onSessionCreated");
  await page.locator("#logout").click();
  await hasEvent(page, "onUserLoggedOut");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

// Types each code as soon as the previous answer shows: on a loaded machine this lost keys
// while focus moved after paint (src/components/use-screen-focus.ts says why it no longer does).
test("three wrong passcodes disable the boxes", async ({ page }) => {
  await startLogin(page, email, "Passcode");
  const code = await auth.nextPasscode(email);
  const wrong = code === "111111" ? "222222" : "111111";
  await typePasscode(page, wrong);
  await expect(page.getByRole("alert")).toContainText("not correct");
  await page.keyboard.type(wrong);
  await expect(page.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(wrong);
  await expect(page.getByRole("alert")).toContainText("entered incorrectly too many times");
  await expect(page.getByRole("textbox", { name: "Digit 1 of 6" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeFocused();
});

// A server of its own, so no earlier test's mails count: the first mail and two more are
// allowed for one address from one IP in a minute (flow-api.md §5.4), the third resend is not.
test("the resend countdown follows the server's rate limit", async ({ page }) => {
  const own = await startAuthServer(pages.url);
  pages.setApi(own.url);
  try {
    await startLogin(page, `limit.${Date.now()}@example.se`, "Passcode");
    await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
    const resend = page.getByRole("button", { name: "Send new code" });
    for (let mails = 1; mails < 3; mails += 1) {
      await resend.click();
      await expect(resend).not.toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("alert")).toHaveText("");
    }
    await resend.click();
    const waiting = page.getByRole("button", { name: /Request a new code in \d+s/ });
    await expect(waiting).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("alert")).toContainText("Too many requests");
  } finally {
    pages.setApi(auth.url);
    await own.close();
  }
});

test("a sign-in in one tab is seen by another", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto(pages.url);
  await expect(second.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await first.goto(pages.url);
  await first.getByRole("textbox", { name: "Email" }).fill(email);
  await first.getByRole("button", { name: "Continue" }).click();
  await first.getByRole("button", { name: "Password", exact: true }).click();
  await first.getByLabel("Password", { exact: true }).fill(password);
  await first.getByRole("button", { name: "Sign in" }).click();
  await hasEvent(first, "onSessionCreated");
  await hasEvent(second, "onSessionCreated");
});
