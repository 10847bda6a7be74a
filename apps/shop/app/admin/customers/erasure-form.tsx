// The confirmation step of erasing a customer's personal data: what will happen (orders kept
// for the books, reviews, messages and sign-ups), the choice for published reviews, and a box
// to tick. Nothing is offered while an order still needs the customer's details. The form
// carries the plan's fingerprint: if anything changed since it was shown, nothing is erased.
import { Link } from "react-router";
import { AdminForm } from "../admin-form.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ErasurePlan } from "../../../server/admin/customers/customer-erasure.ts";
import { customersMessages } from "./customers-messages.ts";
import { REVIEW_CHOICES } from "../../../domain/reviews/review-choices.ts";

const dangerButton =
  "inline-flex items-center justify-center rounded-control bg-danger px-4 py-2 text-sm font-semibold text-on-danger hover:brightness-95";

export function ErasureForm({
  plan,
  confirmError,
  backTo,
}: {
  plan: ErasurePlan;
  confirmError: boolean;
  backTo: string;
}) {
  const t = usePageT(customersMessages);
  const open = plan.openOrders.length > 0;
  return (
    <div className="rounded-card border border-danger p-4">
      <p className="mb-2 font-semibold">{t("erasePlan")}</p>
      <ul className="mb-4 list-disc ps-6">
        <li>{t("plan.orders", { count: plan.orders.length, numbers: plan.orders.join(", ") })}</li>
        {plan.kind === "account" && (
          <li>
            {t("plan.reviews", { published: plan.reviews.published, other: plan.reviews.other })}
          </li>
        )}
        <li>{t("plan.messages", { count: plan.contactMessages })}</li>
        <li>{t("plan.newsletter", { count: plan.newsletter })}</li>
      </ul>
      {open ? (
        <p role="alert" className="mb-2 font-semibold text-danger">
          {t("plan.open", { numbers: plan.openOrders.join(", ") })}
        </p>
      ) : (
        <AdminForm className="grid gap-4">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="fingerprint" value={plan.fingerprint} />
          {plan.reviews.published > 0 && (
            <fieldset aria-describedby="review-choice-hint">
              <legend className="mb-1 font-semibold">{t("reviewChoice")}</legend>
              <p id="review-choice-hint" className="mb-1 text-sm">
                {t("reviewChoiceHint")}
              </p>
              {REVIEW_CHOICES.map((choice) => (
                <label key={choice} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="reviews"
                    value={choice}
                    defaultChecked={choice === "remove"}
                  />
                  {t(`reviewChoice.${choice}`)}
                </label>
              ))}
            </fieldset>
          )}
          <div>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="mt-1"
                aria-invalid={confirmError || undefined}
                aria-describedby={confirmError ? "confirm-error" : undefined}
              />
              <span>{t("confirm")}</span>
            </label>
            {confirmError && (
              <p id="confirm-error" className="mt-1 text-sm font-semibold text-danger">
                {t("confirm.required")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={dangerButton}>
              {t("eraseButton")}
            </button>
            <Link to={backTo} className="underline">
              {t("cancel")}
            </Link>
          </div>
        </AdminForm>
      )}
    </div>
  );
}
