// Placed inside a refund's form once the server has answered that the refund is over the limit
// (docs/decisions/0070): says so, carries the amount the confirmation is for, and opens the
// confirmation dialog at once; confirmed, the form posts again with the token. A confirmation
// the server did not take says why, and the button opens a new one.
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import { formatSek } from "../../../domain/admin-format.ts";
import {
  REFUND_AMOUNT_FIELD,
  REFUND_ORDER_FIELD,
  refundAction,
  type ConfirmedRefund,
} from "../../../domain/refunds/refund-confirmation.ts";
import { ConfirmWithPasskey } from "../../components/confirm-with-passkey/confirm-with-passkey.tsx";
import { confirmationMessages } from "../../components/confirm-with-passkey/confirmation-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { AdminNotice } from "../components/admin-notice.tsx";
import { refundConfirmationMessages } from "./refund-confirmation-messages.ts";

export function RefundConfirmationStep({
  confirm,
  refusal,
}: {
  confirm: ConfirmedRefund;
  refusal?: ConfirmationRefusal | undefined;
}) {
  const t = usePageT(refundConfirmationMessages);
  const tConfirm = usePageT(confirmationMessages);
  const needed = t("needed", { amount: formatSek(confirm.amount, useLanguage()) });
  return (
    <>
      <AdminNotice kind="error">{refusal ? `${tConfirm(refusal)} ${needed}` : needed}</AdminNotice>
      <input type="hidden" name={REFUND_ORDER_FIELD} value={confirm.order} />
      <input type="hidden" name={REFUND_AMOUNT_FIELD} value={confirm.amount} />
      <ConfirmWithPasskey request={refundAction(confirm)} openNow={refusal === undefined} />
    </>
  );
}
