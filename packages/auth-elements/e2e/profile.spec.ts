// Our <hanko-profile> (standalone bundle) in Chromium against OUR auth server (apps/auth
// in-process, real SMTP into a sink), every section: addresses (added and verified by keyboard
// alone, made primary, deleted), username, password, sessions and account deletion, with the
// codes and the security notifications read from the sink; axe on every profile screen.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { addVirtualAuthenticator } from "../../../e2e/support/virtual-authenticator.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

let pages: PageServer;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  pages = await startPageServer();
  auth = await startAuthServer(pages.url, {
    // WebAuthn needs the page on "localhost" (the relying party), not on 127.0.0.1.
    ALLOWED_ORIGINS: `${pages.url},${localhost(pages.url)}`,
    PASSKEYS_ENABLED: "true",
    USERNAME_ENABLED: "true",
    PASSWORD_OPTIONAL: "true",
    ACCOUNT_ALLOW_DELETION: "true",
  });
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

const localhost = (url: string) => url.replace("127.0.0.1", "localhost");

/** A signed-in user on the profile page; the session is the page's `hanko` cookie. */
async function openProfile(page: Page, label: string, origin = pages.url) {
  const address = `${label}.${Date.now()}@example.se`;
  const user = await auth.signedInUser(address);
  await page.context().addCookies([{ name: "hanko", value: user.token, url: origin }]);
  await page.goto(`${origin}/profile`);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  return { ...user, address };
}

const item = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

