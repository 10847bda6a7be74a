// The deal of the week (/veckans-deal): one product at a reduced price from the moment the deal
// starts until Monday 00:00 Swedish time. Both price changes are written into the product's
// price history when the deal is made, so the countdown ends when the price really goes back
// (market.md: urgency only from real data). The first request of a new week makes the deal;
// the week's id is the key, so two shop instances agree on one deal.
import type { Kysely } from "@kretsbutiken/database";
import { DEMO_TYPES, type Product } from "../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { Catalogue, Clock } from "./catalogue.ts";
import { bumpCatalogueVersion } from "./catalogue-version.ts";
import { dealPrice } from "./deal-price.ts";
import { endOfStockholmWeek } from "./stockholm-time.ts";

export interface DealOfTheWeek {
  product: Product;
  startsAt: string;
  endsAt: string;
}

export interface Deals {
  /** This week's deal, made on first asking; undefined when nothing qualifies. */
  current(): Promise<DealOfTheWeek | undefined>;
}

/** Products taken in the last weeks are not taken again. */
const REST_WEEKS = 8;

/** In stock, buyable electronics not already reduced; the best liked first, then by id. */
/** How far down the candidates the week's number walks. */
const CANDIDATES = 12;

/**
 * The best-rated buyable products of the shop's own kinds that are not reduced and had no deal
 * lately, best first, at most CANDIDATES: one indexed query (product_listing).
 */
async function candidates(
  db: Kysely<ShopDatabase>,
  catalogue: Pick<Catalogue, "byIds">,
  recent: Set<number>,
): Promise<Product[]> {
  let query = db
    .selectFrom("product_listing")
    .select("product_id")
    .where("buyable", "=", 1)
    .where("discount", "=", 0)
    .where("type", "not in", [...DEMO_TYPES])
    .orderBy("rating_stars", "desc")
    .orderBy("total_reviews", "desc")
    .orderBy("product_id")
    .limit(CANDIDATES);
  if (recent.size > 0) query = query.where("product_id", "not in", [...recent]);
  const rows = await query.execute();
  return catalogue.byIds(rows.map((row) => Number(row.product_id)));
}

/** A stable pick that changes week by week: the week's number walks the candidate list. */
function pick(list: Product[], endsAt: Date): Product | undefined {
  if (list.length === 0) return undefined;
  const week = Math.floor(endsAt.getTime() / (7 * 24 * 60 * 60 * 1000));
  return list[week % Math.min(list.length, CANDIDATES)];
}

export function createDeals(
  db: Kysely<ShopDatabase>,
  catalogue: Catalogue,
  clock: Clock = () => new Date(),
): Deals {
  async function find(at: string): Promise<DealOfTheWeek | undefined> {
    const row = await db
      .selectFrom("deals")
      .selectAll()
      .where("starts_at", "<=", at)
      .where("ends_at", ">", at)
      .orderBy("starts_at", "desc")
      .executeTakeFirst();
    if (!row) return undefined;
    const [product] = await catalogue.byIds([Number(row.product_id)]);
    return product && { product, startsAt: row.starts_at, endsAt: row.ends_at };
  }

  async function make(now: Date): Promise<void> {
    const endsAt = endOfStockholmWeek(now);
    const since = new Date(endsAt.getTime() - REST_WEEKS * 7 * 24 * 60 * 60 * 1000).toISOString();
    const recentRows = await db
      .selectFrom("deals")
      .select("product_id")
      .where("ends_at", ">", since)
      .execute();
    const recent = new Set(recentRows.map((row) => Number(row.product_id)));
    const product = pick(await candidates(db, catalogue, recent), endsAt);
    if (!product) return;
    const startsAt = now.toISOString();
    const ends = endsAt.toISOString();
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("deals")
        .values({
          id: `week-${ends}`,
          product_id: product.id,
          starts_at: startsAt,
          ends_at: ends,
          deal_price: dealPrice(product.price),
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      // Another instance made this week's deal first: it wrote the prices too.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await trx
        .insertInto("product_prices")
        .values([
          { product_id: product.id, starts_at: startsAt, price: dealPrice(product.price) },
          { product_id: product.id, starts_at: ends, price: product.price },
        ])
        .onConflict((conflict) => conflict.columns(["product_id", "starts_at"]).doNothing())
        .execute();
      await bumpCatalogueVersion(trx, [product.id], startsAt);
    });
  }

  return {
    async current() {
      const now = clock();
      const found = await find(now.toISOString());
      if (found) return found;
      await make(now);
      return find(now.toISOString());
    },
  };
}
