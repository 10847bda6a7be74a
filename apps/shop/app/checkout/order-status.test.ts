import { describe, expect, it } from "vitest";
import {
  canAdvance,
  FULFILMENT_STEPS,
  isOrderStatus,
  isWithdrawable,
  ORDER_STATUSES,
} from "./order-status.ts";

describe("order status", () => {
  it("moves a paid order forward along fulfilment, skipping steps if need be, never back", () => {
    expect(canAdvance("paid", "packed")).toBe(true);
    expect(canAdvance("paid", "shipped")).toBe(true);
    expect(canAdvance("shipped", "delivered")).toBe(true);
    expect(canAdvance("shipped", "packed")).toBe(false);
    expect(canAdvance("delivered", "delivered")).toBe(false);
  });

  it.each(["reserved", "expired", "cancelled", "withdrawn"] as const)(
    "never ships an order that is %s (not paid, or cancelled or withdrawn)",
    (status) => {
      expect(canAdvance(status, "shipped")).toBe(false);
    },
  );

  it("lets the buyer withdraw from paid goods only", () => {
    expect(isWithdrawable("paid")).toBe(true);
    expect(isWithdrawable("delivered")).toBe(true);
    expect(isWithdrawable("reserved")).toBe(false);
    expect(isWithdrawable("withdrawn")).toBe(false);
  });

  it("allows exactly the forward steps along fulfilment", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      FULFILMENT_STEPS.filter((to) => canAdvance(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "paid→packed",
      "paid→shipped",
      "paid→delivered",
      "packed→shipped",
      "packed→delivered",
      "shipped→delivered",
    ]);
  });

  it("lets the buyer withdraw from exactly the paid, packed, shipped and delivered orders", () => {
    expect(ORDER_STATUSES.filter(isWithdrawable)).toEqual([
      "paid",
      "packed",
      "shipped",
      "delivered",
    ]);
  });

  it("knows its own statuses and nothing else", () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus("refunded")).toBe(false);
    expect(isOrderStatus("")).toBe(false);
  });
});
