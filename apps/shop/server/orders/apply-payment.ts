// A verified payment message applied to its order, exactly once and in any order of arrival.
// The message is recorded first (its id is the primary key: a replay, even a concurrent one,
// finds it there and changes nothing). "paid" moves only a reserved order to paid, with a
// conditional update that races the expiry job fairly: whichever moves the order first wins,
// and money that arrives for an order no longer waiting (expired, cancelled) is marked for
// refund rather than reviving it. Either change raises the order's version, so an admin page
// read before it is refused rather than acting on the old order. "cancelled" releases a reserved order's stock; "declined"
// leaves the order reserved, so the buyer can try again until the hold runs out.
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import type { PaymentEvent } from "../payments/payment-event.ts";
import { releaseReservation } from "./release-reservation.ts";

export type PaymentResult =
  /** The order became paid with this message: send the confirmation. */
  | "paid"
  /** Recorded, nothing else to do (declined, or a cancel that released the stock). */
  | "noted"
  /** This message was received before. */
  | "duplicate"
  /** The money arrived for an order that stopped waiting for it; it goes back to the buyer. */
  | "refund_due"
  /** The amount is not the order's total: recorded, the order left as it was. */
  | "amount_mismatch"
  | "unknown_order";

export async function applyPayment(
  db: Kysely<ShopDatabase>,
  event: PaymentEvent,
  now: Date,
): Promise<PaymentResult> {
  const at = now.toISOString();
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "total"])
      .where("id", "=", event.orderId)
      .executeTakeFirst();
    if (!order) return "unknown_order";
    const recorded = await trx
      .insertInto("payment_events")
      .values({
        event_id: event.eventId,
        order_id: event.orderId,
        outcome: event.outcome,
        amount: event.amount,
        received_at: at,
      })
      .onConflict((conflict) => conflict.column("event_id").doNothing())
      .executeTakeFirst();
    if (recorded.numInsertedOrUpdatedRows !== 1n) return "duplicate";

    if (event.outcome === "declined") return "noted";
    if (event.outcome === "cancelled") {
      await releaseReservation(trx, event.orderId, "cancelled", at);
      return "noted";
    }
    if (event.amount !== Number(order.total)) return "amount_mismatch";

    const paid = await trx
      .updateTable("orders")
      .set({ status: "paid", payment_ref: event.reference, version: sql<number>`version + 1` })
      .where("id", "=", event.orderId)
      .where("status", "=", "reserved")
      .executeTakeFirst();
    if (paid.numUpdatedRows === 1n) {
      await trx
        .insertInto("order_status_history")
        .values({ order_id: event.orderId, status: "paid", at })
        .execute();
      return "paid";
    }
    // Already paid by this very payment (another message about it): nothing more to do.
    const current = await trx
      .selectFrom("orders")
      .select("payment_ref")
      .where("id", "=", event.orderId)
      .executeTakeFirstOrThrow();
    if (current.payment_ref === event.reference) return "noted";
    await trx
      .updateTable("orders")
      .set({ refund_due: 1, version: sql<number>`version + 1` })
      .where("id", "=", event.orderId)
      .execute();
    await trx
      .insertInto("order_status_history")
      .values({ order_id: event.orderId, status: "refund_due", at })
      .execute();
    return "refund_due";
  });
}
