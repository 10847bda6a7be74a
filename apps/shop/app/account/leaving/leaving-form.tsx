// The form of "Radera mitt konto": what is erased and what is kept (and why), the choice for
// published reviews, and a box to tick. A real form post; the shopper then confirms with a
// passkey or a mailed code (ConfirmWithPasskey), which needs the scripts.
import { Form, Link } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { ConfirmWithPasskey } from "../../components/confirm-with-passkey/confirm-with-passkey.tsx";
import { confirmationMessages } from "../../components/confirm-with-passkey/confirmation-messages.ts";
import type { RiskyAction } from "../../../domain/confirmations/risky-action.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { DASHBOARD_PATH } from "../account-paths.ts";
import type { LeavingActionData } from "./leave-shop.server.ts";
import { leavingMessages } from "./leaving-messages.ts";

export interface LeavingPlanView {
  orders: number;
  openOrders: string[];
  reviews: number;
  fingerprint: string;
  confirmation: RiskyAction;
}

/** A box not ticked is refused beside it by the server: no confirmation is asked for it. */
const boxTicked = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="confirm"]')?.checked === true;

export function LeavingForm({
  plan,
  failed,
  problem,
}: {
  plan: LeavingPlanView;
  failed: LeavingActionData | undefined;
  /** A body problem's message, already translated. */
  problem: string | undefined;
}) {
  const t = usePageT(leavingMessages);
  const confirmT = usePageT(confirmationMessages);
  const error = failed && typeof failed.error === "string" ? failed.error : undefined;
  const confirmError = failed?.field === "confirm";
  const blocked = plan.openOrders.length > 0;
  return (
    <div className="container-page max-w-3xl py-8">
      <p>{t("leaving.lead")}</p>
      <h2 className="mt-6 text-lg font-semibold">{t("leaving.erased")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t("leaving.erasedAccount")}</li>
        <li>{t("leaving.erasedOrders")}</li>
        <li>{t("leaving.erasedOther")}</li>
      </ul>
      <h2 className="mt-6 text-lg font-semibold">{t("leaving.kept")}</h2>
      <p className="mt-2" data-testid="leaving-kept">
        {plan.orders > 0 ? t("leaving.keptOrders", { count: plan.orders }) : t("leaving.keptNone")}
      </p>
      {(error || problem) && !confirmError && (
        <p role="alert" className="mt-6 font-semibold text-danger">
          {problem ?? t(error!, { orders: failed?.orders?.join(", ") ?? "" })}
          {failed?.confirmation && <> {confirmT(failed.confirmation)}</>}
        </p>
      )}
      {blocked ? (
        <p role="status" className="mt-6 font-semibold" data-testid="leaving-blocked">
          {t("leaving.openOrders", { orders: plan.openOrders.join(", ") })}
        </p>
      ) : (
        <Form method="post" reloadDocument className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="fingerprint" value={plan.fingerprint} />
          {plan.reviews > 0 && (
            <fieldset>
              <legend className="font-semibold">
                {t("leaving.reviews", { count: plan.reviews })}
              </legend>
              <label className="mt-1 flex items-center gap-2">
                <input type="radio" name="reviews" value="remove" defaultChecked />
                {t("leaving.reviewsRemove")}
              </label>
              <label className="mt-1 flex items-center gap-2">
                <input type="radio" name="reviews" value="anonymise" />
                {t("leaving.reviewsAnonymise")}
              </label>
            </fieldset>
          )}
          <div>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="mt-1"
                aria-invalid={confirmError || undefined}
                aria-describedby={confirmError ? "leaving-confirm-error" : undefined}
              />
              <span>{t("leaving.confirm")}</span>
            </label>
            {confirmError && (
              <p id="leaving-confirm-error" className="mt-1 text-sm font-semibold text-danger">
                {t("leaving.confirmMissing")}
              </p>
            )}
          </div>
          <ConfirmWithPasskey request={plan.confirmation} needed={boxTicked} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass("primary")}>
              {t("leaving.submit")}
            </button>
            <Link to={DASHBOARD_PATH} className="underline">
              {t("leaving.cancel")}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
