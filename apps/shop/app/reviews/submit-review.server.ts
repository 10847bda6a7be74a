// What /page/review's form posts do: a "helpful" vote from a review card goes to
// helpful-vote.server.ts; anything else writes or edits the shopper's review of one product,
// checked by the same schema as the form, one review per shopper and product, ten writes an hour
// per shopper; then post/redirect/get with what became of it (?written=).
import { data, redirect, type RouterContextProvider } from "react-router";
import { LOGIN_PATH } from "../account/guards.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { readForm } from "../request-body/read-form.ts";
import { voteHelpful } from "./helpful-vote.server.ts";
import { productIdOf } from "./product-id-of.ts";
import { HELPFUL_INTENT } from "./review-card.tsx";
import type { ReviewFieldErrors } from "./review-form.tsx";
import { reviewInputSchema } from "./review-input.ts";
import type { ReviewRefusal } from "./review-page-data.ts";
import { REVIEW_PAGE_PATH } from "./review-page-path.ts";

export async function submitReview(request: Request, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionContext);
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    const errors: ReviewFieldErrors = {};
    const values = { stars: "", name: "", title: "", body: "" };
    return data<ReviewRefusal>({ failed: message, errors, values }, { status });
  }
  const { form } = read;
  if (form.get("intent") === HELPFUL_INTENT)
    return voteHelpful(request, context, form, REVIEW_PAGE_PATH);
  const productId = productIdOf(form.get("product"));
  if (!session) {
    const back =
      productId === undefined ? REVIEW_PAGE_PATH : `${REVIEW_PAGE_PATH}?product=${productId}`;
    return redirect(`${LOGIN_PATH}?${new URLSearchParams({ redirect_to: back }).toString()}`, 303);
  }
  const services = context.get(servicesContext);
  // A file where text belongs is no text at all.
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    stars: text("stars"),
    name: text("name"),
    title: text("title"),
    body: text("body"),
  };
  const refuse = (status: number, failed: MessageKey, errors: ReviewFieldErrors = {}) =>
    data<ReviewRefusal>({ failed, errors, values }, { status });
  if (productId === undefined) return refuse(404, "reviews.error.product");
  const parsed = reviewInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ReviewFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReviewFieldErrors;
      errors[field] ??= issue.message as MessageKey;
    }
    return refuse(400, "reviews.form.errorSummary", errors);
  }
  if (!services.reviewWriteLimit.take(session.userId)) return refuse(429, "reviews.error.tooMany");
  const written = await services.reviews.write(session.userId, productId, {
    ...parsed.data,
    language: context.get(preferencesContext).language,
  });
  if (!written) return refuse(404, "reviews.error.product");
  return redirect(
    `${REVIEW_PAGE_PATH}?product=${productId}&written=${written.review.status}#skriv`,
    303,
  );
}
