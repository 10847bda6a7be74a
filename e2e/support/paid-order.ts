// A paid order for the admin's browser tests, placed two ways: through the storefront in the
// browser as a guest paying by card (the confirmation mail is read off the SMTP sink), or over
// HTTP as a browser without JavaScript posts the checkout, paid by the test provider's signed
// callback. Either answers the order's number, its id and its link token.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  checkoutBody,
  orderIdOf,
  orderLinkOf,
  paymentSessionOf,
  postCheckout,
  sendCallback,
} from "../../apps/shop/test-support/checkout-requests.ts";
import { expect } from "../../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../../apps/shop/test-support/page-problems.ts";
import { nextShopMail } from "./shop-mail.ts";

/** A line of the cart as the storefront keeps it in local storage. */
export interface CartLine {
  id: number;
  quantity: number;
  color?: string;
  size?: string;
}

export interface PaidOrder {
  number: string;
  /** The database id (the admin's change log names orders by it). */
  id: string;
  /** The token of the order's links (tracking, mails). */
  link: string;
}

/**
 * Puts `cart` in the browser's cart and buys it as the guest `buyer` (delivered to Storgatan 1,
 * Stockholm), paid by card; checks the confirmation mail arrived.
 */
export async function buyPaidOrder(
  page: Page,
  cart: readonly CartLine[],
  buyer: { email: string; name: string },
): Promise<PaidOrder> {
  await page.goto("/");
  await page.evaluate((items) => localStorage.setItem("cartItems", JSON.stringify(items)), cart);
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "kb_cart"))
    .toBe(true);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await page.getByLabel("E-postadress *").fill(buyer.email);
  await page.getByLabel("Mobilnummer *").fill("0701234567");
  await page.getByLabel("För- och efternamn *").fill(buyer.name);
  await page.getByLabel("Gatuadress *").fill("Storgatan 1");
  await page.getByLabel("Postnummer *").fill("11122");
  await page.getByLabel("Ort *").fill("Stockholm");
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await page.waitForURL(/\/testbetalning\//);
  const { orderId: id } = paymentSessionOf(page.url());
  await page.getByLabel("Kortnummer").fill("4242 4242 4242 4242");
  await page.getByLabel("Giltigt till (MM/ÅÅ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Betala/ }).click();
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  const number =
    (await page.getByRole("heading", { name: /^Ordernummer KB-/ }).textContent())?.replace(
      "Ordernummer ",
      "",
    ) ?? "";
  const link = new URL(page.url()).searchParams.get("order") ?? "";
  expect((await nextShopMail(buyer.email)).subject).toBe(
    `TESTORDER – Orderbekräftelse ${number} från Kretsbutiken`,
  );
  return { number, id, link };
}

/**
 * Places an order of one checkout `line` ("1800*1*white*") over HTTP with checkoutBody's buyer,
 * having seen `total` (öre), and pays it with the test provider's callback; `tag` names its
 * event and payment ("books": evt_books_<id>, pi_books_<id>). The number is read off the
 * order's tracking page.
 */
export async function paidOrderOverHttp(
  request: APIRequestContext,
  order: { line: string; total: number; tag: string },
): Promise<PaidOrder> {
  const { line, total, tag } = order;
  const placed = await postCheckout(request, checkoutBody([line], { seenTotal: String(total) }));
  expect(placed.status()).toBe(303);
  const id = orderIdOf(placed.headers().location ?? "");
  const link = orderLinkOf(placed.headers().location ?? "");
  const paid = await sendCallback(request, {
    eventId: `evt_${tag}_${id}`,
    orderId: id,
    outcome: "paid",
    amount: total,
    reference: `pi_${tag}_${id}`,
  });
  expect(((await paid.json()) as { result: string }).result).toBe("paid");
  const tracking = await (await request.get(`/page/order_tracking?order=${link}`)).text();
  const number = /KB-\d{4}-\d{6}/.exec(tracking)?.[0] ?? "";
  expect(number).not.toBe("");
  return { number, id, link };
}
