// Reservations that were never paid give their stock back once `reserved_until` has passed.
// Each order is released in its own transaction, and only by the run that moves it from
// "reserved" to "expired" (a conditional update), so two shop instances running this at once,
// or a payment arriving meanwhile, never return the same stock twice or release a paid order.
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

/** Releases the reservations that ended before `now`; returns how many this run released. */
export async function releaseExpiredReservations(
  db: Kysely<ShopDatabase>,
  now: Date,
  batchSize = 100,
): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom("orders")
    .select("id")
    .where("status", "=", "reserved")
    .where("reserved_until", "<", at)
    .orderBy("reserved_until")
    .limit(batchSize)
    .execute();
  let released = 0;
  for (const { id } of due) {
    const mine = await atomically(db, async (trx) => {
      const moved = await trx
        .updateTable("orders")
        .set({ status: "expired" })
        .where("id", "=", id)
        .where("status", "=", "reserved")
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) return false;
      const lines = await trx
        .selectFrom("order_lines")
        .select(["product_id", "quantity"])
        .where("order_id", "=", id)
        .orderBy("product_id")
        .execute();
      for (const line of lines) {
        await trx
          .updateTable("products")
          .set({ in_stock: sql<number>`in_stock + ${line.quantity}` })
          .where("id", "=", line.product_id)
          .execute();
      }
      await trx
        .insertInto("order_status_history")
        .values({ order_id: id, status: "expired", at })
        .execute();
      return true;
    });
    if (mine) released += 1;
  }
  return released;
}
