// Ending an unpaid order's hold on its stock: the order moves from "reserved" to `to` with a
// conditional update, and only the caller that moved it gives the stock back. A payment, the
// expiry job on another instance or a second cancel racing it find the order moved and change
// nothing. The move raises the order's version; staff cancelling from the admin pass the
// version their page showed, and a page read before another change moves nothing.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { restock } from "./restock.ts";

export type ReleasedStatus = "expired" | "cancelled" | "withdrawn";

/**
 * Inside a transaction: releases the order's stock if it was still reserved (and still at
 * `expectedVersion`, when given); true if it was.
 */
export async function releaseReservation(
  trx: Transaction<ShopDatabase> | Kysely<ShopDatabase>,
  orderId: string,
  to: ReleasedStatus,
  at: string,
  { expectedVersion }: { expectedVersion?: number } = {},
): Promise<boolean> {
  let update = trx
    .updateTable("orders")
    .set({ status: to, version: sql<number>`version + 1` })
    .where("id", "=", orderId)
    .where("status", "=", "reserved");
  if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
  const moved = await update.executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) return false;
  const lines = await trx
    .selectFrom("order_lines")
    .select(["product_id as productId", "quantity"])
    .where("order_id", "=", orderId)
    .execute();
  await trx
    .insertInto("order_status_history")
    .values({ order_id: orderId, status: to, at })
    .execute();
  await restock(trx, lines, at);
  return true;
}
