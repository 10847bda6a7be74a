// The test provider's payment session, carried in its page address instead of a table: the
// order, amount, method and language, sealed with an HMAC so the amount cannot be edited in the
// address bar. Any instance holding the secret can serve the page.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentMethodId } from "../../../app/checkout/payment-methods.ts";

export interface TestPaymentSession {
  orderId: string;
  orderNumber: string;
  amount: number;
  method: PaymentMethodId;
  language: "se" | "en";
  /** The shop's origin, where the browser returns. */
  origin: string;
  /** Unix milliseconds after which the page refuses to pay. */
  expiresAt: number;
}

const mac = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`test-payment:${payload}`).digest("base64url");

export function sealSession(secret: string, session: TestPaymentSession): string {
  const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

export function openSession(secret: string, token: string): TestPaymentSession | undefined {
  if (token.length > 2000) return undefined;
  const [payload, given] = token.split(".");
  if (!payload || !given) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TestPaymentSession;
  } catch {
    return undefined;
  }
}
