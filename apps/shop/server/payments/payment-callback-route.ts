// POST /payment/callback: the provider's server-to-server message about a payment. Its exact
// body is verified by the provider (HMAC for the test provider, Stripe's signature check for
// Stripe) before anything is read from it; a forgery is rejected with 400 and logged, and
// changes nothing. A verified message is applied once (orders/apply-payment.ts for a payment,
// admin/refunds/apply-refund-event.ts for a refund), so a provider retrying or replaying it is
// answered 200 without effect.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Orders } from "../orders/orders.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import type { RefundEvent } from "./refund-event.ts";

/** Where a refund's outcome goes (the admin's refunds, server/admin/refunds/refunds.ts). */
export interface RefundOutcomes {
  applyOutcome(event: RefundEvent, origin: string): Promise<string>;
}

export interface PaymentCallbackOptions {
  provider: PaymentProvider;
  orders: Orders;
  refunds: RefundOutcomes;
  /** The shop's origin (SHOP_PUBLIC_URL) for links in the mails, never the request's. */
  origin: string;
  log?: (line: string) => void;
}

export function createPaymentCallbackRoute(options: PaymentCallbackOptions): Hono {
  const log = options.log ?? ((line: string) => console.warn(line));
  const app = new Hono();
  app.post(
    "/payment/callback",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error: "body too large" }, 413),
    }),
    async (c) => {
      const body = await c.req.text();
      const verdict = await options.provider.verifyCallback(body, c.req.raw.headers);
      if (verdict.kind === "invalid") {
        log(`[payment] rejected a callback (${verdict.reason}); nothing changed`);
        return c.json({ error: "invalid callback" }, 400);
      }
      if (verdict.kind === "ignored") return c.json({ result: "ignored" });
      if (verdict.kind === "refund") {
        const result = await options.refunds.applyOutcome(verdict.event, options.origin);
        if (result === "unknown_refund" || result === "amount_mismatch") {
          log(
            `[payment] ${result} for refund ${verdict.event.refundId} (event ${verdict.event.eventId})`,
          );
        }
        return c.json({ result });
      }
      const result = await options.orders.applyPayment(verdict.event, options.origin);
      if (result === "unknown_order" || result === "amount_mismatch" || result === "refund_due") {
        log(
          `[payment] ${result} for order ${verdict.event.orderId} (event ${verdict.event.eventId})`,
        );
      }
      return c.json({ result });
    },
  );
  return app;
}
