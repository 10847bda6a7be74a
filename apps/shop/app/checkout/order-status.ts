// The life of an order. "reserved" is an order created and waiting for its payment (its stock
// held); it becomes "paid", or "expired" when the hold runs out, or "cancelled" when the buyer
// stops at the payment step. After payment the shop moves it along packed → shipped →
// delivered; "withdrawn" is the buyer's "Ångra köp" for the whole order.
export const ORDER_STATUSES = [
  "reserved",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "expired",
  "cancelled",
  "withdrawn",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The steps a paid order goes through, in order. */
export const FULFILMENT_STEPS = ["paid", "packed", "shipped", "delivered"] as const;

export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The shop may move an order one or more steps forward along fulfilment, never back. */
export function canAdvance(from: OrderStatus, to: FulfilmentStep): boolean {
  const steps: readonly string[] = FULFILMENT_STEPS;
  const at = steps.indexOf(from);
  // "paid" is the first step: no status is before it, so no order ever advances to it.
  return at !== -1 && steps.indexOf(to) > at;
}

/** Paid and not yet wholly withdrawn: goods the buyer may withdraw from. */
export function isWithdrawable(status: OrderStatus): boolean {
  return status === "paid" || status === "packed" || status === "shipped" || status === "delivered";
}
