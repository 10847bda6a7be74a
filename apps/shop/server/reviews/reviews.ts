// Shoppers' reviews: one per reviewer and product, editable, shown at once unless a moderation
// rule holds them (moderation.ts), "verified purchase" when the reviewer's own paid order has
// the product. The shop's averages and counts are computed from the published ones
// (review-ratings.ts); "helpful" votes are counted by helpful-votes.ts. Staff approve, reject and
// reply in the admin (server/admin/reviews/review-moderation.ts); the shop's reply is shown
// under the review.
import { randomUUID } from "node:crypto";
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { ReviewInput } from "../../domain/reviews/review-input.ts";
import type { ReviewSort } from "../../domain/reviews/review-sorts.ts";
import { BOUGHT_STATUSES } from "../../domain/order-status.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { markHelpful, VOTES_PER_CLIENT, type HelpfulOutcome } from "./helpful-votes.ts";
import { moderate } from "./moderation.ts";
import { readSummaries, refreshRatings, type ReviewSummary } from "./review-ratings.ts";
import { toReview, type Review } from "./review-record.ts";

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

    markHelpful: (id, voter, client) => markHelpful(db, id, voter, client, votesPerClient),
  };
}
