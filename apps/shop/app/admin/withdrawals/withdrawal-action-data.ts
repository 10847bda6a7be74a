// What a form post on /admin/withdrawals answers (withdrawal-actions.server.ts): what was done
// to which order's notice, or why nothing was.
import type { MessageKey } from "../../i18n/messages.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";

export type WithdrawalError =
  | "unknown_withdrawal"
  | "already_received"
  | "goods_not_received"
  | "already_refunded"
  | "not_paid"
  | "refused"
  | "provider"
  | "unknown_order"
  /** The refund is over the limit: confirm `confirm` (refund-confirmation-step.tsx). */
  | "unconfirmed";

export type WithdrawalActionData =
  | {
      ok: true;
      done: "goods" | "goodsRestocked" | "refunded" | "pending" | "failed";
      number: string;
      amount?: number;
    }
  | {
      ok: false;
      error?: WithdrawalError;
      message?: string;
      problem?: MessageKey;
      /** For "unconfirmed": the notice it was, what to confirm, and why a confirmation was not taken. */
      withdrawal?: string;
      confirm?: ConfirmedRefund;
      confirmation?: ConfirmationRefusal;
    };
