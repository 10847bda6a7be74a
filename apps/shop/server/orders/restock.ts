// The shop's one way of putting units back into stock (domain/restock.ts): inside the caller's
// transaction, one update a product in product order, then the products' versions raised so
// that every instance shows the new stock.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import { unitsToRestock, type StockLine } from "../../domain/restock.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue-version.ts";
import type { ShopDatabase } from "../database/schema.ts";

/** Puts `lines`' units back; returns what went back as [product id, units] in product order. */
export async function restock(
  trx: Transaction<ShopDatabase> | Kysely<ShopDatabase>,
  lines: readonly StockLine[],
  at?: string,
): Promise<[number, number][]> {
  const units = unitsToRestock(lines);
  if (units.length === 0) return units;
  for (const [productId, count] of units) {
    await trx
      .updateTable("products")
      .set({ in_stock: sql<number>`in_stock + ${count}` })
      .where("id", "=", productId)
      .execute();
  }
  await bumpCatalogueVersion(
    trx,
    units.map(([productId]) => productId),
    at,
  );
  return units;
}
