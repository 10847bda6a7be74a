// Confirming a risky action in Chromium ("Radera mitt konto", docs/decisions/0070): a shopper
// who made a passkey in the profile confirms the deletion with it (the browser's virtual
// authenticator); one without confirms with the code mailed to them; the confirmation dialog
// passes axe; and without JavaScript the form says that confirming needs it, and nothing is
// deleted. An owner's refund over the shop's limit is held until confirmed with the mailed
// code. A buyer changes a paid order's delivery address with their passkey and its e-mail
// address with a mailed code. The rules of each action's redeem are tested beside their code
// (server/account/account-deletion.test.ts, server/orders/change-contact.test.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { scaled } from "../scripts/time-scale.ts";
import { startConfirmationShop, type ConfirmationShop } from "./support/confirmation-shop.ts";
import { addVirtualAuthenticator } from "./support/virtual-authenticator.ts";
import { paidOrderOverHttp } from "./support/paid-order.ts";

let setup: ConfirmationShop;

test.describe.configure({ timeout: scaled(60_000) });

test.beforeAll(async () => {
  setup = await startConfirmationShop();
});

test.afterAll(async () => {
  await setup?.stop();
});

/** A shopper signed in on this page's browser: the auth server's session cookie, on localhost. */
async function signedInShopper(page: Page, name: string) {
  const email = `${name}.${Date.now()}@example.se`;
  const { token } = await setup.auth.signedInUser(email);
  await page
    .context()
    .addCookies([{ name: "hanko", value: token, domain: "localhost", path: "/", httpOnly: true }]);
  return email;
}

async function askToDelete(page: Page) {
  await page.goto(`${setup.shopUrl}/page/delete_account`);
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: /Jag förstår att kontot/ }).check();
  await page.getByRole("button", { name: "Radera mitt konto" }).click();
  return page.getByRole("dialog", { name: "Bekräfta att det är du" });
}

async function expectDeleted(page: Page) {
  await expect(page).toHaveURL(/\/page\/account_deleted\?ordrar=0$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Ditt konto är raderat" }),
  ).toBeVisible();
}

test("a shopper confirms deleting the account with their passkey", async ({ page }) => {
  const device = await addVirtualAuthenticator(page);
  await signedInShopper(page, "nyckel");
  await page.goto(`${setup.shopUrl}/profile`);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByRole("button", { name: "Skapa en passkey" }).click();
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  expect(await device.credentials()).toHaveLength(1);

  const dialog = await askToDelete(page);
  const passkey = dialog.getByRole("button", { name: "Bekräfta med din nyckel (passkey)" });
  await expect(passkey).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Använd en kod i stället" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the confirmation dialog, passkey");
  await page.keyboard.press("Enter");
  await expectDeleted(page);
});

test("a shopper without a passkey confirms with the mailed code, after a wrong one", async ({
  page,
}) => {
  const email = await signedInShopper(page, "kod");
  const dialog = await askToDelete(page);
  const masked = `${email[0]}*****@example.se`;
  await expect(dialog.getByRole("status")).toHaveText(
    `Vi har skickat en kod till ${masked}. Den gäller i fem minuter.`,
  );
  const field = dialog.getByRole("textbox", { name: "Kod från mejlet (6 siffror)" });
  await expect(field).toBeFocused();
  await expectNoSeriousAxeViolations(page, "the confirmation dialog, code");
  const code = await setup.auth.nextPasscode(email);

  await field.fill(code === "000000" ? "111111" : "000000");
  await field.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Fel kod. Du har 2 försök kvar.");

  // Cancelling leaves the page as it was, and the same confirmation cannot be bypassed.
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/page\/delete_account$/);

  const again = await askToDelete(page);
  const next = await setup.auth.nextPasscode(email);
  await again.getByRole("textbox", { name: "Kod från mejlet (6 siffror)" }).fill(next);
  await again.getByRole("button", { name: "Bekräfta", exact: true }).click();
  await expectDeleted(page);
});

