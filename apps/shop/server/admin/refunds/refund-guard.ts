// The check every refund passes where it is written down (record-refund.ts), whichever desk
// asks for it: over the shop's limit (SHOP_REFUND_CONFIRM_OVER_SEK) a refund needs the staff
// member's confirmation of exactly its order and amount, redeemed at the sign-in provider
// before the transaction began. Without one the transaction is undone and the caller is told
// what to confirm.
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import {
  refundAllowed,
  type ConfirmedRefund,
} from "../../../domain/refunds/refund-confirmation.ts";
import { RefundRefused } from "./refused.ts";

export interface RefundGuard {
  /** Öre; a refund above it needs confirming. None when undefined. */
  over: number | undefined;
  /** What this request's redeemed confirmation was for, if it brought one. */
  confirmed: ConfirmedRefund | undefined;
}

/** A refund not written down: it needs confirming, for this order and amount. */
export interface UnconfirmedRefund {
  ok: false;
  reason: "unconfirmed";
  confirm: ConfirmedRefund;
  /** Why a confirmation that came was not taken. */
  refusal?: ConfirmationRefusal;
}

/** Throws (undoing the transaction) unless the refund may be written down. */
export function guardRefund(guard: RefundGuard, refund: ConfirmedRefund): void {
  if (refundAllowed(guard.over, guard.confirmed, refund)) return;
  throw new RefundRefused<UnconfirmedRefund>({ ok: false, reason: "unconfirmed", confirm: refund });
}
