// Writing down a refund before the payment provider is asked for it, inside the transaction
// that decided it: the order is taken first (its version raised, which on PostgreSQL holds the
// row until commit), so two staff refunding the same order at once are decided one after the
// other and the second sees the first's refund. The row starts "pending"; only the provider's
// callback settles it (apply-refund-outcome.ts). The audit entry is written beside it. Every
// refund passes the guard here, so one over the limit is never written unconfirmed
// (refund-guard.ts), whichever desk asked for it.
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "@kretsbutiken/database";
import type { RefundReason, ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import type { RefundPart } from "../../../domain/refunds/refund-parts.ts";
import type { RefundView } from "./refundable-order.ts";
import { guardRefund, type RefundGuard } from "./refund-guard.ts";

type Trx = Transaction<ShopDatabase>;

/** Takes the order for this transaction; false when there is no such order. */
export async function takeOrder(trx: Trx, orderId: string): Promise<boolean> {
  const taken = await trx
    .updateTable("orders")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", orderId)
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

export interface NewRefund {
  /** Chosen by the caller when another audit entry must name it first; random otherwise. */
  id?: string;
  orderId: string;
  orderNumber: string;
  parts: readonly RefundPart[];
  amount: number;
  moms: number;
  reason: RefundReason;
  withdrawalId?: string;
}

export async function recordRefund(
  trx: Trx,
  refund: NewRefund,
  { actor, audit, at, guard }: { actor: Actor; audit: AuditLog; at: Date; guard: RefundGuard },
): Promise<RefundView> {
  guardRefund(guard, { order: refund.orderNumber, amount: refund.amount });
  const id = refund.id ?? randomUUID();
  const requestedAt = at.toISOString();
  await trx
    .insertInto("refunds")
    .values({
      id,
      order_id: refund.orderId,
      amount: refund.amount,
      moms: refund.moms,
      parts: JSON.stringify(refund.parts),
      reason: refund.reason,
      status: "pending",
      provider_ref: null,
      withdrawal_id: refund.withdrawalId ?? null,
      requested_by: actor.email,
      requested_at: requestedAt,
      completed_at: null,
    })
    .execute();
  await audit.record(
    trx,
    actor,
    {
      action: "order.refund",
      subjectType: "order",
      subjectId: refund.orderId,
      after: {
        number: refund.orderNumber,
        refundId: id,
        amount: refund.amount,
        moms: refund.moms,
        reason: refund.reason,
        parts: refund.parts,
        ...(refund.withdrawalId ? { withdrawalId: refund.withdrawalId } : {}),
        status: "pending",
      },
    },
    at,
  );
  return {
    id,
    amount: refund.amount,
    moms: refund.moms,
    parts: [...refund.parts],
    reason: refund.reason,
    status: "pending",
    providerRef: undefined,
    withdrawalId: refund.withdrawalId,
    requestedBy: actor.email,
    requestedAt,
    completedAt: undefined,
  };
}
