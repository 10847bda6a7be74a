// The answer to the order page's last form post, at the top of the page: what was done, or why
// nothing was (a stale page: the admin's shared "changed by someone else"; a step the status no
// longer allows; fields to correct). Refusals are shown whichever section's form was posted;
// another section shows its own successes itself.
import { useActionData } from "react-router";
import { adminMessages } from "../../admin-messages.ts";
import { AdminNotice } from "../../components/admin-notice.tsx";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useT } from "../../../i18n/use-t.ts";
import { FULFILMENT_INTENTS, type OrderActionData } from "../order-action-data.ts";
import { isRefundResult } from "../../refunds/refund-action-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";

export function OrderActionNotice() {
  const t = usePageT(orderPageMessages);
  const tAdmin = usePageT(adminMessages);
  const tShop = useT();
  const result = useActionData<OrderActionData>();
  // The refunds section answers its own forms.
  if (!result || isRefundResult(result)) return null;
  if (result.ok) {
    if (!(FULFILMENT_INTENTS as readonly string[]).includes(result.intent)) return null;
    const text =
      result.intent === "ship" && result.mailed === false
        ? t("done.shipNoMail")
        : t(`done.${result.intent}`);
    return (
      <AdminNotice kind={result.intent === "ship" && result.mailed === false ? "error" : "ok"}>
        {text}
      </AdminNotice>
    );
  }
  if ("problem" in result) return <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>;
  switch (result.refusal) {
    case "conflict":
      return <AdminNotice kind="error">{tAdmin("conflict")}</AdminNotice>;
    case "fields":
      return <AdminNotice kind="error">{tAdmin("fixErrors")}</AdminNotice>;
    case "intent":
      return <AdminNotice kind="error">{t("error.intent")}</AdminNotice>;
    default:
      return <AdminNotice kind="error">{t(`error.${result.refusal}`)}</AdminNotice>;
  }
}
