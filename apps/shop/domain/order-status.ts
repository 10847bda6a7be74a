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

/**
 * The groups of statuses the shop's rules speak of, each written once here. A status is in a
 * group for as long as the order stays in it; the predicates below read the same lists, and a
 * query names the list itself (`where status in PAID_STATUSES`).
 */

/** Paid for: the money came in, whatever happened after (a withdrawn order is refunded). */
export const PAID_STATUSES = ["paid", "packed", "shipped", "delivered", "withdrawn"] as const;

/** Paid and kept: the buyer has the goods or will get them, and may review them. */
export const BOUGHT_STATUSES = ["paid", "packed", "shipped", "delivered"] as const;

/** Paid and still in the warehouse: staff may cancel the order and refund it all. */
export const CANCELLABLE_WHEN_PAID: readonly OrderStatus[] = ["paid", "packed"];

/** Not finished: waiting for its payment, or paid and not yet delivered. */
export const OPEN_STATUSES = ["reserved", "paid", "packed", "shipped"] as const;

/** Never paid: waiting for its payment, or ended without it (expired, cancelled). */
export const UNPAID_STATUSES = ["reserved", "expired", "cancelled"] as const;

function isIn(statuses: readonly OrderStatus[], status: string): boolean {
  return (statuses as readonly string[]).includes(status);
}

/** The money came in for this order (see PAID_STATUSES). */
export function isPaid(status: string): boolean {
  return isIn(PAID_STATUSES, status);
}

/** The buyer paid for the goods and kept them (see BOUGHT_STATUSES). */
export function isBought(status: string): boolean {
  return isIn(BOUGHT_STATUSES, status);
}

/** The order is not finished (see OPEN_STATUSES). */
export function isOpen(status: string): boolean {
  return isIn(OPEN_STATUSES, status);
}

/** The order was never paid (see UNPAID_STATUSES). */
export function isUnpaid(status: string): boolean {
  return isIn(UNPAID_STATUSES, status);
}

/**
 * Paid and not yet wholly withdrawn: goods the buyer may withdraw from ("Ångra köp"; the 14
 * days are counted elsewhere, from delivery).
 */
export function canWithdraw(status: string): boolean {
  return isBought(status);
}
