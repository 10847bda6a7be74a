// The second factor in our <hanko-auth> (standalone bundle) in Chromium against OUR auth server
// with MFA on: an authenticator app set up while signing up (its codes made in the test from
// the secret on screen), then a sign-in with password and code, the browser trusted, and the
// next sign-in without a code; a security key from Chromium's virtual authenticator added as
// second factor and used after the password. axe on every new screen.
import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { addVirtualAuthenticator } from "../../../e2e/support/virtual-authenticator.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";
import { scaled } from "../../../scripts/time-scale.ts";

let pages: PageServer;
let auth: RunningAuthServer;
// WebAuthn needs the page on "localhost" (the relying party), not on 127.0.0.1.
let origin: string;
const password = "Vinter-2026-Elsparkcykel";

test.beforeAll(async () => {
  pages = await startPageServer();
  origin = pages.url.replace("127.0.0.1", "localhost");
  auth = await startAuthServer(origin, {
    ALLOWED_ORIGINS: `${pages.url},${origin}`,
    MFA_ENABLED: "true",
    // http://localhost: the device-trust cookie without Secure.
    SESSION_COOKIE_SECURE: "false",
  });
  // The API on the page's site too, as a shop's auth server is: the device-trust cookie is
  // first-party then.
  pages.setApi(auth.url.replace("127.0.0.1", "localhost"));
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

/** A code of the step after the last one used, so no code is refused as already used. */
function codeFor(secret: string, stepsAhead = 0) {
  const epoch = Math.floor(Date.now() / 1000) + stepsAhead * 30;
  return generateSync({ strategy: "totp", secret, epoch });
}

/** Sign-up to the method chooser: address, code, password. */
async function signUpToChooser(page: Page): Promise<string> {
  const address = `mfa.${Date.now()}@example.se`;
  await page.goto(origin);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.keyboard.press("Enter");
  await typeCode(page, await auth.nextPasscode(address));
  await page.getByLabel("New password").fill(password);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { name: "Protect your account with a second step" }),
  ).toBeVisible();
  return address;
}

async function passwordSignIn(page: Page, address: string) {
  await page.locator("#logout").click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Password", exact: true }).click();
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.keyboard.press("Enter");
}

test("sets up an authenticator app, signs in with its code, and trusts the browser", async ({
  page,
}) => {
  const address = await signUpToChooser(page);
  await expectNoSeriousViolations(page, "hanko-auth", "mfa_method_chooser");
  await page.getByRole("button", { name: "Authenticator app" }).click();
  await expect(page.getByRole("heading", { name: "Set up an authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Authenticator app" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "mfa_otp_secret_creation");
  const secret = (await page.locator("hanko-auth").locator(".hk-secret-value").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: scaled(3000) });
  // Kept as typed: the same code again later, even after its 30 s step has passed.
  const setupCode = codeFor(secret);
  await typeCode(page, setupCode);
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();

  await passwordSignIn(page, address);
  await expect(page.getByRole("heading", { name: "Enter the app’s code" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "login_otp");
  // The setup code again: refused as used.
  await typeCode(page, setupCode);
  await expect(page.getByRole("alert")).toContainText("already been used");
  await typeCode(page, codeFor(secret, 1));
  await expect(page.getByRole("heading", { name: "Trust this browser?" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "device_trust");
  await page.getByRole("button", { name: "Trust this browser" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();

  // Trusted: the next sign-in in this browser asks for no code.
  await passwordSignIn(page, address);
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
});

test("adds a security key as second factor and signs in with password and key", async ({
  page,
}) => {
  const key = await addVirtualAuthenticator(page, "security-key");

  const address = await signUpToChooser(page);
  await page.getByRole("button", { name: "Security key" }).click();
  await expect(page.getByRole("heading", { name: "Add a security key" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "mfa_security_key_creation");
  await page.getByRole("button", { name: "Add a security key" }).click();
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
  expect(await key.credentials()).toHaveLength(1);

  await passwordSignIn(page, address);
  await expect(page.getByRole("heading", { name: "Use your security key" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "login_security_key");
  await page.getByRole("button", { name: "Security key" }).click();
  await expect(page.getByRole("heading", { name: "Trust this browser?" })).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
});

test("sets up and removes an authenticator app and a security key in <hanko-profile>", async ({
  page,
}) => {
  await addVirtualAuthenticator(page, "security-key");

  const address = `profil.mfa.${Date.now()}@example.se`;
  const user = await auth.signedInUser(address);
  await page.context().addCookies([{ name: "hanko", value: user.token, url: origin }]);
  await page.goto(`${origin}/profile`);
  const app = page.getByRole("region", { name: "Authenticator app" });
  await app.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("heading", { name: "Set up an authenticator app" })).toBeVisible();
  const secret = (await page.locator("hanko-profile .hk-secret-value").textContent()) ?? "";
  await typeCode(page, codeFor(secret));
  await expect(app).toContainText("An authenticator app is set up as your second step.");
  expect((await auth.smtp.nextMail(address, 10_000)).text).toMatch(/two-factor/i);
  await app.getByRole("button", { name: "Delete" }).click();
  await app.getByRole("button", { name: "Are you sure?" }).click();
  await expect(app.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();

  const keys = page.getByRole("region", { name: "Security keys" });
  await keys.getByRole("button", { name: "Add a security key" }).click();
  await expect(keys.getByRole("listitem")).toHaveCount(1);
  await keys.getByRole("button", { name: "Delete" }).click();
  await keys.getByRole("button", { name: "Are you sure?" }).click();
  await expect(keys.getByRole("listitem")).toHaveCount(0);
});
