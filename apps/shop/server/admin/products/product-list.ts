// /admin/products' list: every product, published or not, with its stock and its price now,
// searched and filtered in plain code. The catalogue is a few hundred products (decision record
// 0012), so one read of the products and one of their prices is cheaper than teaching SQL to
// look inside the JSON of the names, on two dialects.
import type { Kysely } from "@kretsbutiken/database";
import type {
  AdminProductRow,
  ProductListPage,
  ProductListQuery,
} from "../../../domain/catalogue/admin-product.ts";
import { isLowStock } from "../../../domain/catalogue/low-stock.ts";
import type { ProductType } from "../../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ProductContent } from "../../catalogue/product-rows.ts";

const fold = (text: string) => text.normalize("NFKC").toLocaleLowerCase("sv");

function matches(row: AdminProductRow, words: string[]): boolean {
  const haystack = fold(
    [row.name.se, row.name.en, row.sku, row.brand, row.slug, String(row.id)].join("\n"),
  );
  return words.every((word) => haystack.includes(word));
}

export async function listProducts(
  db: Kysely<ShopDatabase>,
  query: ProductListQuery,
  now: Date,
): Promise<ProductListPage> {
  const at = now.toISOString();
  const [products, prices] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "sku", "slug", "type", "brand", "in_stock", "published", "content"])
      .orderBy("id")
      .execute(),
    db
      .selectFrom("product_prices")
      .select(["product_id", "starts_at", "price"])
      .orderBy("product_id")
      .orderBy("starts_at")
      .execute(),
  ]);
  const priceNow = new Map<number, number>();
  const scheduled = new Set<number>();
  for (const row of prices) {
    const id = Number(row.product_id);
    if (row.starts_at <= at) priceNow.set(id, Number(row.price));
    else scheduled.add(id);
  }
  const words = fold(query.text).split(/\s+/).filter(Boolean);
  const rows = products
    .map((row): AdminProductRow => {
      const id = Number(row.id);
      const { name } = JSON.parse(row.content) as Pick<ProductContent, "name">;
      return {
        id,
        sku: row.sku,
        slug: row.slug,
        name,
        brand: row.brand,
        type: row.type as ProductType,
        published: Number(row.published) === 1,
        inStock: Number(row.in_stock),
        price: priceNow.get(id),
        scheduled: scheduled.has(id),
      };
    })
    .filter(
      (row) =>
        (query.type === undefined || row.type === query.type) &&
        (query.published === undefined || row.published === query.published) &&
        (!query.lowStock || isLowStock(row.inStock)) &&
        matches(row, words),
    );
  const start = (Math.max(1, query.page) - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
}
