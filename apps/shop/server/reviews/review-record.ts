// A review as the shop reads it from its row.
import type { IsoTimestamp, Selectable } from "@kretsbutiken/database";
import type { ReviewsTable } from "../database/schema.ts";

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
