// product_listing: what listings filter, sort and count on, derived from products and their
// price history (decision record 0049). A product's row is written again in the transaction
// that changes it (catalogue-changes.ts) and when a price written for later takes effect
// (scheduled-prices.ts); a product that is unpublished or has no price yet has none, so
// every query over the table is a query over the products on sale. A part's fitment rows
// (product_fitments, issue 41) are written with it.
import type { Kysely, Transaction } from "@kretsbutiken/database";
import { brandSlug } from "../../domain/catalogue/brand-slug.ts";
import { isColourKey } from "../../domain/catalogue/colours.ts";
import { priceNow } from "../../domain/catalogue/price-rules.ts";
import type { PricePoint } from "../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { fitmentRows } from "./fitment-rows.ts";
import { stockholmDay, type ProductContent } from "./product-rows.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/** Rows per statement: well inside SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 400;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}

async function refreshBatch(db: Db, ids: readonly number[], at: string): Promise<void> {
  const [rows, prices] = await Promise.all([
    db
      .selectFrom("products")
      .select([
        "id",
        "type",
        "brand",
        "available",
        "in_stock",
        "total_purchases",
        "rating_stars",
        "total_reviews",
        "first_available_at",
        "content",
      ])
      .where("id", "in", ids)
      .where("published", "=", 1)
      .execute(),
    db
      .selectFrom("product_prices")
      .select(["product_id", "starts_at", "price"])
      .where("product_id", "in", ids)
      .where("starts_at", "<=", at)
      .orderBy("product_id")
      .orderBy("starts_at")
      .execute(),
  ]);
  const histories = new Map<number, PricePoint[]>();
  for (const row of prices) {
    const id = Number(row.product_id);
    const history = histories.get(id) ?? [];
    history.push({ from: row.starts_at, price: Number(row.price) });
    histories.set(id, history);
  }
  await db.deleteFrom("product_listing_values").where("product_id", "in", ids).execute();
  await db.deleteFrom("product_fitments").where("product_id", "in", ids).execute();
  await db.deleteFrom("product_listing").where("product_id", "in", ids).execute();
  const listed = [];
  const values = [];
  const fitments = [];
  for (const row of rows) {
    const id = Number(row.id);
    const price = priceNow(histories.get(id) ?? [], at);
    if (!price) continue;
    listed.push({
      product_id: id,
      type: row.type,
      brand: row.brand,
      brand_slug: brandSlug(row.brand),
      price: price.price,
      discount: price.discount,
      buyable: Number(row.available) === 1 && Number(row.in_stock) > 0 ? 1 : 0,
      total_purchases: Number(row.total_purchases),
      rating_stars: Number(row.rating_stars),
      total_reviews: Number(row.total_reviews),
      available_day: stockholmDay(row.first_available_at),
    });
    const content = JSON.parse(row.content) as Pick<ProductContent, "colors" | "tags" | "fitment">;
    fitments.push(...fitmentRows(id, content.fitment));
    for (const colour of new Set(content.colors.filter(isColourKey))) {
      values.push({ facet: "colour", value: colour, product_id: id });
    }
    for (const tag of new Set(content.tags))
      values.push({ facet: "tag", value: tag, product_id: id });
  }
  for (const part of chunks(listed, BATCH / 4)) {
    await db.insertInto("product_listing").values(part).execute();
  }
  for (const part of chunks(values, BATCH)) {
    await db.insertInto("product_listing_values").values(part).execute();
  }
  for (const part of chunks(fitments, BATCH)) {
    await db.insertInto("product_fitments").values(part).execute();
  }
}

/** Writes the listing rows of `ids` as of `at` (inside the transaction that changed them). */
export async function refreshListing(db: Db, ids: readonly number[], at: string): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  for (const part of chunks(wanted, BATCH)) await refreshBatch(db, part, at);
}

/** Writes the listing rows of every product, a batch at a time (seeding, a bulk change). */
export async function refreshWholeListing(db: Db, at: string): Promise<void> {
  let after = 0;
  for (;;) {
    const ids = await db
      .selectFrom("products")
      .select("id")
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return;
    await refreshBatch(
      db,
      ids.map((row) => Number(row.id)),
      at,
    );
    after = Number(ids[ids.length - 1]!.id);
  }
}

/**
 * Writes rows for published products that have none (a database from before the listing, or
 * products written by a script that did not): at start-up, one anti-join, nothing when none
 * are missing. Products without a price yet are looked at and left without a row.
 */
export async function fillMissingListing(db: Kysely<ShopDatabase>, at: string): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    const missing = await db
      .selectFrom("products")
      .leftJoin("product_listing", "product_listing.product_id", "products.id")
      .select("products.id")
      .where("product_listing.product_id", "is", null)
      .where("products.published", "=", 1)
      .where("products.id", ">", after)
      .orderBy("products.id")
      .limit(BATCH)
      .execute();
    if (missing.length === 0) return filled;
    const ids = missing.map((row) => Number(row.id));
    await db.transaction().execute((trx) => refreshBatch(trx, ids, at));
    filled += ids.length;
    after = ids[ids.length - 1]!;
  }
}
