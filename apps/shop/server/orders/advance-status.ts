// The shop moving a paid order along fulfilment (packed, shipped, delivered), from the admin's
// order page or the order status script. Conditional on the status read, so two staff marking
// the same order at once record one step. Every step raises the order's version; the admin
// passes the version its page showed, and a page read before someone else's change is refused
// ("conflict") with nothing changed. Shipping can record the carrier and tracking number, and
// the admin's steps go into the audit log in the same transaction as the step.
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import { canAdvance, type FulfilmentStep, type OrderStatus } from "../../domain/order-status.ts";
import type { Actor, AuditLog } from "../admin/audit/audit-log.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShipmentView } from "./order-view.ts";

export type AdvanceResult =
  | { ok: true; from: OrderStatus }
  | { ok: false; reason: "unknown_order" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus }
  /** The order changed since `expectedVersion` was read: nothing was done. */
  | { ok: false; reason: "conflict" };

export interface AdvanceOptions {
  /** Refuse unless the order is still at this version (the one the admin's page showed). */
  expectedVersion?: number;
  /** For "shipped": the carrier and tracking number the customer can follow the parcel with. */
  shipment?: ShipmentView;
  /** Who did it, for the audit log (the admin; the script records nothing). */
  audit?: { log: AuditLog; actor: Actor };
}

/** The audit log's verb for each step. */
const ACTIONS: Record<Exclude<FulfilmentStep, "paid">, string> = {
  packed: "order.pack",
  shipped: "order.ship",
  delivered: "order.deliver",
};

export async function advanceOrder(
  db: Kysely<ShopDatabase>,
  number: string,
  to: FulfilmentStep,
  now: Date,
  { expectedVersion, shipment, audit }: AdvanceOptions = {},
): Promise<AdvanceResult> {
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "status", "version"])
      .where("number", "=", number)
      .executeTakeFirst();
    if (!order) return { ok: false, reason: "unknown_order" } as const;
    const version = Number(order.version);
    if (expectedVersion !== undefined && version !== expectedVersion) {
      return { ok: false, reason: "conflict" } as const;
    }
    const from = order.status as OrderStatus;
    if (!canAdvance(from, to)) return { ok: false, reason: "not_allowed", from } as const;
    const shipping = to === "shipped" ? shipment : undefined;
    let update = trx
      .updateTable("orders")
      .set({
        status: to,
        version: sql<number>`version + 1`,
        ...(shipping && { carrier: shipping.carrier, tracking_number: shipping.trackingNumber }),
      })
      .where("id", "=", order.id)
      .where("status", "=", from);
    if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
    const moved = await update.executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) {
      // Changed between the read and the update (PostgreSQL re-checks the condition then).
      return expectedVersion !== undefined
        ? ({ ok: false, reason: "conflict" } as const)
        : ({ ok: false, reason: "not_allowed", from } as const);
    }
    const at = now.toISOString();
    await trx
      .insertInto("order_status_history")
      .values({ order_id: order.id, status: to, at })
      .execute();
    if (audit) {
      await audit.log.record(
        trx,
        audit.actor,
        {
          // canAdvance never lets an order advance to "paid".
          action: ACTIONS[to as Exclude<FulfilmentStep, "paid">],
          subjectType: "order",
          subjectId: order.id,
          before: { number, status: from, version },
          after: {
            number,
            status: to,
            version: version + 1,
            ...(shipping && { carrier: shipping.carrier, trackingNumber: shipping.trackingNumber }),
          },
        },
        now,
      );
    }
    return { ok: true, from } as const;
  });
}
