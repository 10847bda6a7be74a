// The shop moving a paid order along fulfilment (packed, shipped, delivered), as the order
// status script does. Conditional on the status read, so two staff marking the same order at
// once record one step.
import { atomically, type Kysely } from "@kretsbutiken/database";
import {
  canAdvance,
  type FulfilmentStep,
  type OrderStatus,
} from "../../app/checkout/order-status.ts";
import type { ShopDatabase } from "../database/schema.ts";

export type AdvanceResult =
  | { ok: true; from: OrderStatus }
  | { ok: false; reason: "unknown_order" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus };

export async function advanceOrder(
  db: Kysely<ShopDatabase>,
  number: string,
  to: FulfilmentStep,
  now: Date,
): Promise<AdvanceResult> {
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "status"])
      .where("number", "=", number)
      .executeTakeFirst();
    if (!order) return { ok: false, reason: "unknown_order" } as const;
    const from = order.status as OrderStatus;
    if (!canAdvance(from, to)) return { ok: false, reason: "not_allowed", from } as const;
    const moved = await trx
      .updateTable("orders")
      .set({ status: to })
      .where("id", "=", order.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return { ok: false, reason: "not_allowed", from } as const;
    await trx
      .insertInto("order_status_history")
      .values({ order_id: order.id, status: to, at: now.toISOString() })
      .execute();
    return { ok: true, from } as const;
  });
}
