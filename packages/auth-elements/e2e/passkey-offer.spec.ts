// The passkey offered after a sign-in, against OUR auth server (which offers it at every sign-in
// of a user without one, as Hanko does): "Skip" is this device's "not now", and the next
// sign-in goes straight through, the widget answering the offer by itself.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

let pages: PageServer;
let auth: RunningAuthServer;
let origin: string;

test.beforeAll(async () => {
  pages = await startPageServer();
  // WebAuthn needs the page on "localhost" (the relying party), not on 127.0.0.1.
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

type Logged = { type: string; detail?: { state?: string } };
const states = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __events: Logged[] }).__events))
    .filter((event) => event.type === "onAfterStateChange")
    .map((event) => event.detail?.state);

async function signInByPasscode(page: Page, address: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("button", { name: "Continue" }).click();
  const digit = page.getByRole("textbox", { name: "Digit 1 of 6" });
  // Marked "Last used" the second time.
  const chooser = page.getByRole("button", { name: /^Passcode/ });
  await expect(digit.or(chooser)).toBeVisible();
  if (await chooser.isVisible()) await chooser.click();
  await digit.click();
  await page.keyboard.type(await auth.nextPasscode(address));
}

test("Skip is remembered: the next sign-in on this device is not asked again", async ({ page }) => {
  const address = `intenu.${Date.now()}@example.se`;
  await auth.signedInUser(address);
  await page.goto(origin);
  await signInByPasscode(page, address);
  await expect(page.getByRole("heading", { name: "Create a passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("hanko_passkey_offer_declined"))).toMatch(
    /^\d+$/,
  );

  await page.locator("#logout").click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto(origin);
  await signInByPasscode(page, address);
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  // The server still offered it; the widget answered "not now" without showing it.
  expect(await states(page)).toEqual(
    expect.arrayContaining(["onboarding_create_passkey", "success"]),
  );
});

test("another device (a fresh browser) is still asked", async ({ page }) => {
  const address = `nyenhet.${Date.now()}@example.se`;
  await auth.signedInUser(address);
  await page.goto(origin);
  await signInByPasscode(page, address);
  await expect(page.getByRole("heading", { name: "Create a passkey" })).toBeVisible();
});
