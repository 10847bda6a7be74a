// Staff cancelling a paid order that has not left the warehouse (paid or packed): in one
// transaction the order becomes "cancelled" (conditional on the version the page showed and on
// its status, so a second cancel, a concurrent shipping or another staff member's change is
// refused as a conflict), its units go back into stock, and a refund of everything not yet
// refunded is written down; the provider is asked for it after commit (refunds.ts). Audited.
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "@kretsbutiken/database";
import { CANCELLABLE_WHEN_PAID } from "../../../domain/order-status.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { restock } from "../../orders/restock.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { recordRefund } from "./record-refund.ts";
import type { RefundGuard } from "./refund-guard.ts";
import { planRefund } from "../../../domain/refunds/refund-parts.ts";
import { readOrderForRefund, type RefundView } from "./refundable-order.ts";

export type CancelPaidOutcome =
  | { ok: true; number: string; refund: RefundView | undefined }
  | { ok: false; reason: "unknown_order" | "not_paid" | "not_cancellable" | "conflict" };

export async function cancelPaidOrder(
  trx: Transaction<ShopDatabase>,
  {
    orderId,
    expectedVersion,
    actor,
    audit,
    now,
    guard,
  }: {
    orderId: string;
    expectedVersion: number;
    actor: Actor;
    audit: AuditLog;
    now: Date;
    guard: RefundGuard;
  },
): Promise<CancelPaidOutcome> {
  const order = await readOrderForRefund(trx, orderId);
  if (!order) return { ok: false, reason: "unknown_order" };
  if (order.paymentRef === undefined) return { ok: false, reason: "not_paid" };
  if (order.version !== expectedVersion) return { ok: false, reason: "conflict" };
  if (!CANCELLABLE_WHEN_PAID.includes(order.status))
    return { ok: false, reason: "not_cancellable" };
  const moved = await trx
    .updateTable("orders")
    .set({ status: "cancelled", version: sql<number>`version + 1` })
    .where("id", "=", orderId)
    .where("version", "=", expectedVersion)
    .where("status", "=", order.status)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) return { ok: false, reason: "conflict" };
  const at = now.toISOString();
  const units = await restock(
    trx,
    await trx
      .selectFrom("order_lines")
      .select(["product_id as productId", "quantity"])
      .where("order_id", "=", orderId)
      .execute(),
    at,
  );
  await trx
    .insertInto("order_status_history")
    .values({ order_id: orderId, status: "cancelled", at })
    .execute();
  const plan = planRefund(order.refundable, { kind: "full" });
  const refundId = plan.ok ? randomUUID() : undefined;
  await audit.record(
    trx,
    actor,
    {
      action: "order.cancel",
      subjectType: "order",
      subjectId: orderId,
      before: { number: order.number, status: order.status, version: expectedVersion },
      after: {
        number: order.number,
        status: "cancelled",
        version: expectedVersion + 1,
        stockReleased: Object.fromEntries(units),
        refundId: refundId ?? null,
        refundAmount: plan.ok ? plan.amount : 0,
      },
    },
    now,
  );
  const refund = plan.ok
    ? await recordRefund(
        trx,
        {
          id: refundId,
          orderId,
          orderNumber: order.number,
          parts: plan.parts,
          amount: plan.amount,
          moms: plan.moms,
          reason: "cancel",
        },
        { actor, audit, at: now, guard },
      )
    : undefined;
  return { ok: true, number: order.number, refund };
}