test("an owner's refund over the limit waits for the mailed code, then goes through", async ({
  page,
  playwright,
}) => {
  // This shop confirms refunds over 100 kr (confirmation-shop.ts); a 249 kr adapter and 39 kr
  // delivery make 288 kr.
  const shopper = await playwright.request.newContext({ baseURL: setup.shopUrl });
  const order = await paidOrderOverHttp(shopper, {
    line: "1800*1*white*",
    total: 28_800,
    tag: "limit",
  });
  await shopper.dispose();
  await page
    .context()
    .addCookies([
      { name: "hanko", value: setup.owner.token, domain: "localhost", path: "/", httpOnly: true },
    ]);
  await page.goto(`${setup.shopUrl}/admin/orders/${order.number}`);
  await waitForHydration(page);
  const refunds = page.getByRole("region", { name: "Återbetalningar" });
  await refunds.getByRole("button", { name: /^Återbetala 288,00\skr$/ }).click();

  // The server answers that it needs confirming; the dialog opens at once with a mailed code.
  const dialog = page.getByRole("dialog", { name: "Bekräfta att det är du" });
  await expect(dialog.getByRole("status")).toContainText("Vi har skickat en kod till");
  await expect(refunds.getByRole("alert")).toContainText(
    /Återbetalningen på 288,00\skr är så stor att du behöver bekräfta den/,
  );
  await expect(refunds.getByText("Inga återbetalningar än.")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "a refund's confirmation");

  const code = await setup.auth.nextPasscode(setup.owner.email);
  await dialog.getByRole("textbox", { name: "Kod från mejlet (6 siffror)" }).fill(code);
  await dialog.getByRole("button", { name: "Bekräfta", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(refunds.getByRole("status")).toContainText(/288,00\skr/);
  await expect(refunds.getByTestId("refunds-list")).toContainText(/288,00\skr/);
  await expect(refunds.getByText("Inga återbetalningar än.")).toBeHidden();
});

test("a buyer confirms a paid order's new delivery address with a passkey, its e-mail with a code", async ({
  page,
  playwright,
}) => {
  const device = await addVirtualAuthenticator(page);
  const email = await signedInShopper(page, "adress");
  const token = (await page.context().cookies()).find((c) => c.name === "hanko")?.value ?? "";
  await page.goto(`${setup.shopUrl}/profile`);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByRole("button", { name: "Skapa en passkey" }).click();
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  expect(await device.credentials()).toHaveLength(1);
  // The security notice of the new passkey, before any code.
  expect((await setup.auth.smtp.nextMail(email, 10_000)).subject).toMatch(/lösennyckel/);

  // The order is placed in the shopper's account (checkout without scripts) and paid.
  const buyer = await playwright.request.newContext({
    baseURL: setup.shopUrl,
    extraHTTPHeaders: { Cookie: `hanko=${token}` },
  });
  const order = await paidOrderOverHttp(buyer, {
    line: "1800*1*white*",
    total: 28_800,
    tag: "adress",
  });
  await buyer.dispose();

  await page.goto(`${setup.shopUrl}/page/user_dashboard`);
  await page
    .getByTestId("dashboard-orders")
    .getByRole("link", { name: `Ändra e-post eller leveransadress för order ${order.number}` })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ändra e-post eller leveransadress" }),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page, "the order change page");
  const address = page.getByRole("region", { name: "Leveransadress" });
  await address.getByLabel("Gatuadress *").fill("Kungsgatan 12");
  await address.getByLabel("Postnummer *").fill("41119");
  await address.getByLabel("Ort *").fill("Göteborg");
  await address.getByRole("button", { name: "Spara leveransadressen" }).click();
  const dialog = page.getByRole("dialog", { name: "Bekräfta att det är du" });
  await expect(dialog).toContainText(
    "Ändringen gör att ordern eller mejlen om den går någon annanstans.",
  );
  await expectNoSeriousAxeViolations(page, "an order change's confirmation");
  await dialog.getByRole("button", { name: "Bekräfta med din nyckel (passkey)" }).click();

  await expect(page).toHaveURL(
    new RegExp(`/page/order_tracking\\?order=${order.link}&changed=address$`),
  );
  await expect(page.getByTestId("order-change-done")).toHaveText(
    "Klart! Leveransadressen är ändrad, och vi har mejlat ett besked om det.",
  );
  await expect(page.getByText("Kungsgatan 12").first()).toBeVisible();

  // The e-mail address, with the code mailed to the account's address instead of the passkey.
  await page.getByTestId("order-change-link").click();
  await waitForHydration(page);
  const mail = page.getByRole("region", { name: "E-postadress för ordern" });
  await mail.getByLabel("E-postadress *").fill("ny.adress@example.se");
  await mail.getByRole("button", { name: "Spara e-postadressen" }).click();
  await dialog.getByRole("button", { name: "Använd en kod i stället" }).click();
  const code = await setup.auth.nextPasscode(email);
  await dialog.getByRole("textbox", { name: "Kod från mejlet (6 siffror)" }).fill(code);
  await dialog.getByRole("button", { name: "Bekräfta", exact: true }).click();
  await expect(page.getByTestId("order-change-done")).toContainText(
    "Mejl om ordern går nu till ny.adress@example.se.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form says confirming needs JavaScript, and a post without it deletes nothing", async ({
    page,
  }) => {
    await signedInShopper(page, "utanjs");
    await page.goto(`${setup.shopUrl}/page/delete_account`);
    await expect(page.getByText(/För att bekräfta behöver du JavaScript påslaget/)).toBeVisible();
    await page.getByRole("checkbox", { name: /Jag förstår att kontot/ }).check();
    await page.getByRole("button", { name: "Radera mitt konto" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Kontot raderades inte: det måste bekräftas först.",
    );
    await expect(page.getByRole("alert")).toContainText("det kräver JavaScript");
    await page.goto(`${setup.shopUrl}/page/user_dashboard`);
    await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  });
});
