// Staff cancelling an order that was never paid (still "reserved": the buyer left at the
// payment step and the hold has not run out). Its stock goes back through the same release as
// the buyer's own cancel and the expiry job (release-reservation.ts), so whichever of them
// moves the order first is the only one that gives the stock back. Conditional on the version
// the admin's page showed; recorded in the audit log in the same transaction. A paid order is
// not cancelled here: that needs its money back (the refunds part of the admin).
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { releaseReservation } from "../../orders/release-reservation.ts";

export type CancelUnpaidResult =
  { ok: true } | { ok: false; reason: "unknown_order" | "conflict" | "not_allowed" };

export async function cancelUnpaidOrder(
  db: Kysely<ShopDatabase>,
  {
    number,
    expectedVersion,
    actor,
    audit,
    now,
  }: { number: string; expectedVersion: number; actor: Actor; audit: AuditLog; now: Date },
): Promise<CancelUnpaidResult> {
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "status", "version"])
      .where("number", "=", number)
      .executeTakeFirst();
    if (!order) return { ok: false, reason: "unknown_order" } as const;
    if (Number(order.version) !== expectedVersion)
      return { ok: false, reason: "conflict" } as const;
    if (order.status !== "reserved") return { ok: false, reason: "not_allowed" } as const;
    // Conditional on the status and the version the page showed; on PostgreSQL the row is held
    // until commit, so a payment arriving now waits, then finds the order cancelled and marks
    // its money for refund. A change since (a payment, the expiry job) moves nothing here.
    const at = now.toISOString();
    if (!(await releaseReservation(trx, order.id, "cancelled", at, { expectedVersion }))) {
      return { ok: false, reason: "conflict" } as const;
    }
    await audit.record(
      trx,
      actor,
      {
        action: "order.cancel",
        subjectType: "order",
        subjectId: order.id,
        before: { number, status: "reserved", version: expectedVersion },
        after: { number, status: "cancelled", version: expectedVersion + 1, stockReleased: true },
      },
      now,
    );
    return { ok: true } as const;
  });
}
