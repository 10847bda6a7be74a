// Orders and fulfilment in the admin, in Chromium against the real shop, its built-in test
// payment provider and real SMTP: an owner finds a paid order in the list by its filters,
// opens it, marks it packed and shipped with a tracking number (a bad one is refused beside the
// field), and the customer's tracking mail arrives with the carrier's link; the storefront's
// tracking page shows the parcel in Swedish and English; a save from a page read before another
// change gets the conflict message and changes nothing; delivered starts the withdrawal period;
// the change log holds every step. axe runs on the list and the order page.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { buyPaidOrder } from "./support/paid-order.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";
import { scaled } from "../scripts/time-scale.ts";

// Hori glass screen protector for Nintendo Switch Lite (149 kr, 40 in stock): bought only here.
const PROTECTOR = { id: 1809, quantity: 2 };
const PROTECTOR_NAME = "Hori skärmskydd i glas för Nintendo Switch Lite";
const BUYER_NAME = "Märta Packström";
const TRACKING = "00370712345678901234";
const POSTNORD_LINK = `https://tracking.postnord.com/se/?id=${TRACKING}`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

interface Owner {
  context: BrowserContext;
  violations: string[];
}

async function ownerContext(browser: Browser): Promise<Owner> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.orders),
  });
  return { context, violations: await watchCspViolations(context) };
}

const section = (page: Page, name: string) => page.getByRole("region", { name });

test("an owner finds a paid order, packs and ships it with a tracking mail, and delivers it", async ({
  page,
  browser,
}) => {
  // A purchase, two admin tabs and the storefront in two languages: more than the default 30 s
  // when other specs share the machine.
  test.setTimeout(scaled(120_000));
  const buyer = `ordrar.${Date.now()}@example.se`;
  const order = await buyPaidOrder(page, [PROTECTOR], { email: buyer, name: BUYER_NAME });
  const owner = await ownerContext(browser);
  const admin = await owner.context.newPage();

  // The list, newest first; then filtered down to this order.
  await admin.goto("/admin/orders");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Ordrar" })).toBeVisible();
  await expect(admin.getByTestId("admin-orders").getByRole("row").nth(1)).toContainText(
    order.number,
  );
  await expectNoSeriousAxeViolations(admin, "admin order list");
  await admin.getByLabel("Sök").fill("märta packström");
  await admin.getByLabel("Status").selectOption({ label: "Betald, ska packas" });
  await admin.getByLabel("Betalning").selectOption({ label: "Betald" });
  await admin.getByRole("button", { name: "Visa ordrar" }).click();
  await expect(admin).toHaveURL(/sok=m%C3%A4rta\+packstr%C3%B6m&status=paid&betalning=paid/);
  const rows = admin.getByTestId("admin-orders").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(order.number);
  await expect(rows.nth(1)).toContainText("Märta Packström");
  await expect(rows.nth(1)).toContainText(buyer);
  await expect(rows.nth(1)).toContainText("337,00 kr");
  // Paid through the built-in test provider: play money, and the list says so.
  await expect(rows.nth(1).getByTestId("test-order")).toHaveText("Testorder");
  await expect(admin.getByLabel("Sök")).toHaveValue("märta packström");
  // Unpaid orders of this buyer: none.
  await admin.getByLabel("Betalning").selectOption({ label: "Obetald" });
  await admin.getByRole("button", { name: "Visa ordrar" }).click();
  await expect(admin.getByText("Inga ordrar matchar filtren.")).toBeVisible();
  await expectNoSeriousAxeViolations(admin, "admin order list with no match");
  await admin.getByLabel("Betalning").selectOption({ label: "Betald" });
  await admin.getByRole("button", { name: "Visa ordrar" }).click();

  // The order's page.
  await rows.nth(1).getByRole("link", { name: order.number }).click();
  await expect(admin).toHaveURL(`/admin/orders/${order.number}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
  await expect(admin.getByTestId("test-order")).toHaveText(
    "Testorder: betald med den inbyggda testbetalningen – inga riktiga pengar har kommit in.",
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Betald, ska packas");
  await expect(admin.getByTestId("admin-order-lines")).toContainText(PROTECTOR_NAME);
  await expect(section(admin, "Betalning").getByTestId("admin-order-attempts")).toContainText(
    "Betald",
  );
  await expect(section(admin, "Mejl till kunden")).toContainText(
    `Orderbekräftelse ${order.number} från Kretsbutiken`,
  );
  await expect(section(admin, "Statushistorik")).toContainText("Inte levererad än");
  await expectNoSeriousAxeViolations(admin, "admin order page");

  // A second tab, read now, will be stale after the first saves.
  const stale = await owner.context.newPage();
  await stale.goto(`/admin/orders/${order.number}`);
  await waitForHydration(stale);

  await waitForHydration(admin);
  await admin.getByRole("button", { name: "Markera som packad" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "markerad som packad" })).toHaveText(
    "Ordern är markerad som packad.",
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");

  // The stale tab's save is refused with the shared message and shows the order as it is.
  await stale.getByLabel("Spårningsnummer").fill("STALE-1234");
  await stale.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(stale.getByRole("alert")).toHaveText(
    "Någon annan ändrade detta medan du arbetade. Inget sparades; sidan visar nu den senaste versionen.",
  );
  await expect(stale.getByTestId("admin-order-status")).toHaveText("Packad");
  await expect(stale.getByRole("button", { name: "Markera som packad" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(stale, "admin order page after a conflict");
  await stale.close();

  // A tracking number with a control character: refused beside the field, nothing changed.
  const tracking = admin.getByLabel("Spårningsnummer");
  await tracking.fill("AB\u0007123456");
  await admin.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(tracking).toHaveAttribute("aria-invalid", "true");
  await expect(tracking).toHaveAccessibleDescription(
    /4–40 tecken.*Spårningsnumret innehåller osynliga styrtecken/,
  );
  await expect(admin.getByRole("alert")).toHaveText(
    "Inget ändrades. Rätta det som är markerat och försök igen.",
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");
  await expectNoSeriousAxeViolations(admin, "admin order page with a refused tracking number");

  await admin.getByLabel("Fraktbolag").selectOption("PostNord");
  await tracking.fill(TRACKING);
  await admin.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "skickad" })).toHaveText(
    "Ordern är markerad som skickad, och kunden har fått ett mejl med spårningslänken.",
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Skickad");
  await expect(admin.getByTestId("admin-order-tracking")).toContainText(TRACKING);
  await expect(admin.getByRole("link", { name: "Följ paketet hos PostNord" })).toHaveAttribute(
    "href",
    POSTNORD_LINK,
  );

  // The customer's mail, in Swedish as the order was placed, with the carrier's link.
  const mail = await nextShopMail(buyer);
  expect(mail.subject).toBe(`TESTORDER – Din order ${order.number} är skickad`);
  expect(mail.text).toContain(`Spårningsnummer: ${TRACKING}`);
  expect(mail.text).toContain(`Följ paketet hos PostNord: ${POSTNORD_LINK}`);
  expect(mail.text).toContain(`2 × ${PROTECTOR_NAME}: 298,00 kr`);
  expect(mail.text).toContain(`${SHOP_TEST_URL}/page/order_tracking?order=${order.link}`);
  expect(mail.html).toContain(`<a href="${POSTNORD_LINK}">Följ paketet hos PostNord</a>`);
  await expect(section(admin, "Mejl till kunden")).toContainText(
    `Din order ${order.number} är skickad`,
  );

  // The storefront's tracking page shows the parcel, in Swedish and in English.
  await page.goto(`/page/order_tracking?order=${order.link}`);
  const parcel = page.getByTestId("order-shipment");
  await expect(parcel.getByRole("heading", { name: "Ditt paket" })).toBeVisible();
  await expect(parcel).toContainText(/Fraktbolag:\s*PostNord/);
  await expect(parcel.getByTestId("order-tracking-number")).toHaveText(TRACKING);
  await expect(parcel.getByRole("link", { name: /Följ paketet hos PostNord/ })).toHaveAttribute(
    "href",
    POSTNORD_LINK,
  );
  await expect(page.getByTestId("order-status")).toHaveText("Skickad");
  await expectNoSeriousAxeViolations(page, "tracking page of a shipped order");
  await page.request.post("/api/preferences", {
    form: { language: "en", redirectTo: "/" },
    headers: { Origin: SHOP_TEST_URL },
    maxRedirects: 0,
  });
  await page.reload();
  await expect(parcel.getByRole("heading", { name: "Your parcel" })).toBeVisible();
  await expect(parcel).toContainText(/Carrier:\s*PostNord/);
  await expect(parcel.getByRole("link", { name: /Follow the parcel at PostNord/ })).toHaveAttribute(
    "href",
    `https://tracking.postnord.com/en/?id=${TRACKING}`,
  );

  // Delivered: the withdrawal period's end is shown.
  await admin.getByRole("button", { name: "Markera som levererad" }).click();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Levererad");
  await expect(admin.getByTestId("admin-order-withdrawal")).toContainText(
    /Levererad .+\. Ångerfristen går ut .+\./,
  );
  await expect(section(admin, "Hantera ordern")).toContainText(
    "Det finns inget att göra med ordern i den här statusen.",
  );

  // The change log holds every step, with who and the tracking number.
  await admin.getByRole("link", { name: "Ändringslogg för ordern" }).click();
  await expect(admin).toHaveURL(`/admin/audit?typ=order&id=${order.id}`);
  const log = admin.getByRole("table");
  for (const action of ["order.pack", "order.ship", "order.deliver"]) {
    await expect(log.getByRole("cell", { name: action, exact: true })).toBeVisible();
  }
  await expect(log.getByRole("row")).toHaveCount(4);
  await expect(log).toContainText(TEST_OWNERS.orders);
  await expect(log).toContainText(TRACKING);
  await expect(log).not.toContainText("STALE-1234");

  expect(owner.violations).toEqual([]);
  await owner.context.close();
});

