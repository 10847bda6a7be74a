// The one seam between checkout and whoever takes the money. A provider starts a hosted payment
// for an order (the browser goes to the address it answers), and turns the messages it sends
// to /payment/callback into verified events. Two implementations: the built-in test provider
// (test-provider.ts) and Stripe Checkout (stripe-provider.ts).
import type { PaymentMethodId } from "../../app/checkout/payment-methods.ts";
import type { PaymentEvent } from "./payment-event.ts";

export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  /** Öre incl. moms, SEK: what the buyer is charged. */
  amount: number;
  email: string;
  language: "se" | "en";
  method: PaymentMethodId;
  lines: readonly { name: string; quantity: number; unitPrice: number }[];
  /** Delivery and payment fees, as their own lines. */
  fees: readonly { name: string; amount: number }[];
  /** The order's stock is held until then. */
  expiresAt: Date;
  /** The shop's origin, for the addresses the browser comes back to. */
  origin: string;
}

/** A callback's verdict: an event to apply, a message to acknowledge and ignore, or a forgery. */
export type CallbackVerdict =
  | { kind: "event"; event: PaymentEvent }
  | { kind: "ignored" }
  | { kind: "invalid"; reason: string };

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Starts the payment; resolves to the address to send the browser to. */
  start(request: PaymentRequest): Promise<string>;
  /** Verifies a callback request's exact body and headers. */
  verifyCallback(body: string, headers: Headers): Promise<CallbackVerdict>;
}

/** Where the browser returns after the provider's page. */
export const returnUrls = (origin: string, orderId: string) => ({
  complete: `${origin}/payment/complete?order=${orderId}`,
  cancel: `${origin}/payment/cancel?order=${orderId}`,
});
