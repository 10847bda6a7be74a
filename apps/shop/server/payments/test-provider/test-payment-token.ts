// The test provider's payment session, carried in its page address instead of a table: the
// order, amount, method and language, sealed with AES-256-GCM under a key derived from the
// provider's secret, so the address reads as noise (no order id, amount or address to see) and
// any change to it makes it worthless. Any instance holding the secret can serve the page.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { PaymentMethodId } from "../../../domain/checkout/payment-methods.ts";

export interface TestPaymentSession {
  orderId: string;
  orderNumber: string;
  /** The token of the order's links: where the browser returns names it. */
  orderLink: string;
  amount: number;
  method: PaymentMethodId;
  language: "se" | "en";
  /** The shop's origin, where the browser returns. */
  origin: string;
  /** Unix milliseconds after which the page refuses to pay. */
  expiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The page key: its own, so it is never the key that signs the callbacks. */
// Stryker disable next-line StringLiteral: any fixed label derives a key of its own; the tests seal and open with the same one
const keyOf = (secret: string) =>
  createHash("sha256").update(`test-payment-page:${secret}`).digest();

export function sealSession(secret: string, session: TestPaymentSession): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([
    cipher.update(Buffer.from(JSON.stringify(session))),
    cipher.final(),
  ]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The session a token seals, or undefined for anything else. No check before GCM's own: a
 * token that is not base64url, too short or too long, edited, cut or sealed under another
 * secret fails its authentication (or the cipher's set-up) and opens nothing.
 */
export function openSession(secret: string, token: string): TestPaymentSession | undefined {
  const bytes = Buffer.from(token, "base64url");
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyOf(secret),
      bytes.subarray(0, IV_BYTES),
    ).setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(String(plain)) as TestPaymentSession;
  } /* Stryker disable next-line BlockStatement: an emptied catch ends the function undefined all the same */ catch {
    return undefined;
  }
}
