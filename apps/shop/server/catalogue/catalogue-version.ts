// The catalogue's version and its feed of changed products, written in the same transaction
// as every change of stock or price (an order taking stock, a reservation giving it back, a
// deal's prices, an admin's change, seeding): the changed products' listing rows are written
// again (catalogue-listing.ts) and one feed row per product tells every instance which
// products, and so which cached pages, to drop (catalogue-changes.ts, decision record 0049).
// The version is raised last and, as a row lock, held only until the commit; placing an
// order already takes the year's order-number row the same way.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { refreshListing, refreshWholeListing } from "./catalogue-listing.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/**
 * Inside the transaction that changes stock or prices of `productIds`; without ids, any
 * product may have changed (every listing row is written again and every cache drops all).
 */
export async function bumpCatalogueVersion(
  trx: Db,
  productIds?: readonly number[],
  at: string = new Date().toISOString(),
): Promise<void> {
  if (productIds) {
    const ids = [...new Set(productIds)];
    await refreshListing(trx, ids, at);
    if (ids.length > 0) {
      await trx
        .insertInto("catalogue_changes")
        .values(ids.map((id) => ({ product_id: id, changed_at: at })))
        .execute();
    }
  } else {
    await refreshWholeListing(trx, at);
    await trx
      .insertInto("catalogue_changes")
      .values({ product_id: null, changed_at: at })
      .execute();
  }
  await trx
    .updateTable("catalogue_version")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
