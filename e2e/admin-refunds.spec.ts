// Refunds and withdrawals in the admin, in Chromium against the real shop, its built-in test
// payment provider (whose refund answers come back as signed callbacks to /payment/callback) and
// real SMTP: an owner refunds one line of a paid order (the refund mail arrives, the order page
// shows the refund) and a refund above what was paid is refused beside its field; a shopper
// withdraws from part of a delivered order with "Ångra köp", the owner confirms the goods are
// back and refunds them, the customer gets the refund mail; the change log holds every change.
// axe runs on /admin/withdrawals and on the order page's refunds section.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { buyPaidOrder } from "./support/paid-order.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";

// Apple 20 W adapter (249 kr, 58 in stock) and Samsung 25 W charger (249 kr, 47 in stock):
// bought only here.
const ADAPTER = { id: 1800, quantity: 1, color: "white" };
const CHARGER = { id: 1804, quantity: 2, color: "black" };
const ADAPTER_NAME = "Apple 20 W USB-C-strömadapter";
const CHARGER_NAME = "Samsung 25 W snabbladdare USB-C";
const BUYER_NAME = "Anna Svensson";

const email = (name: string) => `${name}.${Date.now()}@example.se`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

interface Owner {
  context: BrowserContext;
  page: Page;
  violations: string[];
}

async function ownerPage(browser: Browser): Promise<Owner> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.withdrawals),
  });
  const violations = await watchCspViolations(context);
  return { context, page: await context.newPage(), violations };
}

const refunds = (page: Page) => page.getByRole("region", { name: "Återbetalningar" });

test("an owner refunds one line of a paid order; more than was paid is refused beside the field", async ({
  page,
  browser,
}) => {
  const buyer = email("aterbetalning");
  const order = await buyPaidOrder(page, [ADAPTER, CHARGER], { email: buyer, name: BUYER_NAME });
  const owner = await ownerPage(browser);
  const admin = owner.page;

  await admin.goto(`/admin/orders/${order.number}`);
  await waitForHydration(admin);
  const section = refunds(admin);
  await expect(section.getByText("Inga återbetalningar än.")).toBeVisible();
  await expectNoSeriousAxeViolations(admin, "order page with its refunds section");

  // Five adapters when one was bought: refused beside that field, and nothing refunded.
  const adapterField = section.getByLabel(`Antal ${ADAPTER_NAME} (Vit) att återbetala`);
  await adapterField.fill("5");
  await section.getByRole("button", { name: "Återbetala valda varor" }).click();
  await expect(adapterField).toHaveAttribute("aria-invalid", "true");
  await expect(adapterField).toHaveAccessibleDescription(
    /Högst 1 st kan återbetalas; mer än så har kunden inte betalat för\./,
  );
  await expect(adapterField).toHaveValue("5");
  await expect(section.getByText("Inga återbetalningar än.")).toBeVisible();
  await expectNoSeriousAxeViolations(admin, "refund refused beside the field");

  // One of the two chargers.
  await adapterField.fill("0");
  await section.getByLabel(`Antal ${CHARGER_NAME} (Svart) att återbetala`).fill("1");
  await section.getByRole("button", { name: "Återbetala valda varor" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "249,00 kr är återbetalt. Kunden har fått ett mejl.",
  );
  const list = section.getByTestId("refunds-list");
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list).toContainText(`1 × ${CHARGER_NAME} (Svart)`);
  await expect(list).toContainText("Genomförd");
  await expect(list).toContainText(TEST_OWNERS.withdrawals);
  await expect(section.getByTestId("refunds-summary")).toContainText("Återbetalt 249,00 kr");
  // Only one charger is left to refund now.
  await expect(
    section.getByLabel(`Antal ${CHARGER_NAME} (Svart) att återbetala`),
  ).toHaveAccessibleDescription(/högst 1 kvar av 2/);

  const mail = await nextShopMail(buyer);
  expect(mail.subject).toBe(`TESTORDER – Återbetalning för order ${order.number}`);
  expect(mail.text).toContain("Vi har betalat tillbaka 249,00 kr");
  expect(mail.text).toContain(`1 × ${CHARGER_NAME} (Svart): 249,00 kr`);
  expect(mail.text).toContain("Varav moms: 49,80 kr");
  // The order page lists the mail among those sent to the customer.
  await expect(admin.getByText(`Återbetalning för order ${order.number}`)).toBeVisible();

  await admin.goto(`/admin/audit?typ=order&id=${order.id}`);
  await expect(admin.getByRole("cell", { name: "order.refund" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "refund.succeeded" })).toBeVisible();
  expect(owner.violations).toEqual([]);
  await owner.context.close();
});

