// What a shopper may write in a review, checked the same way in the browser and on the server.
// Error messages are translation keys (app/i18n/messages).
import { z } from "zod";
import { REVIEW_LIMITS, type ReviewInput } from "../../domain/reviews/review-input.ts";
import type { MessageKey } from "../i18n/messages.ts";

/** Text as typed, with runs of spaces and blank lines tidied; never HTML. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const text = (limits: { min: number; max: number }, tooShort: MessageKey, tooLong: MessageKey) =>
  z
    .string({ error: tooShort })
    .transform(tidy)
    .pipe(z.string().min(limits.min, { error: tooShort }).max(limits.max, { error: tooLong }));

const STARS_ERROR = "reviews.error.stars" satisfies MessageKey;

export const reviewInputSchema: z.ZodType<ReviewInput, unknown> = z.object({
  stars: z.coerce
    .number({ error: STARS_ERROR })
    .int({ error: STARS_ERROR })
    .min(1, { error: STARS_ERROR })
    .max(5, { error: STARS_ERROR }),
  name: text(REVIEW_LIMITS.name, "reviews.error.nameShort", "reviews.error.nameLong"),
  title: text(REVIEW_LIMITS.title, "reviews.error.titleShort", "reviews.error.titleLong"),
  body: text(REVIEW_LIMITS.body, "reviews.error.bodyShort", "reviews.error.bodyLong"),
});
