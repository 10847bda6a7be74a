// The erasure's form post on a customer's admin page (routes/admin/customer.tsx), for owners:
// erases the customer's personal data as the plan shown said (its fingerprint), refused while an
// order still needs the details or when anything changed since the plan was shown, then goes
// back to the customer list with what was done.
import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { ErasureActionData } from "./erasure-action-data.ts";
import { erasedSearch } from "./erased-notice.ts";
import { isReviewChoice } from "../../../domain/reviews/review-choices.ts";

export async function eraseCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: string,
) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ErasureActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  if (form.get("intent") !== "erase" || form.get("confirm") !== "yes") {
    return data<ErasureActionData>({ ok: false, error: "confirm" }, { status: 400 });
  }
  const fingerprint = form.get("fingerprint");
  const reviews = form.get("reviews");
  const outcome = await context.get(servicesContext).admin.erasure.erase(staff.actor, key, {
    reviews: isReviewChoice(reviews) ? reviews : "remove",
    fingerprint: typeof fingerprint === "string" ? fingerprint : "",
  });
  if (outcome.ok) {
    const { summary } = outcome;
    const counts = erasedSearch({
      orders: summary.orders.length,
      reviewsRemoved: summary.reviewsRemoved,
      reviewsAnonymised: summary.reviewsAnonymised,
      messages: summary.contactMessagesDeleted,
      newsletter: summary.newsletterDeleted,
    });
    return redirect(`/admin/customers${counts}`, 303);
  }
  if (outcome.reason === "open_orders") {
    return data<ErasureActionData>(
      { ok: false, error: "open_orders", orders: outcome.orders },
      { status: 409 },
    );
  }
  return data<ErasureActionData>(
    { ok: false, error: outcome.reason },
    { status: outcome.reason === "not_found" ? 404 : 409 },
  );
}