test("a withdrawal end to end: delivered, Ångra köp, goods back, refunded, the customer mailed", async ({
  page,
  browser,
}) => {
  const buyer = email("angerkop");
  const order = await buyPaidOrder(page, [ADAPTER, CHARGER], { email: buyer, name: BUYER_NAME });
  const owner = await ownerPage(browser);
  const admin = owner.page;

  // The shop packs, ships and delivers it from the order's page.
  await admin.goto(`/admin/orders/${order.number}`);
  await waitForHydration(admin);
  await admin.getByRole("button", { name: "Markera som packad" }).click();
  await expect(admin.getByText("Ordern är markerad som packad.")).toBeVisible();
  // The page has read the order again (its forms are the packed order's) before typing.
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");
  await admin.getByLabel("Spårningsnummer").fill("KB123456789SE");
  await admin.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(admin.getByText(/Ordern är markerad som skickad/)).toBeVisible();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Skickad");
  await admin.getByRole("button", { name: "Markera som levererad" }).click();
  await expect(
    admin.getByText("Ordern är markerad som levererad.", { exact: false }),
  ).toBeVisible();
  expect((await nextShopMail(buyer)).subject).toBe(
    `TESTORDER – Din order ${order.number} är skickad`,
  );

  // The shopper withdraws from the chargers.
  // The cookie question answered before, as by a returning shopper: no banner over the form.
  await page
    .context()
    .addCookies([{ name: "cookieConsent", value: "necessary", url: SHOP_TEST_URL }]);
  await page.goto("/page/angra_kop");
  await waitForHydration(page);
  await page.getByLabel("Ordernummer").fill(order.number);
  await page.getByLabel("E-postadress").fill(buyer);
  await page.getByRole("button", { name: "Hitta ordern" }).click();
  await page.getByRole("radio", { name: "Bara de varor jag kryssar i" }).check();
  await page.getByRole("checkbox", { name: new RegExp(CHARGER_NAME) }).check();
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await page.getByRole("button", { name: "Ja, ångra köpet" }).click();
  await expect(
    page.getByRole("heading", { name: "Vi har tagit emot att du ångrar köpet" }),
  ).toBeVisible();
  expect((await nextShopMail(buyer)).subject).toBe(
    `TESTORDER – Vi har tagit emot att du ångrar köp ${order.number}`,
  );

  await admin.goto("/admin/withdrawals");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Ångerköp" })).toBeVisible();
  const notice = admin.getByRole("region", { name: new RegExp(`Order ${order.number}`) });
  await expect(notice.getByTestId("withdrawal-state")).toHaveText("Väntar på varorna");
  await expect(notice).toContainText(`2 × ${CHARGER_NAME} (Svart) à 249,00 kr`);
  await expect(notice.getByTestId("withdrawal-deadline")).toContainText("(14 dagar kvar)");
  await expect(notice.getByTestId("withdrawal-deadline")).not.toHaveClass(/text-danger/);
  await expectNoSeriousAxeViolations(admin, "withdrawals waiting for goods");

  await notice
    .getByRole("button", { name: `Varorna har kommit tillbaka (order ${order.number})` })
    .click();
  await expect(admin.getByRole("status")).toHaveText(
    `Varorna för order ${order.number} är markerade som mottagna och tillbaka i lager.`,
  );
  await expect(notice.getByTestId("withdrawal-state")).toContainText("Varorna har kommit tillbaka");
  await notice
    .getByRole("button", { name: `Återbetala 498,00 kr (order ${order.number})` })
    .click();
  await expect(admin.getByRole("status")).toHaveText(
    `498,00 kr är återbetalt för order ${order.number}. Kunden har fått ett mejl.`,
  );
  await expect(notice.getByTestId("withdrawal-state")).toContainText("Återbetald");
  await expect(notice.getByTestId("withdrawal-state")).toContainText("498,00 kr återbetalt");
  await expectNoSeriousAxeViolations(admin, "withdrawals after the refund");

  const mail = await nextShopMail(buyer);
  expect(mail.subject).toBe(`TESTORDER – Återbetalning för order ${order.number}`);
  expect(mail.text).toContain("när du ångrade köpet");
  expect(mail.text).toContain(`2 × ${CHARGER_NAME} (Svart): 498,00 kr`);

  await admin.goto(`/admin/orders/${order.number}`);
  const list = refunds(admin).getByTestId("refunds-list");
  await expect(list).toContainText("Ångerköp");
  await expect(list).toContainText("Genomförd");

  await admin.goto(`/admin/audit?typ=order&id=${order.id}`);
  for (const action of [
    "order.pack",
    "withdrawal.goods_received",
    "order.refund",
    "refund.succeeded",
  ]) {
    await expect(admin.getByRole("cell", { name: action })).toBeVisible();
  }
  expect(owner.violations).toEqual([]);
  await owner.context.close();
});