test("without a session the profile shows the error screen", async ({ page }) => {
  await page.goto(`${pages.url}/profile`);
  await expect(page.getByRole("heading", { name: "An error has occurred" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("session");
});

test("adds and verifies an address by keyboard alone, makes it primary and deletes the old one", async ({
  page,
}) => {
  const { address } = await openProfile(page, "tangent");
  await expectNoSeriousViolations(page, "hanko-profile", "profile_init");
  const added = `ny.${Date.now()}@example.se`;

  // Keyboard only: Tab to the new-address field, type, Enter; type the code.
  const field = page.getByRole("textbox", { name: "New email address" });
  for (
    let presses = 0;
    presses < 20 && !(await field.evaluate((el) => el.matches(":focus")));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(added);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeFocused();
  await expect(page.getByText(added)).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-profile", "passcode_confirmation");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(await auth.nextPasscode(added));
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(item(page, added)).not.toContainText("Unverified");
  expect((await auth.smtp.nextMail(address, 10_000)).text).toContain(added);

  await item(page, added).getByRole("button", { name: "Make primary" }).click();
  await expect(item(page, added)).toContainText("Primary");
  expect((await auth.smtp.nextMail(address, 10_000)).text).toContain(added);

  await item(page, address).getByRole("button", { name: "Delete" }).click();
  await item(page, address).getByRole("button", { name: "Are you sure?" }).click();
  await expect(item(page, address)).toHaveCount(0);
  expect((await auth.smtp.nextMail(added, 10_000)).text).toContain(address);
});

test("sets, changes and removes a username, refusing a bad one under its field", async ({
  page,
}) => {
  const { address } = await openProfile(page, "anvandare");
  const field = page.getByRole("textbox", { name: "Username" });
  await field.fill("inte giltig");
  await field.press("Enter");
  await expect(
    page.getByText("The username must contain only letters, numbers, and underscores."),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const name = `kund_${Date.now()}`;
  await field.fill(name);
  await field.press("Enter");
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  expect((await auth.smtp.nextMail(address, 10_000)).text).toContain(name);

  await page.getByRole("textbox", { name: "Username" }).fill(`${name}_2`);
  await page.getByRole("textbox", { name: "Username" }).press("Enter");
  await expect(page.getByText(`${name}_2`, { exact: true })).toBeVisible();
  await auth.smtp.nextMail(address, 10_000);
  const section = page.getByRole("region", { name: "Username" });
  await section.getByRole("button", { name: "Delete" }).click();
  await section.getByRole("button", { name: "Are you sure?" }).click();
  await expect(page.getByText(`${name}_2`, { exact: true })).toHaveCount(0);
  expect((await auth.smtp.nextMail(address, 10_000)).subject).toContain("username was removed");
});

test("sets and changes a password, then removes it", async ({ page }) => {
  const user = await openProfile(page, "losen");
  const { address } = user;
  const section = page.getByRole("region", { name: "Password" });
  await expect(section).toContainText("Must be between 8 and 72 characters long.");
  await section.getByLabel("New password").fill("Sommar-2026-Eget");
  await section.getByRole("button", { name: "Save" }).click();
  expect((await auth.smtp.nextMail(address, 10_000)).subject).toContain("password");
  await expect(section.getByRole("button", { name: "Delete" })).toBeVisible();
  await section.getByLabel("New password").fill("Host-2026-Annat");
  await section.getByRole("button", { name: "Save" }).click();
  expect((await auth.smtp.nextMail(address, 10_000)).subject).toContain("password was changed");
  expect(await auth.passwordMatches(user.userId, "Host-2026-Annat")).toBe(true);
  await section.getByRole("button", { name: "Delete" }).click();
  await section.getByRole("button", { name: "Are you sure?" }).click();
  expect((await auth.smtp.nextMail(address, 10_000)).subject).toContain("removed");
  await expect(section.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("lists sessions with this device marked and signs another device out", async ({ page }) => {
  const user = await openProfile(page, "enheter");
  const phone = await auth.otherSession(
    user.userId,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  );
  await page.reload();
  const sessions = page.getByRole("region", { name: "Active sessions" });
  await expect(item(page, "Playwright")).toContainText("This device");
  await expect(item(page, "Playwright").getByRole("button")).toHaveCount(0);
  await item(page, "iOS (Safari)").getByRole("button", { name: "Sign out" }).click();
  await item(page, "iOS (Safari)").getByRole("button", { name: "Are you sure?" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  const me = await fetch(`${auth.url}/me`, { headers: { Authorization: `Bearer ${phone}` } });
  expect(me.status).toBe(401);
  expect((await auth.smtp.nextMail(user.address, 10_000)).text).toContain("iOS (Safari)");
});

test("deletes the account from its own confirmation screen", async ({ page }) => {
  const user = await openProfile(page, "radera");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("heading", { name: "Delete account" })).toBeFocused();
  await expectNoSeriousViolations(page, "hanko-profile", "delete account");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Yes, delete this account.").check();
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("heading", { name: "Your account was deleted" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-profile", "account_deleted");
  const me = await fetch(`${auth.url}/me`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(me.status).toBe(401);
  expect((await auth.smtp.nextMail(user.address, 10_000)).subject).toContain("deleted");
});

test("creates a passkey with the browser's authenticator, renames and deletes it", async ({
  page,
}) => {
  const device = await addVirtualAuthenticator(page);

  const user = await openProfile(page, "passkey", localhost(pages.url));
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByRole("button", { name: "Create a passkey" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(1);
  const credentials = await device.credentials();
  expect(credentials).toHaveLength(1);
  const stored = credentials[0]?.credentialId ?? "";
  await expect(section.getByRole("listitem")).toContainText(/^Passkey-\w{7}/);
  expect((await auth.smtp.nextMail(user.address, 10_000)).subject).toContain("passkey");
  await expectNoSeriousViolations(page, "hanko-profile", "profile with a passkey");

  await section.getByRole("button", { name: "Rename" }).click();
  await section.getByLabel("Name").fill("Jobbdatorn");
  await section.getByLabel("Name").press("Enter");
  await expect(section.getByRole("listitem")).toContainText("Jobbdatorn");
  await section.getByRole("button", { name: "Delete" }).click();
  await section.getByRole("button", { name: "Are you sure?" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(0);
  expect(stored).not.toBe("");
});
