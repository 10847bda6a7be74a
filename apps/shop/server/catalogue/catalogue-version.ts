// The catalogue's version: one number raised in the same transaction as every change of stock
// or price (an order taking stock, a reservation giving it back, a deal's prices, seeding), so
// a cache on any instance learns with one tiny read whether what it holds is still current.
// It is raised last in the transaction and, as a row lock, held only until the commit; placing
// an order already takes the year's order-number row the same way.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/** Inside the transaction that changes stock or prices. */
export async function bumpCatalogueVersion(trx: Db): Promise<void> {
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
