// Hanko's OFFICIAL <hanko-auth> (@teamhanko/hanko-elements 2.7.0), a client we did not write,
// in Chromium with a virtual authenticator against our auth server: it signs up with a passkey
// on its create-a-passkey page, then signs in with that passkey by its button and by autofill
// in its identifier field. The passkey is checked in the authenticator and in /me.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import {
  addVirtualAuthenticator,
  withoutPasskeyAutofill,
  type VirtualAuthenticator,
} from "./support/virtual-authenticator.ts";
import {
  startOfficialElementsPage,
  type OfficialElementsPage,
} from "./support/official-elements-page.ts";

let pages: OfficialElementsPage;
let auth: RunningAuthServer;
// WebAuthn needs the page on "localhost" (the relying party), not on 127.0.0.1.
let origin: string;

test.beforeAll(async () => {
  pages = await startOfficialElementsPage();
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

const widget = (p: Page) => p.locator("hanko-auth");

const signedIn = (p: Page) =>
  expect
    .poll(async () => {
      const events = await p.evaluate(
        () => (window as { __events?: { type: string }[] }).__events ?? [],
      );
      return events.some((event) => event.type === "onSessionCreated");
    })
    .toBe(true);

/** The official widget renders a flow's first state twice; input before the second is lost. */
async function settle(p: Page, state: string) {
  await expect
    .poll(() =>
      p.evaluate(
        (name) =>
          ((window as { __events?: { detail?: { state?: string } }[] }).__events ?? []).filter(
            (event) => event.detail?.state === name,
          ).length,
        state,
      ),
    )
    .toBeGreaterThanOrEqual(2);
}

async function signUpWithPasskey(p: Page, device: VirtualAuthenticator) {
  const address = `officiell.passkey.${Date.now()}@example.se`;
  await p.goto(origin);
  await settle(p, "login_init");
  await widget(p).getByText("Create account").click();
  await settle(p, "registration_init");
  await widget(p).getByRole("textbox", { name: "Email" }).fill(address);
  await widget(p).getByRole("button", { name: "Continue" }).click();
  await expect(widget(p).getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await widget(p).locator("input").first().click();
  await p.keyboard.type(await auth.nextPasscode(address), { delay: 20 });
  await expect(widget(p).getByRole("heading", { name: "Set new password" })).toBeVisible();
  await widget(p).getByLabel("New password").fill("Vinter-2026-Elsparkcykel");
  await widget(p).getByRole("button", { name: "Continue" }).click();
  await widget(p).getByRole("button", { name: "Create a passkey" }).click();
  await signedIn(p);
  const credentials = await device.credentials();
  expect(credentials).toHaveLength(1);
  return { address, credentials };
}

test("signs up with a passkey and signs in with it by the button", async ({ page: p }) => {
  const device = await addVirtualAuthenticator(p);
  await withoutPasskeyAutofill(p);
  const { credentials } = await signUpWithPasskey(p, device);
  // The official SDK keeps the session in its `hanko` cookie; /me lists the new passkey.
  const token = (await p.context().cookies(origin)).find((c) => c.name === "hanko")?.value;
  const me = (await (
    await fetch(`${auth.url}/me`, { headers: { Authorization: `Bearer ${token ?? ""}` } })
  ).json()) as { passkeys?: { id: string }[] };
  expect(me.passkeys?.map((passkey) => passkey.id)).toEqual([
    Buffer.from(credentials[0]?.credentialId ?? "", "base64").toString("base64url"),
  ]);

  const next = await p.context().newPage();
  await withoutPasskeyAutofill(next);
  await device.copyTo(next);
  await next.goto(origin);
  await widget(next).getByRole("button", { name: "Sign in with a passkey" }).click();
  await signedIn(next);
});

test("signs in with the passkey by autofill in its identifier field", async ({ page: p }) => {
  const device = await addVirtualAuthenticator(p);
  await withoutPasskeyAutofill(p);
  await signUpWithPasskey(p, device);

  const next = await p.context().newPage();
  await device.copyTo(next);
  await next.goto(origin);
  await signedIn(next);
});
