// Stripe Checkout through the official `stripe` package (PAYMENT_PROVIDER=stripe). A Checkout
// Session is created per order with its lines and fees in SEK, expiring with the reservation,
// and the order id in its metadata; Stripe's webhooks come to /payment/callback and are verified
// with the package's own signature check before they mean anything. Refunds go through Stripe's
// Refunds API against the order's payment intent, with the shop's refund id as idempotency key
// and in the metadata; their outcome comes back as refund.* webhooks.
import Stripe from "stripe";
import type { PaymentEvent } from "./payment-event.ts";
import { returnUrls, type CallbackVerdict, type PaymentProvider } from "./payment-provider.ts";
import type { RefundEvent } from "./refund-event.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** For tests: a client pointed elsewhere. */
  client?: Stripe;
}

/** Where Stripe hosts Checkout: the browser is sent there (a Session's `url`). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** Stripe lets a Checkout Session live between 30 minutes and 24 hours. */
const MIN_SESSION_MS = 30 * 60 * 1000 + 60 * 1000;

/** The event Stripe's webhook message means for the shop, if any. */
export function eventFromStripe(event: Stripe.Event): PaymentEvent | undefined {
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? undefined;
  if (orderId === undefined) return undefined;
  const reference =
    typeof session.payment_intent === "string" ? session.payment_intent : session.id;
  const base = { eventId: event.id, orderId, amount: session.amount_total ?? 0, reference };
  switch (event.type) {
    case "checkout.session.completed":
      // Card payments are paid on completion; a delayed method confirms later.
      return session.payment_status === "paid" ? { ...base, outcome: "paid" } : undefined;
    case "checkout.session.async_payment_succeeded":
      return { ...base, outcome: "paid" };
    case "checkout.session.async_payment_failed":
      return { ...base, outcome: "declined" };
    case "checkout.session.expired":
      return { ...base, outcome: "cancelled" };
  }
  // Any other event, about a session or not, means nothing for an order.
  return undefined;
}

/** Stripe's webhooks about a refund: each carries the Refund object as it is now. */
const REFUND_EVENTS: ReadonlySet<string> = new Set([
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refund.updated",
]);

/**
 * The refund outcome Stripe's webhook message means, if any: a refund the shop started (its id
 * in the metadata) that has succeeded, or failed or been cancelled. A refund still pending or
 * waiting for the customer's action means nothing yet.
 */
export function refundEventFromStripe(event: Stripe.Event): RefundEvent | undefined {
  if (!REFUND_EVENTS.has(event.type)) return undefined;
  const refund = event.data.object as Stripe.Refund;
  const refundId = refund.metadata?.refundId;
  if (refundId === undefined) return undefined;
  const base = { eventId: event.id, refundId, amount: refund.amount, reference: refund.id };
  switch (refund.status) {
    case "succeeded":
      return { ...base, outcome: "succeeded" };
    case "failed":
    case "canceled":
      return { ...base, outcome: "failed" };
  }
  // Still pending, or waiting for the customer's action.
  return undefined;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);

  return {
    name: "stripe",
    minimumHoldMs: MIN_SESSION_MS,
    async start(request) {
      const urls = returnUrls(request.origin, request.orderLink);
      const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + MIN_SESSION_MS);
      const line = (name: string, unitAmount: number, quantity: number) => ({
        quantity,
        price_data: { currency: "sek", unit_amount: unitAmount, product_data: { name } },
      });
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: request.email,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
          locale: request.language === "se" ? "sv" : "en",
          line_items: [
            ...request.lines.map((l) => line(l.name, l.unitPrice, l.quantity)),
            ...request.fees
              .filter((fee) => fee.amount > 0)
              .map((fee) => line(fee.name, fee.amount, 1)),
          ],
          success_url: urls.complete,
          cancel_url: urls.cancel,
          expires_at: Math.floor(expiresAt / 1000),
        },
        // A retried checkout submission asks for the same session, not a second one.
        { idempotencyKey: `order-${request.orderId}` },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return session.url;
    },

    async refund(request) {
      const ref = request.paymentReference;
      const target = ref.startsWith("pi_")
        ? { payment_intent: ref }
        : ref.startsWith("ch_")
          ? { charge: ref }
          : undefined;
      if (!target) throw new Error(`Stripe cannot refund the payment reference ${ref}`);
      const refund = await stripe.refunds.create(
        {
          ...target,
          amount: request.amount,
          reason: "requested_by_customer",
          metadata: {
            refundId: request.refundId,
            orderId: request.orderId,
            orderNumber: request.orderNumber,
          },
        },
        // A retried request asks for the same refund, never a second one.
        { idempotencyKey: `refund-${request.refundId}` },
      );
      return { reference: refund.id };
    },

    async verifyCallback(body, headers): Promise<CallbackVerdict> {
      const signature = headers.get("stripe-signature");
      if (!signature) return { kind: "invalid", reason: "no Stripe-Signature header" };
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(body, signature, options.webhookSecret);
      } catch (error) {
        return { kind: "invalid", reason: (error as Error).message };
      }
      const refund = refundEventFromStripe(event);
      if (refund) return { kind: "refund", event: refund };
      const mapped = eventFromStripe(event);
      return mapped ? { kind: "event", event: mapped } : { kind: "ignored" };
    },
  };
}
