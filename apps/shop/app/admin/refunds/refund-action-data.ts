// What a refund form on an order's admin page answers (refund-intents.server.ts): which form it
// was (`intent`), and either the refund as it stands (its status after the provider answered)
// or why nothing was refunded, with the per-line refusals to show beside each quantity field
// and the quantities as typed. The order page's own notice leaves these to the refunds section.
import type { RefundStatus } from "../../../server/database/schema.ts";
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";

export const REFUND_INTENTS = ["refund", "refund-all", "refund-retry", "cancel-paid"] as const;

export type RefundIntent = (typeof REFUND_INTENTS)[number];

export const isRefundIntent = (intent: string): intent is RefundIntent =>
  (REFUND_INTENTS as readonly string[]).includes(intent);

/** Why one line's quantity was refused. */
export type LineRefusal = "too_many" | "bad_quantity" | "unknown_line";

export type RefundRefusalReason =
  | "not_paid"
  | "unknown_order"
  | "not_cancellable"
  | "conflict"
  | "nothing"
  | "fees_refunded"
  | "above_paid"
  | "provider"
  /** Over the limit: confirm `confirm` (refund-confirmation-step.tsx). */
  | "unconfirmed"
  /** Quantities to correct: see `lines`. */
  | "quantities";

/** An order page's answer that is the refunds section's (a form of this section was posted). */
export const isRefundResult = (result: { intent: string }): result is RefundActionData =>
  isRefundIntent(result.intent);

export type RefundActionData =
  | { ok: true; intent: RefundIntent; status: RefundStatus; amount: number }
  | {
      ok: false;
      intent: RefundIntent;
      refusal: RefundRefusalReason;
      /** Per line number: why, and how many units were left. */
      lines?: Record<string, { reason: LineRefusal; left?: number }>;
      /** The quantities as typed, by line number, and the fees box. */
      values?: { quantities: Record<string, string>; fees: boolean };
      /** Öre left to refund, for "above_paid". */
      left?: number;
      /** The provider's own words when it refused. */
      message?: string;
      /** For "unconfirmed": the order and amount to confirm, and why a confirmation was not taken. */
      confirm?: ConfirmedRefund;
      confirmation?: ConfirmationRefusal;
    };
