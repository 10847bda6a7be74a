// Reservations that were never paid give their stock back once `reserved_until` has passed.
// Each order is released in its own transaction, and only by the run that moves it from
// "reserved" to "expired" (a conditional update), so two shop instances running this at once,
// or a payment arriving meanwhile, never return the same stock twice or release a paid order.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { releaseReservation } from "./release-reservation.ts";

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
    const mine = await atomically(db, (trx) => releaseReservation(trx, id, "expired", at));
    if (mine) released += 1;
  }
  return released;
}
