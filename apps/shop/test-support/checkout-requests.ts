// Checkout as a browser without JavaScript sends it, for the tests that go around the page:
// the form's fields (several "line" fields among them) as one urlencoded body, and the test
// provider's callbacks signed with the browser tests' secret.
import type { APIRequestContext } from "@playwright/test";
import { PAYMENT_TEST_SECRET } from "../../../e2e/support/test-ports.ts";
import { SIGNATURE_HEADER, signBody } from "../server/payments/signature.ts";
import {
  openSession,
  type TestPaymentSession,
} from "../server/payments/test-provider/test-payment-token.ts";

export const BUYER = {
  email: "anna.svensson@example.se",
  phone: "070-123 45 67",
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "11122",
  city: "Stockholm",
  delivery: "instabox",
  payment: "card",
  terms: "on",
};

export function checkoutBody(
  lines: readonly string[],
  fields: Record<string, string | undefined> = {},
): string {
  const body = new URLSearchParams();
  for (const line of lines) body.append("line", line);
  body.set("attempt", crypto.randomUUID());
  for (const [name, value] of Object.entries({ ...BUYER, ...fields })) {
    if (value !== undefined) body.set(name, value);
  }
  return body.toString();
}

export function postCheckout(request: APIRequestContext, body: string) {
  return request.post("/page/checkout", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: body,
    maxRedirects: 0,
  });
}

/**
 * The payment session in the test provider's page address a placed order redirects to, opened
 * with the browser tests' secret (the address itself reads as noise to anyone without it).
 */
export function paymentSessionOf(paymentUrl: string): TestPaymentSession {
  const token = /\/testbetalning\/([^/]+)\//.exec(paymentUrl)?.[1] ?? "";
  const session = openSession(PAYMENT_TEST_SECRET, token);
  if (!session) throw new Error(`not a test payment page: ${paymentUrl}`);
  return session;
}

/** The order id (for the provider's callbacks) behind a test payment page's address. */
export const orderIdOf = (paymentUrl: string): string => paymentSessionOf(paymentUrl).orderId;

/** The order's link token (what its pages are opened by) behind a test payment page's address. */
export const orderLinkOf = (paymentUrl: string): string => paymentSessionOf(paymentUrl).orderLink;

export function sendCallback(
  request: APIRequestContext,
  event: object,
  secret = PAYMENT_TEST_SECRET,
) {
  const body = JSON.stringify(event);
  return request.post("/payment/callback", {
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signBody(secret, body) },
    data: body,
  });
}