test("without JavaScript the list's filters work as a plain GET form and an action as a POST", async ({
  browser,
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const buyer = `ordrar.utanjs.${Date.now()}@example.se`;
  const order = await buyPaidOrder(page, [PROTECTOR], { email: buyer, name: BUYER_NAME });
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.orders),
    javaScriptEnabled: false,
  });
  const violations = await watchCspViolations(context);
  const admin = await context.newPage();
  await admin.goto("/admin/orders");
  await admin.getByLabel("Sök").fill(buyer.toUpperCase());
  await admin.getByRole("button", { name: "Visa ordrar" }).click();
  const rows = admin.getByTestId("admin-orders").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(admin.getByTestId("admin-orders-count")).toHaveText("1 order");
  await rows.nth(1).getByRole("link", { name: order.number }).click();
  await admin.getByRole("button", { name: "Markera som packad" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "packad" })).toHaveText(
    "Ordern är markerad som packad.",
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");
  // A tracking number that is too short, refused beside the field as typed.
  await admin.getByLabel("Spårningsnummer").fill("AB1");
  await admin.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(admin.getByLabel("Spårningsnummer")).toHaveValue("AB1");
  await expect(admin.getByLabel("Spårningsnummer")).toHaveAccessibleDescription(
    /ska vara 4–40 tecken: bokstäver A–Z, siffror och bindestreck/,
  );
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");
  expect(violations).toEqual([]);
  await context.close();
});
