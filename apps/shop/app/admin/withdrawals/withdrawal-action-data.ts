// What a form post on /admin/withdrawals answers (withdrawal-actions.server.ts): what was done
// to which order's notice, or why nothing was.
import type { MessageKey } from "../../i18n/messages.ts";

export type WithdrawalError =
  | "unknown_withdrawal"
  | "already_received"
  | "goods_not_received"
  | "already_refunded"
  | "not_paid"
  | "refused"
  | "provider"
  | "unknown_order";

export type WithdrawalActionData =
  | {
      ok: true;
      done: "goods" | "goodsRestocked" | "refunded" | "pending" | "failed";
      number: string;
      amount?: number;
    }
  | { ok: false; error?: WithdrawalError; message?: string; problem?: MessageKey };
