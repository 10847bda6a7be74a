// The admin's side of shoppers' reviews (README "Admin" → "Reviews"): the moderation queue,
// held reviews first, filtered by status, stars and product; approving, rejecting with a
// reason, and the shop's public reply. Every change is made against the version the staff
// member saw (a reviewer's edit or another staff member's decision in between is refused as a
// conflict), sets the product's stars and count from its published reviews, raises the
// catalogue's version so cached storefront pages are rendered anew, and is written to the audit
// log in the same transaction.
import { atomically, sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import {
  canDecide,
  REJECT_REASON_MAX,
  REPLY_MAX,
  type ModeratedStatus,
  type ReviewDecision,
} from "../../../domain/reviews/review-decisions.ts";
import { cleanStaffText, type StaffTextError } from "../../../domain/reviews/staff-text.ts";
import { bumpCatalogueVersion } from "../../catalogue/catalogue-version.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { refreshRatings } from "../../reviews/review-ratings.ts";
import { toReview, type Review } from "../../reviews/review-record.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";

export interface ModerationQuery {
  /** Undefined: every status, the held ones first. */
  status?: ModeratedStatus | undefined;
  stars?: number | undefined;
  productId?: number | undefined;
  page: number;
  pageSize: number;
}

export interface ModerationPage {
  reviews: Review[];
  /** Reviews matching the query, for the pager. */
  total: number;
  /** Held reviews in all, whatever the query. */
  pending: number;
}

export interface ReviewedProduct {
  productId: number;
  reviews: number;
  pending: number;
}

export type ModerationOutcome =
  | { ok: true; review: Review }
  | { ok: false; reason: "not_found" | "conflict" | "transition" }
  | { ok: false; reason: "invalid"; error: StaffTextError };

export interface ReviewModeration {
  queue(query: ModerationQuery): Promise<ModerationPage>;
  /** The products that have reviews, with how many and how many are held. */
  reviewedProducts(): Promise<ReviewedProduct[]>;
  approve(actor: Actor, id: string, version: number, at?: Date): Promise<ModerationOutcome>;
  /** Rejects with a reason staff read in the queue (never shown to the shopper). */
  reject(
    actor: Actor,
    id: string,
    version: number,
    reason: string,
    at?: Date,
  ): Promise<ModerationOutcome>;
  /** Writes or replaces the shop's reply; null removes it. */
  reply(
    actor: Actor,
    id: string,
    version: number,
    text: string | null,
    at?: Date,
  ): Promise<ModerationOutcome>;
}

type Db = Kysely<ShopDatabase>;

export function createReviewModeration(
  db: Db,
  {
    audit,
    ratingsChanged = () => {},
    clock = () => new Date(),
  }: {
    audit: AuditLog;
    /** Tells this instance's catalogue cache that products' stars or reviews changed. */
    ratingsChanged?: () => void;
    clock?: () => Date;
  },
): ReviewModeration {
  function filtered(query: ModerationQuery) {
    let select = db.selectFrom("reviews");
    if (query.status) select = select.where("status", "=", query.status);
    if (query.stars !== undefined) select = select.where("stars", "=", query.stars);
    if (query.productId !== undefined) select = select.where("product_id", "=", query.productId);
    return select;
  }

  /**
   * Reads the review as it is now and runs `change` when the staff member saw this version;
   * the update itself checks the version again, so of two concurrent changes one wins.
   */
  async function change(
    id: string,
    version: number,
    work: (
      trx: Transaction<ShopDatabase>,
      current: Review,
    ) => Promise<"transition" | "conflict" | "done">,
  ): Promise<ModerationOutcome> {
    const outcome = await atomically(db, async (trx): Promise<ModerationOutcome> => {
      const row = await trx
        .selectFrom("reviews")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not_found" };
      const current = toReview(row);
      if (current.version !== version) return { ok: false, reason: "conflict" };
      const done = await work(trx, current);
      if (done !== "done") return { ok: false, reason: done };
      const after = await trx
        .selectFrom("reviews")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { ok: true, review: toReview(after) };
    });
    if (outcome.ok) ratingsChanged();
    return outcome;
  }

  function decide(
    actor: Actor,
    decision: ReviewDecision,
    id: string,
    version: number,
    reason: string | null,
    at: Date,
  ) {
    return change(id, version, async (trx, current) => {
      if (!canDecide(decision, current.status)) return "transition";
      const status = decision === "approve" ? "published" : "rejected";
      const result = await trx
        .updateTable("reviews")
        .set((eb) => ({ status, reject_reason: reason, version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      // Someone else's change committed between the read and the update.
      if (Number(result.numUpdatedRows) === 0) return "conflict";
      await refreshRatings(trx, [current.productId]);
      await audit.record(
        trx,
        actor,
        {
          action: `review.${decision}`,
          subjectType: "review",
          subjectId: id,
          before: { status: current.status, rejectReason: current.rejectReason },
          after: { status, rejectReason: reason },
        },
        at,
      );
      return "done";
    });
  }

  return {
    async queue(query) {
      const [counted, pending, rows] = await Promise.all([
        filtered(query)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("reviews")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow(),
        filtered(query)
          .selectAll()
          // Held ones first, the longest-waiting first; then the rest, the latest first.
          .orderBy(sql`case when status = 'pending' then 0 else 1 end`)
          .orderBy(sql`case when status = 'pending' then updated_at end`)
          .orderBy("updated_at", "desc")
          .orderBy("id")
          .limit(query.pageSize)
          .offset((Math.max(1, query.page) - 1) * query.pageSize)
          .execute(),
      ]);
      return {
        reviews: rows.map(toReview),
        total: Number(counted.count),
        pending: Number(pending.count),
      };
    },

    async reviewedProducts() {
      const rows = await db
        .selectFrom("reviews")
        .select((eb) => [
          "product_id",
          eb.fn.countAll<number | string>().as("reviews"),
          eb.fn
            .sum<number | string>(sql`case when status = 'pending' then 1 else 0 end`)
            .as("pending"),
        ])
        .groupBy("product_id")
        .execute();
      return rows.map((row) => ({
        productId: Number(row.product_id),
        reviews: Number(row.reviews),
        pending: Number(row.pending),
      }));
    },

    approve: (actor, id, version, at = clock()) => decide(actor, "approve", id, version, null, at),

    async reject(actor, id, version, reason, at = clock()) {
      const cleaned = cleanStaffText(reason, REJECT_REASON_MAX);
      if (!cleaned.ok) return { ok: false, reason: "invalid", error: cleaned.error };
      return decide(actor, "reject", id, version, cleaned.value, at);
    },

    async reply(actor, id, version, text, at = clock()) {
      let reply: string | null = null;
      if (text !== null) {
        const cleaned = cleanStaffText(text, REPLY_MAX);
        if (!cleaned.ok) return { ok: false, reason: "invalid", error: cleaned.error };
        reply = cleaned.value;
      }
      return change(id, version, async (trx, current) => {
        if (reply === null && current.reply === null) return "transition";
        const result = await trx
          .updateTable("reviews")
          .set((eb) => ({
            reply,
            replied_at: reply === null ? null : at.toISOString(),
            version: eb("version", "+", 1),
          }))
          .where("id", "=", id)
          .where("version", "=", version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return "conflict";
        // The product's page shows the reply: cached copies of it must go.
        await bumpCatalogueVersion(trx, [current.productId]);
        await audit.record(
          trx,
          actor,
          {
            action: reply === null ? "review.reply-remove" : "review.reply",
            subjectType: "review",
            subjectId: id,
            before: { reply: current.reply },
            after: { reply },
          },
          at,
        );
        return "done";
      });
    },
  };
}
