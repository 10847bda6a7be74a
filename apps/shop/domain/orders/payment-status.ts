// An order's payment as the admin's order list filters and shows it: unpaid, paid, or paid and
// then refunded in part or in whole (the refunds the payment provider confirmed).
import type { OrderStatus } from "../order-status.ts";

export const PAYMENT_STATUSES = ["paid", "unpaid", "partly_refunded", "refunded"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order reaches only once paid. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  "paid",
  "packed",
  "shipped",
  "delivered",
  "withdrawn",
];

export function paymentStatusOf(order: {
  status: OrderStatus;
  /** The provider's reference of the payment that paid it, if one did. */
  paymentRef: string | undefined;
  total: number;
  /** Öre the provider confirmed refunding. */
  refunded: number;
}): PaymentStatus {
  if (order.refunded > 0) return order.refunded >= order.total ? "refunded" : "partly_refunded";
  return order.paymentRef !== undefined || PAID_ORDER_STATUSES.includes(order.status)
    ? "paid"
    : "unpaid";
}
