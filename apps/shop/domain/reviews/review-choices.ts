// What becomes of a customer's published reviews when their personal data is erased: removed,
// or kept without name and account. Shared by the confirmation form and the server.
export const REVIEW_CHOICES = ["remove", "anonymise"] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];

export function isReviewChoice(value: unknown): value is ReviewChoice {
  return typeof value === "string" && (REVIEW_CHOICES as readonly string[]).includes(value);
}
