// The WebAuthn Signal API from <hanko-profile>, in Chromium with its virtual authenticator
// standing for the user's passkey provider: a passkey deleted in the profile, or deleted on
// another device and then the profile opened here, leaves the authenticator too; a changed
// username reaches the credential's stored names.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
} from "../../../e2e/support/virtual-authenticator.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

let pages: PageServer;
let auth: RunningAuthServer;
let origin: string;

test.beforeAll(async () => {
  pages = await startPageServer();
  // WebAuthn needs the page on "localhost" (the relying party), not on 127.0.0.1.
  origin = pages.url.replace("127.0.0.1", "localhost");
  auth = await startAuthServer(pages.url, {
    ALLOWED_ORIGINS: `${pages.url},${origin}`,
    PASSKEYS_ENABLED: "true",
    USERNAME_ENABLED: "true",
  });
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

async function profileWithPasskey(page: Page, token: string): Promise<VirtualAuthenticator> {
  const device = await addVirtualAuthenticator(page);
  await page.context().addCookies([{ name: "hanko", value: token, url: origin }]);
  await page.goto(`${origin}/profile`);
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByRole("button", { name: "Create a passkey" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(1);
  expect(await device.credentials()).toHaveLength(1);
  return device;
}

async function deletePasskey(page: Page): Promise<void> {
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByRole("button", { name: "Delete" }).click();
  await section.getByRole("button", { name: "Are you sure?" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(0);
}

test("a passkey deleted in the profile leaves the authenticator", async ({ page }) => {
  const user = await auth.signedInUser(`signal.${Date.now()}@example.se`);
  const device = await profileWithPasskey(page, user.token);
  await deletePasskey(page);
  await expect.poll(() => device.credentials()).toHaveLength(0);
});

test("deleted on another device: opening the profile here removes it", async ({ browser }) => {
  const user = await auth.signedInUser(`annan-enhet.${Date.now()}@example.se`);
  const here = await (await browser.newContext()).newPage();
  const device = await profileWithPasskey(here, user.token);
  await here.goto("about:blank");

  const there = await (await browser.newContext()).newPage();
  await there.context().addCookies([{ name: "hanko", value: user.token, url: origin }]);
  await there.goto(`${origin}/profile`);
  await deletePasskey(there);
  // Until this browser hears of it, its provider still holds the passkey.
  expect(await device.credentials()).toHaveLength(1);

  await here.goto(`${origin}/profile`);
  await expect(here.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect.poll(() => device.credentials()).toHaveLength(0);
  await here.context().close();
  await there.context().close();
});

test("a passkey still accepted stays, and a new username reaches it", async ({ page }) => {
  const user = await auth.signedInUser(`namn.${Date.now()}@example.se`);
  const device = await profileWithPasskey(page, user.token);
  const username = `cyklist_${Date.now()}`;
  const field = page.getByRole("textbox", { name: "Username" });
  await field.fill(username);
  await field.press("Enter");
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect
    .poll(
      async () => (await device.credentials()) as { userName?: string; userDisplayName?: string }[],
    )
    .toEqual([expect.objectContaining({ userDisplayName: username })]);
});
