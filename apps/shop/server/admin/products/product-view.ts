// One product as its admin page shows it: everything editable, the whole price history with
// what is scheduled, the latest stock adjustments and the uploaded pictures. Read from the
// database directly (never the storefront's cache), published or not.
import type { Kysely } from "@kretsbutiken/database";
import type { AdminPricePoint, AdminProductView } from "../../../domain/catalogue/admin-product.ts";
import type { StockReason } from "../../../domain/catalogue/stock-reasons.ts";
import { priceNow } from "../../../domain/catalogue/price-rules.ts";
import type { PricePoint, ProductType } from "../../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ProductContent } from "../../catalogue/product-rows.ts";

/** How many stock adjustments the page lists. */
export const ADJUSTMENTS_SHOWN = 20;

export async function readProduct(
  db: Kysely<ShopDatabase>,
  id: number,
  now: Date,
): Promise<AdminProductView | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [categories, prices, deals, adjustments, pictures] = await Promise.all([
    db
      .selectFrom("product_categories")
      .select("path")
      .where("product_id", "=", id)
      .orderBy("path")
      .execute(),
    db
      .selectFrom("product_prices")
      .select(["starts_at", "price"])
      .where("product_id", "=", id)
      .orderBy("starts_at")
      .execute(),
    db.selectFrom("deals").select(["starts_at", "ends_at"]).where("product_id", "=", id).execute(),
    db
      .selectFrom("stock_adjustments")
      .selectAll()
      .where("product_id", "=", id)
      .orderBy("made_at", "desc")
      .orderBy("id", "desc")
      .limit(ADJUSTMENTS_SHOWN)
      .execute(),
    db
      .selectFrom("product_pictures")
      .select(["picture_id", "uploaded_at"])
      .where("product_id", "=", id)
      .where("removed_at", "is", null)
      .orderBy("picture_id")
      .execute(),
  ]);
  const at = now.toISOString();
  const history: PricePoint[] = prices.map((price) => ({
    from: price.starts_at,
    price: Number(price.price),
  }));
  const past = history.filter((point) => point.from <= at);
  const current = priceNow(past, at);
  const currentFrom = past.at(-1)?.from;
  const dealTimes = new Set(deals.flatMap((deal) => [deal.starts_at, deal.ends_at]));
  const points: AdminPricePoint[] = history
    .map((point) => ({
      from: point.from,
      price: point.price,
      state:
        point.from > at
          ? ("scheduled" as const)
          : point.from === currentFrom
            ? ("current" as const)
            : ("past" as const),
      deal: dealTimes.has(point.from),
    }))
    .reverse();
  const content = JSON.parse(row.content) as ProductContent;
  return {
    id,
    sku: row.sku,
    slug: row.slug,
    type: row.type as ProductType,
    brand: row.brand,
    published: Number(row.published) === 1,
    available: Number(row.available) === 1,
    version: Number(row.version),
    inStock: Number(row.in_stock),
    name: content.name,
    description: content.description,
    manufacturer: content.manufacturer,
    manufacturerAddress: content.manufacturerAddress,
    categoryPaths: categories.map((category) => category.path),
    specifications: content.specifications,
    price: current?.price,
    lowestPrice30Days: current?.lowestPrice30Days,
    prices: points,
    adjustments: adjustments.map((adjustment) => ({
      at: adjustment.made_at,
      quantity: Number(adjustment.quantity),
      reason: adjustment.reason as StockReason,
      note: adjustment.note,
      stockAfter: Number(adjustment.stock_after),
      by: adjustment.actor_email,
    })),
    pictures: pictures.map((picture) => ({
      pictureId: Number(picture.picture_id),
      src: `/images/products/${id}/${Number(picture.picture_id)}`,
      uploadedAt: picture.uploaded_at,
    })),
    energyLabel: content.energyLabel,
    fitment: content.fitment,
  };
}
