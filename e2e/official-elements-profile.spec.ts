// Hanko's OFFICIAL <hanko-profile> (@teamhanko/hanko-elements 2.7.0), a client we did not write,
// in Chromium against our auth server, through the profile sections it has: the addresses
// listed, one added and verified with a mailed code, made primary, the old one deleted; a
// password set and changed; another session revoked; the account deleted. Each step is
// checked on the server and in the SMTP sink, not only on screen.
import { expect, test, type Page } from "@playwright/test";
import { scaled } from "../scripts/time-scale.ts";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import {
  startOfficialElementsPage,
  type OfficialElementsPage,
} from "./support/official-elements-page.ts";

let page: OfficialElementsPage;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  page = await startOfficialElementsPage();
  auth = await startAuthServer(page.url, { ACCOUNT_ALLOW_DELETION: "true" });
  page.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await page?.close();
});

const profile = (p: Page) => p.locator("hanko-profile");

async function openProfile(p: Page, label: string) {
  const address = `${label}.${Date.now()}@example.se`;
  const user = await auth.signedInUser(address);
  await p.context().addCookies([{ name: "hanko", value: user.token, url: page.url }]);
  await p.goto(`${page.url}/profile`);
  await expect(profile(p).getByRole("heading", { name: "Emails" })).toBeVisible();
  await drawn(p);
  return { ...user, address };
}

/**
 * Resolves once the profile's shadow tree has not changed for `quiet` ms. The official profile
 * draws itself a second time some 0.2–0.5 s after the first (no request between; Chromium
 * reports its password form inserted twice), and that second drawing closes whatever was
 * opened in between: on a loaded machine "Delete account" opened its page and lost it again
 * before its checkbox was ticked.
 */
async function drawn(p: Page, quiet = scaled(1000)) {
  await profile(p).evaluate(
    (element, quiet) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        let timer = setTimeout(done, quiet);
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(element.shadowRoot!, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    quiet,
  );
}

/** The official widget's dangerous links ask "yes / no" before they run. */
const confirm = (p: Page) => profile(p).getByRole("button", { name: "yes", exact: true }).click();

const me = async (token: string) =>
  fetch(`${auth.url}/me`, { headers: { Authorization: `Bearer ${token}` } });

type Me = { emails?: { address: string; is_primary: boolean; is_verified: boolean }[] };

test("lists the addresses, adds and verifies one, makes it primary and deletes the old one", async ({
  page: p,
}) => {
  const user = await openProfile(p, "officiell");
  const widget = profile(p);
  await expect(widget.getByRole("radio", { name: `${user.address} - primary ❯` })).toHaveCount(1);

  const added = `ny.${user.address}`;
  await widget.getByText("Add email").click();
  await widget.getByRole("textbox", { name: "New email address" }).fill(added);
  await widget.getByRole("button", { name: "Save" }).first().click();
  await expect(widget.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await widget.locator("input").first().click();
  await p.keyboard.type(await auth.nextPasscode(added), { delay: 20 });
  await expect(widget.getByText(added, { exact: true })).toBeVisible();
  expect((await auth.smtp.nextMail(user.address, 10_000)).text).toContain(added);

  await widget.getByText(added, { exact: true }).click();
  await widget.getByRole("button", { name: "Set as primary" }).click();
  await expect(widget.getByRole("radio", { name: `${added} - primary ❯` })).toHaveCount(1);
  expect((await auth.smtp.nextMail(user.address, 10_000)).text).toContain(added);

  await widget.getByText(user.address, { exact: true }).click();
  await widget.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm(p);
  await expect(widget.getByText(user.address, { exact: true })).toHaveCount(0);
  const body = (await (await me(user.token)).json()) as Me;
  expect(body.emails).toEqual([
    expect.objectContaining({ address: added, is_primary: true, is_verified: true }),
  ]);
  expect((await auth.smtp.nextMail(added, 10_000)).text).toContain(user.address);
});

test("sets a password and changes it", async ({ page: p }) => {
  const user = await openProfile(p, "losenord");
  const widget = profile(p);
  await widget.getByText("Set password").click();
  await widget.getByRole("textbox", { name: "New password" }).fill("Sommar-2026-Eget");
  await widget.getByRole("button", { name: "Save" }).last().click();
  await expect(widget.getByText("Change password")).toBeVisible();
  expect((await auth.smtp.nextMail(user.address, 10_000)).subject).toContain("password");

  await widget.getByText("Change password").click();
  await widget.getByRole("textbox", { name: "New password" }).fill("Host-2026-Annat");
  await widget.getByRole("button", { name: "Save" }).last().click();
  expect((await auth.smtp.nextMail(user.address, 10_000)).subject).toContain(
    "password was changed",
  );
  expect(await auth.passwordMatches(user.userId, "Host-2026-Annat")).toBe(true);
});

test("revokes another session, whose token stops working at once", async ({ page: p }) => {
  const user = await openProfile(p, "session");
  const phone = await auth.otherSession(
    user.userId,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  );
  await p.reload();
  await drawn(p);
  const widget = profile(p);
  await widget.getByText("iOS (Safari)", { exact: true }).click();
  await widget.getByRole("button", { name: "Revoke" }).click();
  await confirm(p);
  await expect.poll(async () => (await me(phone)).status).toBe(401);
  await expect(widget.getByText("iOS (Safari)", { exact: true })).toHaveCount(0);
  expect((await me(user.token)).status).toBe(200);
});

test("deletes the account after its confirmation", async ({ page: p }) => {
  const user = await openProfile(p, "radera");
  const widget = profile(p);
  await widget.getByRole("button", { name: "Delete account" }).click();
  await expect(widget.getByRole("heading", { name: "Delete account" })).toBeVisible();
  await widget.getByRole("checkbox", { name: "Yes, delete this account." }).check();
  await widget.getByRole("button", { name: "Delete", exact: true }).click();
  await expect.poll(async () => (await me(user.token)).status).toBe(401);
  expect((await auth.smtp.nextMail(user.address, 10_000)).subject).toContain("deleted");
});
