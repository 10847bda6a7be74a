// Where an "Ångra köp" notice stands in the admin, from what has happened to it: the goods are
// awaited until staff confirm they are back; then it waits for its refund, which is pending
// until the payment provider confirms it. A failed refund leaves it waiting for a new one.
export const WITHDRAWAL_STATES = [
  "waiting_for_goods",
  "goods_received",
  "refunding",
  "refunded",
] as const;

export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export function withdrawalStateOf({
  goodsReceivedAt,
  refundStatus,
}: {
  goodsReceivedAt: string | undefined;
  refundStatus: "pending" | "succeeded" | "failed" | undefined;
}): WithdrawalState {
  if (refundStatus === "succeeded") return "refunded";
  if (refundStatus === "pending") return "refunding";
  return goodsReceivedAt === undefined ? "waiting_for_goods" : "goods_received";
}

/** Days before the refund deadline from which the admin shows it as urgent. */
export const DEADLINE_WARNING_DAYS = 3;

/** "ok", "near" (within DEADLINE_WARNING_DAYS) or "past", for a notice still waiting. */
export function deadlineUrgency(deadline: string, now: Date): "ok" | "near" | "past" {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left < 0) return "past";
  return left <= DEADLINE_WARNING_DAYS * 24 * 60 * 60 * 1000 ? "near" : "ok";
}
