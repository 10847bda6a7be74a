// A refund over the shop's limit is confirmed by the staff member with a passkey or a mailed
// code (docs/decisions/0070). The server works out the amount, answers that it needs
// confirming, and the page confirms exactly that order and amount; the form posts the token
// with the amount it was for, the server redeems it for that and then refunds only if its own
// plan comes to the same amount. Amounts are whole öre.
import { RISKY_ACTIONS, type RiskyAction } from "../confirmations/risky-action.ts";

/** A refund as the staff member confirmed it: the order's number and the amount. */
export interface ConfirmedRefund {
  order: string;
  amount: number;
}

/** The hidden fields that carry the confirmed refund beside the token. */
export const REFUND_ORDER_FIELD = "confirmed-order";
export const REFUND_AMOUNT_FIELD = "confirmed-amount";

export function refundAction({ order, amount }: ConfirmedRefund): RiskyAction {
  return { action: RISKY_ACTIONS.orderRefund, details: { order, amount: String(amount) } };
}

/**
 * Whether a refund of `amount` on `order` may go ahead: at or under the limit (none when
 * undefined), or confirmed for exactly this order and amount.
 */
export function refundAllowed(
  over: number | undefined,
  confirmed: ConfirmedRefund | undefined,
  refund: ConfirmedRefund,
): boolean {
  if (over === undefined || refund.amount <= over) return true;
  return confirmed?.order === refund.order && confirmed.amount === refund.amount;
}

/**
 * The refund a posted form says was confirmed, or undefined when it names none. Only a claim:
 * the token is redeemed for it, and the refund must then come to exactly it.
 */
export function confirmedRefundOf(form: FormData): ConfirmedRefund | undefined {
  const order = form.get(REFUND_ORDER_FIELD);
  const amount = form.get(REFUND_AMOUNT_FIELD);
  if (typeof order !== "string" || !/^[A-Za-z0-9-]{1,40}$/.test(order)) return undefined;
  if (typeof amount !== "string" || !/^\d{1,12}$/.test(amount)) return undefined;
  return { order, amount: Number(amount) };
}
