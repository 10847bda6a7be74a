// What a product's published reviews add up to: its summary (count, mean, stars), and the
// stars and review count written on the product itself for cards, listings and their sorting.
import type { Kysely } from "@kretsbutiken/database";
import { bumpCatalogueVersion } from "../catalogue/catalogue-version.ts";
import { UNRATED } from "../catalogue/seed/helpers.ts";
import type { ShopDatabase } from "../database/schema.ts";

/** What the published reviews of a product add up to. */
export interface ReviewSummary {
  count: number;
  /** The mean of the stars, to one decimal; 0 when there are none. */
  average: number;
  /** How many gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  byStars: [number, number, number, number, number];
}

/**
 * Sets the products' stars and review counts (what cards, listings and their sorting show) to
 * what their published reviews add up to, and raises the catalogue's version so every
 * instance's cache reloads. Called in the transaction that changed the reviews.
 */
export async function refreshRatings(
  db: Kysely<ShopDatabase>,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  const found = await readSummaries(db, productIds);
  for (const productId of new Set(productIds)) {
    const summary = found.get(productId);
    await db
      .updateTable("products")
      .set({
        total_reviews: summary?.count ?? 0,
        // Half stars, as the cards draw them; a product nobody reviewed keeps the neutral value.
        rating_stars: summary
          ? Math.round((starsTotal(summary.byStars) / summary.count) * 2) / 2
          : UNRATED,
      })
      .where("id", "=", productId)
      .execute();
  }
  await bumpCatalogueVersion(db, productIds);
}

/** All the stars given: 1 × the one-star reviews + 2 × the two-star ones + … */
function starsTotal(byStars: ReviewSummary["byStars"]): number {
  return byStars.reduce((sum, n, index) => sum + n * (index + 1), 0);
}

/** What the published reviews of each product add up to; products without any are left out. */
export async function readSummaries(
  db: Kysely<ShopDatabase>,
  productIds: readonly number[],
): Promise<Map<number, ReviewSummary>> {
  const result = new Map<number, ReviewSummary>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectFrom("reviews")
    .select(["product_id", "stars", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "=", "published")
    .where("product_id", "in", [...productIds])
    .groupBy(["product_id", "stars"])
    .execute();
  for (const row of rows) {
    const productId = Number(row.product_id);
    const summary = result.get(productId) ?? { count: 0, average: 0, byStars: [0, 0, 0, 0, 0] };
    summary.byStars[Number(row.stars) - 1] = Number(row.count);
    result.set(productId, summary);
  }
  for (const summary of result.values()) {
    summary.count = summary.byStars.reduce((sum, n) => sum + n, 0);
    summary.average = Math.round((starsTotal(summary.byStars) / summary.count) * 10) / 10;
  }
  return result;
}
