// Shoppers' reviews: one per reviewer and product, editable, shown at once unless a moderation
// rule holds them (moderation.ts), "verified purchase" when the reviewer's own paid order has
// the product; the shop's averages and counts are computed from the published ones; a visitor
// counts once as finding a review helpful, an account once, and one client address for at most
// a few visitors without an account (its keyed hash is stored with their votes). Staff approve, reject and reply in the admin
// (server/admin/reviews/review-moderation.ts); the shop's reply is shown under the review.
import { randomUUID } from "node:crypto";
import {
  atomically,
  type IsoTimestamp,
  type Kysely,
  type Selectable,
} from "@kretsbutiken/database";
import type { ReviewInput } from "../../app/reviews/review-input.ts";
import type { ReviewSort } from "../../app/reviews/review-sorts.ts";
import { BOUGHT_STATUSES } from "../../domain/order-status.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue-version.ts";
import { UNRATED } from "../catalogue/seed/helpers.ts";
import type { ReviewsTable, ShopDatabase } from "../database/schema.ts";
import { moderate } from "./moderation.ts";

export type ReviewStatus = "published" | "pending" | "rejected";

export interface Review {
  id: string;
  productId: number;
  name: string;
  stars: number;
  title: string;
  body: string;
  language: string;
  status: ReviewStatus;
  heldBecause: string | null;
  verified: boolean;
  helpful: number;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
  /** Why staff rejected it; null unless rejected. */
  rejectReason: string | null;
  /** The shop's reply, shown under the review, and when it was written. */
  reply: string | null;
  repliedAt: IsoTimestamp | null;
  /** Raised by every edit and decision: the admin's optimistic version. */
  version: number;
}

/** What the published reviews of a product add up to. */
export interface ReviewSummary {
  count: number;
  /** The mean of the stars, to one decimal; 0 when there are none. */
  average: number;
  /** How many gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  byStars: [number, number, number, number, number];
}

export interface WrittenReview {
  review: Review;
  /** Whether this wrote a new review or changed the reviewer's earlier one. */
  change: "created" | "updated";
}

export interface ReviewQuery {
  sort?: ReviewSort;
  /** Only reviews with this many stars. */
  stars?: number;
  limit?: number;
  offset?: number;
}

const PAGE = 10;

export function toReview(row: Selectable<ReviewsTable>): Review {
  return {
    id: row.id,
    // PostgreSQL's integers arrive as numbers; counts (bigint) would not, but these are not.
    productId: Number(row.product_id),
    name: row.name,
    stars: Number(row.stars),
    title: row.title,
    body: row.body,
    language: row.language,
    status: row.status as ReviewStatus,
    heldBecause: row.held_because,
    verified: Number(row.verified) === 1,
    helpful: Number(row.helpful),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rejectReason: row.reject_reason,
    reply: row.reply,
    repliedAt: row.replied_at,
    version: Number(row.version),
  };
}

export interface Reviews {
  /**
   * Writes `author`'s review of a product, or replaces their earlier one (an edit is moderated
   * again). Undefined when the product does not exist.
   */
  write(
    author: string,
    productId: number,
    input: ReviewInput & { language: string },
    at?: Date,
  ): Promise<WrittenReview | undefined>;
  /** The products the author has bought (their paid orders), newest order first. */
  boughtProducts(author: string): Promise<number[]>;
  /** The author's own review of a product, whatever its status. */
  mine(author: string, productId: number): Promise<Review | undefined>;
  /** A product's published reviews, a page at a time. */
  forProduct(productId: number, query?: ReviewQuery): Promise<Review[]>;
  /** The newest published reviews across the shop. */
  latest(query?: Omit<ReviewQuery, "sort">): Promise<Review[]>;
  summary(productId: number): Promise<ReviewSummary>;
  /** Summaries of several products at once; products without reviews are left out. */
  summaries(productIds: readonly number[]): Promise<Map<number, ReviewSummary>>;
  /** The reviews a rule held, oldest first. */
  pending(): Promise<Review[]>;
  /** Publishes or rejects a held review; false when there is no such review. */
  decide(id: string, decision: "approve" | "reject", at?: Date): Promise<boolean>;
  /**
   * One vote per voter and review; a second is no error and counts nothing. A visitor without
   * an account passes `client`, the keyed hash of their address: once `votesPerClient` visitors
   * from it counted on this review, more count nothing ("client-full").
   */
  markHelpful(id: string, voter: string, client?: string): Promise<HelpfulOutcome>;
}

export type HelpfulOutcome = "counted" | "already-counted" | "client-full" | "no-review";

