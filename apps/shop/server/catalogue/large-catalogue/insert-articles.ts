// Writes generated articles into the catalogue in batches: a few multi-row inserts a batch, in a
// transaction of its own, so a hundred thousand products take seconds rather than the minutes
// that one statement a row would on PostgreSQL, and a stopped run leaves whole products only.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { bumpCatalogueVersion } from "../catalogue-version.ts";
import { seedRows } from "../seed-catalogue.ts";
import type { SeedProduct } from "../seed/seed-product.ts";

/** Rows per insert: well under SQLite's 32,766 bound variables for the widest table. */
export const BATCH_SIZE = 500;

export async function insertArticles(
  db: Kysely<ShopDatabase>,
  articles: Iterable<SeedProduct>,
  { now = new Date(), onBatch }: { now?: Date; onBatch?: (inserted: number) => void } = {},
): Promise<number> {
  let inserted = 0;
  let batch: SeedProduct[] = [];
  const flush = async () => {
    const rows = batch.map((seed) => seedRows(seed, now));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("products")
        .values(rows.map((it) => it.product))
        .execute();
      const categories = rows.flatMap((it) => it.categories);
      for (let i = 0; i < categories.length; i += BATCH_SIZE) {
        await trx
          .insertInto("product_categories")
          .values(categories.slice(i, i + BATCH_SIZE))
          .execute();
      }
      const prices = rows.flatMap((it) => it.prices);
      for (let i = 0; i < prices.length; i += BATCH_SIZE) {
        await trx
          .insertInto("product_prices")
          .values(prices.slice(i, i + BATCH_SIZE))
          .execute();
      }
      await bumpCatalogueVersion(trx);
    });
    inserted += batch.length;
    batch = [];
    onBatch?.(inserted);
  };
  for (const article of articles) {
    batch.push(article);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
  return inserted;
}
