// What staff may do with a review in each state (README "Admin" → "Reviews"): approve a held or
// a rejected one, reject a held or a published one (with a reason), reply to any. The page
// offers only these; the server refuses anything else.
export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ModeratedStatus = (typeof REVIEW_STATUSES)[number];

export type ReviewDecision = "approve" | "reject";

const FROM: Record<ReviewDecision, readonly ModeratedStatus[]> = {
  approve: ["pending", "rejected"],
  reject: ["pending", "published"],
};

export function canDecide(decision: ReviewDecision, status: string): boolean {
  return (FROM[decision] as readonly string[]).includes(status);
}

/** The longest rejection reason and reply, in characters. */
export const REJECT_REASON_MAX = 500;
export const REPLY_MAX = 2000;

export function isReviewStatus(value: unknown): value is ModeratedStatus {
  return typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);
}