/** Visitors without an account one client address counts for on one review, by default. */
export const VOTES_PER_CLIENT = 3;

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
async function readSummaries(
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

/** The one review `author` wrote of a product, read through `db` or a transaction. */
const ownReview = (db: Kysely<ShopDatabase>, author: string, productId: number) =>
  db
    .selectFrom("reviews")
    .selectAll()
    .where("product_id", "=", productId)
    .where("author", "=", author);

/**
 * @param options.ratingsChanged called after a write or a decision has changed what the
 *   products' ratings say, so this instance's catalogue cache reloads at once
 */
export function createReviews(
  db: Kysely<ShopDatabase>,
  {
    ratingsChanged = () => {},
    votesPerClient = VOTES_PER_CLIENT,
  }: { ratingsChanged?: () => void; votesPerClient?: number } = {},
): Reviews {
  const publishedOf = (productId: number) =>
    db
      .selectFrom("reviews")
      .selectAll()
      .where("product_id", "=", productId)
      .where("status", "=", "published");

  /** The lines of the author's paid orders: what they have bought. */
  const boughtLines = (author: string) =>
    db
      .selectFrom("orders")
      .innerJoin("order_lines", "order_lines.order_id", "orders.id")
      .select("order_lines.product_id")
      .where("orders.user_id", "=", author)
      .where("orders.status", "in", BOUGHT_STATUSES);

  async function bought(author: string, productId: number): Promise<boolean> {
    const row = await boughtLines(author)
      .where("order_lines.product_id", "=", productId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    async write(author, productId, input, at = new Date()) {
      const product = await db
        .selectFrom("products")
        .select("id")
        .where("id", "=", productId)
        .executeTakeFirst();
      if (!product) return undefined;
      const verdict = moderate(input);
      const verified = (await bought(author, productId)) ? 1 : 0;
      const stamp = at.toISOString();
      const fields = {
        name: input.name,
        stars: input.stars,
        title: input.title,
        body: input.body,
        language: input.language,
        status: verdict.status,
        held_because: verdict.status === "pending" ? verdict.reason : null,
        // A rejection was of the old text; the new one is judged afresh.
        reject_reason: null,
        verified,
        updated_at: stamp,
      };
      const written = await atomically(db, async (trx) => {
        const inserted = await trx
          .insertInto("reviews")
          .values({ id: randomUUID(), product_id: productId, author, created_at: stamp, ...fields })
          .onConflict((conflict) => conflict.columns(["product_id", "author"]).doNothing())
          .executeTakeFirst();
        const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
        if (!created) {
          await trx
            .updateTable("reviews")
            .set((eb) => ({ ...fields, version: eb("version", "+", 1) }))
            .where("product_id", "=", productId)
            .where("author", "=", author)
            .execute();
        }
        const row = await ownReview(trx, author, productId).executeTakeFirstOrThrow();
        await refreshRatings(trx, [productId]);
        return { review: toReview(row), change: created ? "created" : "updated" } as const;
      });
      ratingsChanged();
      return written;
    },

    async boughtProducts(author) {
      const rows = await boughtLines(author).orderBy("orders.created_at", "desc").execute();
      return [...new Set(rows.map((row) => Number(row.product_id)))];
    },

    async mine(author, productId) {
      const row = await ownReview(db, author, productId).executeTakeFirst();
      return row && toReview(row);
    },

    async forProduct(productId, { sort = "newest", stars, limit = PAGE, offset = 0 } = {}) {
      let query = publishedOf(productId);
      if (stars !== undefined) query = query.where("stars", "=", stars);
      query =
        sort === "highest"
          ? query.orderBy("stars", "desc").orderBy("created_at", "desc")
          : sort === "lowest"
            ? query.orderBy("stars", "asc").orderBy("created_at", "desc")
            : sort === "helpful"
              ? query.orderBy("helpful", "desc").orderBy("created_at", "desc")
              : query.orderBy("created_at", "desc");
      const rows = await query.orderBy("id").limit(limit).offset(offset).execute();
      return rows.map(toReview);
    },

    async latest({ stars, limit = PAGE, offset = 0 } = {}) {
      let query = db.selectFrom("reviews").selectAll().where("status", "=", "published");
      if (stars !== undefined) query = query.where("stars", "=", stars);
      const rows = await query
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toReview);
    },

    async summary(productId) {
      return (
        (await readSummaries(db, [productId])).get(productId) ?? {
          count: 0,
          average: 0,
          byStars: [0, 0, 0, 0, 0],
        }
      );
    },

    summaries: (productIds) => readSummaries(db, productIds),

    async pending() {
      const rows = await db
        .selectFrom("reviews")
        .selectAll()
        .where("status", "=", "pending")
        .orderBy("updated_at")
        .orderBy("id")
        .execute();
      return rows.map(toReview);
    },

    async decide(id, decision, at = new Date()) {
      const decided = await atomically(db, async (trx) => {
        const row = await trx
          .updateTable("reviews")
          .set((eb) => ({
            status: decision === "approve" ? "published" : "rejected",
            updated_at: at.toISOString(),
            version: eb("version", "+", 1),
          }))
          .where("id", "=", id)
          .returning("product_id")
          .executeTakeFirst();
        if (!row) return false;
        await refreshRatings(trx, [Number(row.product_id)]);
        return true;
      });
      if (decided) ratingsChanged();
      return decided;
    },

    async markHelpful(id, voter, client) {
      return atomically(db, async (trx): Promise<HelpfulOutcome> => {
        // Takes the review's row first (PostgreSQL holds it until commit), so two votes on one
        // review are counted one after the other: the address's count below is never read by
        // both before either is written.
        const review = await trx
          .updateTable("reviews")
          .set((eb) => ({ helpful: eb.ref("helpful") }))
          .where("id", "=", id)
          .where("status", "=", "published")
          .executeTakeFirst();
        if (review.numUpdatedRows !== 1n) return "no-review";
        const earlier = await trx
          .selectFrom("review_votes")
          .select("voter")
          .where("review_id", "=", id)
          .where("voter", "=", voter)
          .executeTakeFirst();
        if (earlier) return "already-counted";
        if (client !== undefined) {
          const [{ count }] = (await trx
            .selectFrom("review_votes")
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .where("review_id", "=", id)
            .where("client", "=", client)
            .execute()) as [{ count: number | string }];
          if (Number(count) >= votesPerClient) return "client-full";
        }
        await trx
          .insertInto("review_votes")
          .values({ review_id: id, voter, client: client ?? null })
          .execute();
        await trx
          .updateTable("reviews")
          .set((eb) => ({ helpful: eb("helpful", "+", 1) }))
          .where("id", "=", id)
          .execute();
        return "counted";
      });
    },
  };
}
