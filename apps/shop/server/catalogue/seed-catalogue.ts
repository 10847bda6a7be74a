// Fills an empty catalogue with the demo products (seed/): run at start-up, in one
// transaction, so a shop never starts with half a catalogue. A catalogue that already has
// products is left alone: seeding never overwrites what a shop owner changed.
import { isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import { productImages } from "../../domain/catalogue/product-images.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { bumpCatalogueVersion } from "./catalogue-version.ts";
import { toProductRow } from "./product-rows.ts";
import type { SeedProduct } from "./seed/seed-product.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** Inserts `products` when the catalogue is empty; returns how many were inserted. */
export async function seedCatalogue(
  db: Kysely<ShopDatabase>,
  products: readonly SeedProduct[],
  now: Date = new Date(),
): Promise<number> {
  try {
    return await insertAll(db, products, now);
  } catch (error) {
    // Another instance seeded the same empty database at the same moment: it won.
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}

/** The rows one seed product is stored as, its dates counted back from `now`. */
export function seedRows(seed: SeedProduct, now: Date) {
  const { prices, availableDaysAgo, categoryPaths, ...rest } = seed;
  const { images, colorvariants } = productImages(seed);
  return {
    product: toProductRow({
      ...rest,
      images,
      colorvariants,
      firstAvailableAt: daysBefore(now, availableDaysAgo),
    }),
    categories: categoryPaths.map((path) => ({ product_id: seed.id, path })),
    prices: prices.map(({ daysAgo, price }) => ({
      product_id: seed.id,
      starts_at: daysBefore(now, daysAgo),
      price,
    })),
  };
}

function insertAll(
  db: Kysely<ShopDatabase>,
  products: readonly SeedProduct[],
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("products").select("id").limit(1).executeTakeFirst();
    if (existing) return 0;
    for (const seed of products) {
      const rows = seedRows(seed, now);
      await trx.insertInto("products").values(rows.product).execute();
      if (rows.categories.length > 0) {
        await trx.insertInto("product_categories").values(rows.categories).execute();
      }
      await trx.insertInto("product_prices").values(rows.prices).execute();
    }
    await bumpCatalogueVersion(
      trx,
      products.map((product) => product.id),
      now.toISOString(),
    );
    return products.length;
  });
}
