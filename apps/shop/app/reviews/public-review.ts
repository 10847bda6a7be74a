// A review as pages receive it: what the shop shows of it (and the shop's reply to it), nothing
// of its moderation or its author's account.
import type { ReviewSummary } from "../../server/reviews/review-ratings.ts";
import type { Review } from "../../server/reviews/review-record.ts";

export type PublicReview = Pick<
  Review,
  "id" | "stars" | "name" | "title" | "body" | "verified" | "helpful" | "createdAt"
> & {
  /** The shop's reply, when it wrote one. */
  reply?: { text: string; at: string };
};

export type { ReviewSummary };

export function publicReview(review: Review): PublicReview {
  const { id, stars, name, title, body, verified, helpful, createdAt } = review;
  return {
    id,
    stars,
    name,
    title,
    body,
    verified,
    helpful,
    createdAt,
    ...(review.reply !== null && {
      reply: { text: review.reply, at: review.repliedAt ?? review.updatedAt },
    }),
  };
}
