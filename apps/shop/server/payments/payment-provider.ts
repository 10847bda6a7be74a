// The one seam between the shop and whoever takes the money. A provider starts a hosted payment
// for an order (the browser goes to the address it answers), starts a refund of a paid order
// (the admin's refunds, server/admin/refunds/), and turns the messages it sends to
// /payment/callback into verified events: a payment's outcome or a refund's. Two
// implementations: the built-in test provider (test-provider.ts) and Stripe (stripe-provider.ts).
import type { PaymentMethodId } from "../../domain/checkout/payment-methods.ts";
import type { PaymentEvent } from "./payment-event.ts";
import type { RefundEvent } from "./refund-event.ts";

export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  /** The token of the order's links (orders/order-link-token.ts): the way back names it. */
  orderLink: string;
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

/** Money going back to the buyer of a paid order, all or part of what was paid. */
export interface RefundRequest {
  /** The shop's refund (refunds.id): the idempotency key, and named in the outcome's callback. */
  refundId: string;
  orderId: string;
  orderNumber: string;
  /** The provider's reference for the payment that paid the order (orders.payment_ref). */
  paymentReference: string;
  /** Öre incl. moms, SEK; above 0 and at most what is left of the payment. */
  amount: number;
}

/** A refund the provider accepted; its outcome comes later, as a callback. */
export interface StartedRefund {
  /** The provider's id of the refund. */
  reference: string;
}

/** A callback's verdict: an event to apply, a message to acknowledge and ignore, or a forgery. */
export type CallbackVerdict =
  | { kind: "event"; event: PaymentEvent }
  | { kind: "refund"; event: RefundEvent }
  | { kind: "ignored" }
  | { kind: "invalid"; reason: string };

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** The shortest its hosted page lives, in ms: an order's hold lasts at least this long. */
  readonly minimumHoldMs: number;
  /** Starts the payment; resolves to the address to send the browser to. */
  start(request: PaymentRequest): Promise<string>;
  /**
   * Asks the provider to pay `amount` back. Resolves once the provider has accepted the refund
   * (its outcome arrives as a callback); rejects when the provider refuses it. Asking again with
   * the same refundId never refunds twice.
   */
  refund(request: RefundRequest): Promise<StartedRefund>;
  /** Verifies a callback request's exact body and headers. */
  verifyCallback(body: string, headers: Headers): Promise<CallbackVerdict>;
}

/** Where the browser returns after the provider's page: named by the order's link token. */
export const returnUrls = (origin: string, orderLink: string) => ({
  complete: `${origin}/payment/complete?order=${orderLink}`,
  cancel: `${origin}/payment/cancel?order=${orderLink}`,
});
