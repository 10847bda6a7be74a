// A purchase from cart to paid order, in Chromium, against the real shop, its built-in test
// payment provider and real SMTP: as a guest (card declined then approved, cancelled, waiting
// for a late confirmation), without JavaScript, by keyboard only, and signed in (prefilled
// details, the order in the dashboard). Then tracking and "Ångra köp" with its receipt mail.
// axe runs on every step's page type once. No step, nor the redirect to the payment page (with
// and without JavaScript), meets the shop's Content-Security-Policy (test-support/csp-violations.ts).
import type { Page } from "@playwright/test";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { registerShopper } from "./support/shop-sign-in.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";
import { scaled } from "../scripts/time-scale.ts";

// Galaxy A35 5G (3 990 kr, 31 in stock) and Galaxy S24 (7 990 kr, 19 in stock): bought only here.
const A35 = { id: 1052, quantity: 1, color: "blue", size: "128 GB" };
const S24 = { id: 1057, quantity: 2, color: "black", size: "256 GB" };

const email = (name: string) => `${name}.${Date.now()}@example.se`;

/** Puts items in this browser's cart; the page's script mirrors it into the cookie on load. */
async function fillCart(page: Page, items: object[]) {
  await page.goto("/");
  await page.evaluate((cart) => localStorage.setItem("cartItems", JSON.stringify(cart)), items);
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "kb_cart"))
    .toBe(true);
}

