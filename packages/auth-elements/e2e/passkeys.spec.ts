// Passkeys in our <hanko-auth> (standalone bundle) in Chromium against OUR auth server, with
// Chromium's virtual authenticator (CDP WebAuthn domain): a passkey made while signing up,
// then sign-in by the button and by autofill in the identifier field, a cancelled ceremony
// that shows its error and the way back, an answer the server refuses (its error shown, the
// next try signing in), and the create-a-passkey screen offered after a password login; axe on
// the new screen.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import {
  addVirtualAuthenticator,
  withoutPasskeyAutofill,
  type VirtualAuthenticator,
} from "../../../e2e/support/virtual-authenticator.ts";
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
    PASSKEYS_ENABLED: "true",
  });
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

async function typePasscode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

/** Signs up with a code, a password and a passkey made by `device`; returns the address. */
async function signUpWithPasskey(page: Page, device: VirtualAuthenticator): Promise<string> {
  const address = `passkey.${Date.now()}@example.se`;
  await page.goto(origin);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.keyboard.press("Enter");
  await typePasscode(page, await auth.nextPasscode(address));
  await page.getByLabel("New password").fill(password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Create a passkey" })).toBeVisible();
  await expectNoSeriousViolations(page, "hanko-auth", "onboarding_create_passkey");
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);
  return address;
}

async function signOut(page: Page) {
  await page.locator("#logout").click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

test("signs up with a passkey, then signs in with it by the button", async ({ page }) => {
  const device = await addVirtualAuthenticator(page);
  // Autofill would sign in by itself with the virtual authenticator; this test is the button's.
  await withoutPasskeyAutofill(page);
  await signUpWithPasskey(page, device);
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  const lastLogin = await page.evaluate(() => localStorage.getItem("hanko_last_login"));
  expect(JSON.parse(lastLogin ?? "{}")).toMatchObject({ login_method: "passkey" });
});

test("signs in by autofill: the passkey offered in the identifier field", async ({ page }) => {
  const device = await addVirtualAuthenticator(page);
  await withoutPasskeyAutofill(page);
  await signUpWithPasskey(page, device);
  await signOut(page);
  // A fresh page where the browser offers passkeys in autofill: the virtual authenticator
  // hands over its passkey as soon as the field asks, as a user picking it would.
  const next = await page.context().newPage();
  await device.copyTo(next);
  await next.goto(origin);
  await expect(next.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  await expect(next.getByRole("textbox", { name: "Email" })).toHaveCount(0);
});

test("a cancelled ceremony shows its error and leaves the way back open", async ({ page }) => {
  // An authenticator without a passkey for this site: the browser's ceremony ends with
  // NotAllowedError, as when the user closes the dialog.
  await addVirtualAuthenticator(page);
  await withoutPasskeyAutofill(page);
  await page.goto(origin);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/cancelled or timed out/, {
    timeout: scaled(15_000),
  });
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeEditable();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
});

test("an answer the server refuses shows its error, and the next try signs in", async ({
  page,
}) => {
  const device = await addVirtualAuthenticator(page);
  await withoutPasskeyAutofill(page);
  await signUpWithPasskey(page, device);
  await signOut(page);
  // The first answer reaches the server with its signature broken, as a faulty authenticator's
  // would: the server refuses it with passkey_invalid and stays in login_passkey.
  const answers: number[] = [];
  await page.route(/\/login\?action=webauthn_verify_assertion_response/, async (route) => {
    const body = route.request().postDataJSON() as {
      input_data: { assertion_response: { response: { signature: string } } };
    };
    if (answers.length === 0) {
      const { response } = body.input_data.assertion_response;
      const last = response.signature.at(-2) === "A" ? "B" : "A";
      response.signature = `${response.signature.slice(0, -2)}${last}${response.signature.at(-1)}`;
    }
    const answer = await route.fetch({ postData: JSON.stringify(body) });
    answers.push(answer.status());
    await route.fulfill({ response: answer });
  });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("This passkey cannot be used anymore");
  expect(answers).toEqual([401]);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  expect(answers).toEqual([401, 200]);
});

test("offers a passkey after a password login, and Skip goes on", async ({ page }) => {
  const address = `nopasskey.${Date.now()}@example.se`;
  await auth.signedInUser(address);
  // No authenticator at all: Skip is the way on.
  await page.goto(origin);
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Passcode", exact: true }).click();
  await typePasscode(page, await auth.nextPasscode(address));
  await expect(page.getByRole("heading", { name: "Create a passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
});
