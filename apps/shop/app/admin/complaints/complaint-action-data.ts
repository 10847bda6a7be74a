// What a form post on an admin complaint page answers (complaint-actions.server.ts): the step
// done, or why nothing was, with the field the problem belongs beside and what was typed.
import type { MessageKey } from "../../i18n/messages.ts";
import type { ComplaintsMessageKey } from "./complaints-messages.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";

export type ComplaintDone =
  "inspecting" | "decided" | "remedy_done" | "refunded" | "refund_pending" | "closed";

export type ComplaintActionData =
  | { ok: true; done: ComplaintDone; amount?: number }
  | {
      ok: false;
      error?: ComplaintsMessageKey;
      /** The form field the error belongs beside. */
      field?: "decision" | "note" | "amount" | "remedyNote";
      values?: Record<string, string>;
      /** For "error.above_value": öre. For "error.provider": the provider's words. */
      max?: number;
      message?: string;
      problem?: MessageKey;
      /** The refund is over the limit: what to confirm, and why a confirmation was not taken. */
      confirm?: ConfirmedRefund;
      confirmation?: ConfirmationRefusal;
    };