async function fillBuyer(page: Page, buyer: string) {
  await page.getByLabel("E-postadress *").fill(buyer);
  await page.getByLabel("Mobilnummer *").fill("0701234567");
  await page.getByLabel("För- och efternamn *").fill("Anna Svensson");
  await page.getByLabel("Gatuadress *").fill("Storgatan 1");
  await page.getByLabel("Postnummer *").fill("11122");
  await page.getByLabel("Ort *").fill("Stockholm");
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel("Kortnummer").fill(number);
  await page.getByLabel("Giltigt till (MM/ÅÅ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Betala/ }).click();
}

const orderNumberOn = async (page: Page) =>
  (await page.getByRole("heading", { name: /^Ordernummer KB-/ }).textContent())?.replace(
    "Ordernummer ",
    "",
  ) ?? "";

// The newsletter modal opens 2 s after the consent banner is answered; its overlay would
// take the clicks meant for the page.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

test("a guest pays by card after a declined card, gets the confirmation mail, and the cart is emptied", async ({
  page,
}) => {
  const buyer = email("gast");
  await fillCart(page, [A35, S24]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await expect(page.getByTestId("checkout-lines").getByRole("listitem")).toHaveCount(2);
  // 3 990 + 2 × 7 990 kr; free delivery; moms is a fifth.
  await expect(page.getByTestId("checkout-total")).toHaveText("19 970 kr");
  await expect(page.getByTestId("checkout-moms")).toHaveText("3 994 kr");
  // Credit is never first or chosen for the buyer.
  const methods = page.getByRole("group", { name: "Betalsätt" }).getByRole("radio");
  await expect(methods.first()).toBeChecked();
  await expect(page.getByRole("radio", { name: /Faktura/ })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page, "checkout");

  // Errors first: the schema runs in the browser before anything is sent.
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Något behöver rättas" })).toBeFocused();
  await expect(page.getByLabel("E-postadress *")).toHaveAccessibleDescription(
    "Skriv din e-postadress, dit skickar vi orderbekräftelsen.",
  );
  await expectNoSeriousAxeViolations(page, "checkout with errors");

  await fillBuyer(page, buyer);
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp.*Köp med betalningsskyldighet/ }).click();

  await expect(page.getByRole("heading", { name: "Testbetalning" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("inga riktiga pengar dras");
  await expect(page.getByTestId("test-payment-amount")).toHaveText("19 970,00 kr");
  await expectNoSeriousAxeViolations(page, "test payment page");
  await payWithCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText(/Kortet nekades/);
  await payWithCard(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/page\/order_success\?order=/);
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Betald");
  const number = await orderNumberOn(page);
  await expectNoSeriousAxeViolations(page, "order success");
  await expect(page.getByTestId("cart-total")).toHaveText("0 kr");
  expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe("[]");

  const mail = await nextShopMail(buyer);
  // Paid through the built-in test provider: play money, and the mail says so first.
  expect(mail.subject).toBe(`TESTORDER – Orderbekräftelse ${number} från Kretsbutiken`);
  expect(mail.text).toContain("Det här är en testorder");
  expect(mail.text).toContain("1 × Galaxy A35 5G (Blå, 128 GB): 3 990,00 kr");
  expect(mail.text).toContain("2 × Galaxy S24 (Svart, 256 GB): 15 980,00 kr");
  expect(mail.text).toContain("Varav moms: 3 994,00 kr");
  // The mail's links name the order by its token, as the page's address does, never its number.
  const link = new URL(page.url()).searchParams.get("order") ?? "";
  expect(link).toMatch(/^[\w-]{32}$/);
  expect(mail.text).toContain(`${SHOP_TEST_URL}/page/angra_kop?order=${link}`);
  expect(mail.text).toContain(`${SHOP_TEST_URL}/page/order_tracking?order=${link}`);
  expect(mail.html).toContain("Läs köpvillkoren");
});

test("cancelling at the payment page releases the order and keeps the cart", async ({ page }) => {
  await fillCart(page, [A35]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await fillBuyer(page, email("avbryter"));
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await page.getByRole("button", { name: "Avbryt och gå tillbaka till butiken" }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?order=/);
  await expect(page.getByRole("heading", { name: "Du avbröt betalningen" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "payment cancelled");
  await expect(page.getByTestId("cart-total")).toHaveText("3 990 kr");
  const orderId = new URL(page.url()).searchParams.get("order");
  await page.goto(`/page/order_tracking?order=${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("Avbruten");
});

test("a confirmation that arrives after the buyer is back is waited for, then shown", async ({
  page,
}) => {
  await fillCart(page, [A35]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await fillBuyer(page, email("vantar"));
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await payWithCard(page, "4000 0000 0000 3055");
  await expect(page.getByRole("heading", { name: "Vi väntar på bekräftelse" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "waiting for confirmation");
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible({
    timeout: scaled(15_000),
  });
});

test("without JavaScript: the cart from the cookie, a pickup point, the total updated, paid", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  // Without JavaScript only the console reports: form-action also governs checkout's redirect.
  const violations = await watchCspViolations(context);
  await context.addCookies([
    { name: "kb_cart", value: encodeURIComponent("1052*1*blue*128%20GB"), url: SHOP_TEST_URL },
  ]);
  const page = await context.newPage();
  await page.goto("/page/checkout");
  await expect(page.getByTestId("checkout-lines")).toContainText("Galaxy A35 5G");
  await fillBuyer(page, email("utanjs"));
  await page.getByRole("radio", { name: /PostNord Ombud/ }).check();
  await page.getByRole("button", { name: "Uppdatera totalsumman" }).click();
  await expect(page.getByLabel("Utlämningsställe")).toContainText("ICA Nära Odenplan");
  await page
    .getByLabel("Utlämningsställe")
    .selectOption({ label: "Coop Hornstull, Långholmsgatan 38, 117 33 Stockholm" });
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  await expect(page.getByText("Coop Hornstull, Långholmsgatan 38, 117 33 Stockholm")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "kb_cart")).toBeUndefined();
  expect(violations).toEqual([]);
  await context.close();
});

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const label = el.id
        ? document.querySelector(`label[for="${el.id}"]`)?.textContent
        : undefined;
      return `${label ?? el.closest("label")?.textContent ?? el.textContent ?? ""}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test("keyboard only: the whole checkout and payment without a mouse", async ({ page }) => {
  await fillCart(page, [A35]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, label);
    await page.keyboard.type(text);
  };
  await typeInto(/^E-postadress \*/, email("tangent"));
  await typeInto(/^Mobilnummer \*/, "0701234567");
  await typeInto(/^För- och efternamn \*/, "Anna Svensson");
  await typeInto(/^Gatuadress \*/, "Storgatan 1");
  await typeInto(/^Postnummer \*/, "11122");
  await typeInto(/^Ort \*/, "Stockholm");
  await tabTo(page, /godkänner köpvillkoren/);
  await page.keyboard.press("Space");
  await tabTo(page, /Slutför köp/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Testbetalning" })).toBeVisible();
  await typeInto(/^Kortnummer/, "4242424242424242");
  await typeInto(/^Giltigt till/, "12/30");
  await typeInto(/^CVC/, "123");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
});

test("signed in: details prefilled from the last order, paid with Swish, listed in the dashboard", async ({
  page,
}) => {
  const shopper = email("konto");
  await registerShopper(page, shopper, "Ett långt lösenord 2026!");
  await fillCart(page, [A35]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await expect(page.getByLabel("E-postadress *")).toHaveValue(shopper);
  await fillBuyer(page, shopper);
  await page.getByRole("radio", { name: "Swish" }).check();
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await page.getByLabel("Mobilnummer för Swish").fill("070-123 45 67");
  await page.getByRole("button", { name: "Öppna Swish" }).click();
  await expect(page.getByRole("status")).toContainText("Öppna Swish-appen på +46701234567");
  await page.getByRole("button", { name: "Godkänn i Swish (test)" }).click();
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  const number = await orderNumberOn(page);
  await nextShopMail(shopper);

  await page.goto("/page/user_dashboard");
  const orders = page.getByTestId("dashboard-orders");
  await expect(orders.getByRole("listitem").first()).toContainText(number);
  await expect(orders.getByRole("listitem").first()).toContainText("Betald");
  await expectNoSeriousAxeViolations(page, "dashboard with orders");

  // The next checkout starts from what was given last time.
  await fillCart(page, [A35]);
  await page.goto("/page/checkout");
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("Storgatan 1");
  await expect(page.getByLabel("Mobilnummer *")).toHaveValue("+46701234567");
});

test("tracking by number and e-mail, then Ångra köp from the footer with a receipt mail", async ({
  page,
}) => {
  const buyer = email("angrar");
  await fillCart(page, [A35, S24]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await fillBuyer(page, buyer);
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  const number = await orderNumberOn(page);
  await nextShopMail(buyer);

  await page.goto("/page/order_tracking");
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page, "tracking form");
  await page.getByLabel("Ordernummer").fill(number.toLowerCase());
  await page.getByLabel("E-postadress").fill(buyer.toUpperCase());
  await page.getByRole("button", { name: "Visa ordern" }).click();
  await expect(page.getByTestId("order-timeline")).toContainText("Mottagen, väntar på betalning");
  await expect(page.getByTestId("order-timeline")).toContainText("Betald");
  await expectNoSeriousAxeViolations(page, "tracking result");

  // The consent banner sits over the footer until answered.
  await page.getByRole("button", { name: "Nej, bara nödvändiga" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Ångra köp" }).click();
  await expect(page).toHaveURL(/\/page\/angra_kop$/);
  await waitForHydration(page);
  await page.getByLabel("Ordernummer").fill(number);
  await page.getByLabel("E-postadress").fill(buyer);
  await page.getByRole("button", { name: "Hitta ordern" }).click();
  await expect(
    page.getByRole("group", { name: `Vad vill du ångra i order ${number}?` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, "withdrawal choice");
  await page.getByRole("radio", { name: "Bara de varor jag kryssar i" }).check();
  await page.getByRole("checkbox", { name: /Galaxy S24/ }).check();
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await expect(page.getByTestId("withdraw-lines")).toHaveText("2 × Galaxy S24 (Svart, 256 GB)");
  await expectNoSeriousAxeViolations(page, "withdrawal confirmation");
  await page.getByRole("button", { name: "Ja, ångra köpet" }).click();
  await expect(
    page.getByRole("heading", { name: "Vi har tagit emot att du ångrar köpet" }),
  ).toBeVisible();
  await expect(page.getByTestId("withdraw-received")).toContainText(
    /Vi tog emot ditt meddelande \d+ \w+\.? 2026 \d{2}:\d{2}/,
  );

  const receipt = await nextShopMail(buyer);
  expect(receipt.subject).toBe(`TESTORDER – Vi har tagit emot att du ångrar köp ${number}`);
  expect(receipt.text).toMatch(
    new RegExp(`ångra köp ${number} den \\d+ \\w+ 2026 kl\\. \\d{2}:\\d{2}`),
  );
  expect(receipt.text).toContain("2 × Galaxy S24 (Svart, 256 GB)");
  expect(receipt.text).not.toContain("Galaxy A35");
});
