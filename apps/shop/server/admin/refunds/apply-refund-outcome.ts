// A verified refund callback applied exactly once, in any order of arrival. The message is
// recorded first (its id is the primary key: a replay, even a concurrent one, finds it there and
// changes nothing); then the refund moves from "pending" to the outcome with a conditional
// update, so of two messages about one refund only the first settles it and a late or
// contradicting one is recorded and left at that. The change goes into the audit log under the
// provider's name, in the same transaction.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import type { RefundEvent } from "../../payments/refund-event.ts";
import type { AuditLog } from "../audit/audit-log.ts";

export type RefundOutcomeResult =
  /** This message settled the refund. */
  | "succeeded"
  | "failed"
  /** Recorded; the refund was settled before (a later or contradicting message). */
  | "noted"
  /** This message was received before. */
  | "duplicate"
  /** The amount is not the refund's: recorded, the refund left as it was. */
  | "amount_mismatch"
  | "unknown_refund";

/** The order of the refund the message is about; none when it is about no refund of ours. */
export type AppliedOutcome =
  | { result: Exclude<RefundOutcomeResult, "unknown_refund">; orderId: string }
  | { result: "unknown_refund"; orderId: undefined };

export async function applyRefundOutcome(
  db: Kysely<ShopDatabase>,
  event: RefundEvent,
  { audit, providerName, now }: { audit: AuditLog; providerName: string; now: Date },
): Promise<AppliedOutcome> {
  const at = now.toISOString();
  return atomically(db, async (trx) => {
    const refund = await trx
      .selectFrom("refunds")
      .select(["id", "order_id", "amount", "status"])
      .where("id", "=", event.refundId)
      .executeTakeFirst();
    if (!refund) return { result: "unknown_refund", orderId: undefined };
    const recorded = await trx
      .insertInto("refund_events")
      .values({
        event_id: event.eventId,
        refund_id: event.refundId,
        outcome: event.outcome,
        received_at: at,
      })
      .onConflict((conflict) => conflict.column("event_id").doNothing())
      .executeTakeFirst();
    if (recorded.numInsertedOrUpdatedRows !== 1n) {
      return { result: "duplicate", orderId: refund.order_id };
    }
    if (event.amount !== Number(refund.amount)) {
      return { result: "amount_mismatch", orderId: refund.order_id };
    }
    const settled = await trx
      .updateTable("refunds")
      .set((eb) => ({
        status: event.outcome,
        completed_at: at,
        provider_ref: eb.fn.coalesce("provider_ref", eb.val(event.reference)),
      }))
      .where("id", "=", refund.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (settled.numUpdatedRows !== 1n) return { result: "noted", orderId: refund.order_id };
    await audit.record(
      trx,
      { email: `payment provider (${providerName})`, userId: `provider:${providerName}` },
      {
        action: `refund.${event.outcome}`,
        subjectType: "order",
        subjectId: refund.order_id,
        before: { refundId: refund.id, status: "pending" },
        after: {
          refundId: refund.id,
          status: event.outcome,
          amount: Number(refund.amount),
          reference: event.reference,
        },
      },
      now,
    );
    return { result: event.outcome, orderId: refund.order_id };
  });
}
