// The catalogue as routes see it: products with their prices as of now, read from the shop's
// database. A product's price is never stored beside it: it is the price history's row in
// effect now, and a reduction is judged against the 30 days before it (price-rules.ts). Only
// published products are the catalogue: one the admin unpublished is in no list, no search, not
// the sitemap, and its page is a 404 (README "Admin").
import type { Kysely, Selectable } from "@kretsbutiken/database";
import { priceNow } from "../../domain/catalogue/price-rules.ts";
import type { PricePoint, Product, ProductDetails } from "../../domain/catalogue/product.ts";
import type { ProductsTable, ShopDatabase } from "../database/schema.ts";
import { fromProductRow } from "./product-rows.ts";

export interface Catalogue {
  /**
   * Every product, in id order: what search's in-memory index is built from (until it is in
   * the database, issue 37). No page reads it: pages read by query (catalogue-pages.ts).
   */
  all(): Promise<Product[]>;
  /** One product with its price history; undefined for an unknown id. */
  byId(id: number): Promise<ProductDetails | undefined>;
  /** The products among `ids` that exist, in the order asked. */
  byIds(ids: readonly number[]): Promise<Product[]>;
}

export type Clock = () => Date;

type Db = Kysely<ShopDatabase>;

async function historiesOf(db: Db, ids: readonly number[] | undefined, at: string) {
  let query = db
    .selectFrom("product_prices")
    .select(["product_id", "starts_at", "price"])
    .where("starts_at", "<=", at)
    .orderBy("product_id")
    .orderBy("starts_at");
  if (ids) query = query.where("product_id", "in", ids);
  const histories = new Map<number, PricePoint[]>();
  for (const row of await query.execute()) {
    const id = Number(row.product_id);
    const history = histories.get(id) ?? [];
    history.push({ from: row.starts_at, price: Number(row.price) });
    histories.set(id, history);
  }
  return histories;
}

async function categoriesOf(db: Db, ids: readonly number[] | undefined) {
  let query = db.selectFrom("product_categories").select(["product_id", "path"]).orderBy("path");
  if (ids) query = query.where("product_id", "in", ids);
  const paths = new Map<number, string[]>();
  for (const row of await query.execute()) {
    const id = Number(row.product_id);
    paths.set(id, [...(paths.get(id) ?? []), row.path]);
  }
  return paths;
}

/** A product as of an instant, with its price history up to then. */
export interface PricedProduct {
  product: Product;
  history: PricePoint[];
}

/** Rows to products; a product without a price yet (added for a future date) is left out. */
async function assemble(
  db: Db,
  rows: Selectable<ProductsTable>[],
  at: string,
  scoped: boolean,
): Promise<PricedProduct[]> {
  if (rows.length === 0) return [];
  const ids = scoped ? rows.map((row) => Number(row.id)) : undefined;
  const [histories, categories] = await Promise.all([
    historiesOf(db, ids, at),
    categoriesOf(db, ids),
  ]);
  const assembled: PricedProduct[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const history = histories.get(id) ?? [];
    const price = priceNow(history, at);
    if (!price) continue;
    assembled.push({ product: fromProductRow(row, categories.get(id) ?? [], price), history });
  }
  return assembled;
}

/** Every product priced at `at`, in id order. */
export async function readWholeCatalogue(db: Db, at: string): Promise<PricedProduct[]> {
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("id")
    .execute();
  return assemble(db, rows, at, false);
}

/** The published products among `ids` priced at `at` (with their histories), in id order. */
export async function readProducts(
  db: Db,
  ids: readonly number[],
  at: string,
): Promise<PricedProduct[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "in", wanted)
    .where("published", "=", 1)
    .orderBy("id")
    .execute();
  return assemble(db, rows, at, true);
}

/** The catalogue read from the database on every call: what checkout prices and checks. */
export function createCatalogue(db: Db, clock: Clock = () => new Date()): Catalogue {
  const now = () => clock().toISOString();
  return {
    async all() {
      return (await readWholeCatalogue(db, now())).map((it) => it.product);
    },
    async byId(id) {
      const [found] = await readProducts(db, [id], now());
      return found && { ...found.product, priceHistory: found.history };
    },
    async byIds(ids) {
      const wanted = [...new Set(ids)];
      const byId = new Map(
        (await readProducts(db, wanted, now())).map((it) => [it.product.id, it.product]),
      );
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
