// What a review holds as the shopper wrote it, and how long each part may be: the form's schema
// (app/reviews/review-input.ts) checks it in the browser and on the server, the store keeps it.

export const REVIEW_LIMITS = {
  name: { min: 2, max: 60 },
  title: { min: 3, max: 120 },
  body: { min: 20, max: 4000 },
} as const;

/** A review as given: 1–5 stars, its text tidied (runs of spaces and blank lines), never HTML. */
export interface ReviewInput {
  stars: number;
  name: string;
  title: string;
  body: string;
}
