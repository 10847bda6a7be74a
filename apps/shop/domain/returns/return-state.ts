// Where a return stands, as the shopper and staff see it: the label made and the parcel on its
// way, the goods received (and checked) by staff, then the refund: asked of the payment
// provider, then paid. The stored status (label_created → received → refunded) says what the
// shop did; the refund's own status says whether the money has gone back.
export const RETURN_STATUSES = ["label_created", "received", "refunded"] as const;

export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export type ReturnState = "label_created" | "received" | "refunding" | "refunded";

export function returnStateOf({
  status,
  refundStatus,
}: {
  status: ReturnStatus;
  refundStatus: "pending" | "succeeded" | "failed" | undefined;
}): ReturnState {
  // A refund made for the withdrawal some other way (the withdrawals page) counts too.
  if (refundStatus === "succeeded") return "refunded";
  if (refundStatus === "pending") return "refunding";
  return status === "label_created" ? "label_created" : "received";
}

/** How staff found a returned line. */
export const RETURN_CONDITIONS = ["as_new", "opened", "damaged"] as const;

export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export function isReturnCondition(value: unknown): value is ReturnCondition {
  return typeof value === "string" && (RETURN_CONDITIONS as readonly string[]).includes(value);
}

/** The longest condition note staff may write per line. */
export const RETURN_NOTE_MAX = 500;

/**
 * A return label is offered for a withdrawal that came within the period, of an order whose
 * goods have left the warehouse (a withdrawal before shipping has nothing to send back), and
 * only while it has no return yet: one label per withdrawal.
 */
export function mayRequestReturnLabel(withdrawal: {
  withinPeriod: boolean;
  shipped: boolean;
  hasReturn: boolean;
}): boolean {
  return withdrawal.withinPeriod && withdrawal.shipped && !withdrawal.hasReturn;
}

/**
 * "RT-2026-000123-1": the order's number without its "KB-", and the withdrawal's place among
 * the order's withdrawals (one return per withdrawal, so the number never repeats).
 */
export function returnNumber(orderNumber: string, withdrawalIndex: number): string {
  return `RT-${orderNumber.replace(/^KB-/, "")}-${withdrawalIndex + 1}`;
}
