import { describe, expect, it } from "vitest";
import { canAdvance, isWithdrawable } from "./order-status.ts";

describe("order status", () => {
  it("moves a paid order forward along fulfilment, skipping steps if need be, never back", () => {
    expect(canAdvance("paid", "packed")).toBe(true);
    expect(canAdvance("paid", "shipped")).toBe(true);
    expect(canAdvance("shipped", "delivered")).toBe(true);
    expect(canAdvance("shipped", "packed")).toBe(false);
    expect(canAdvance("delivered", "delivered")).toBe(false);
  });

  it("never ships an order that was not paid, or was cancelled or withdrawn", () => {
    for (const status of ["reserved", "expired", "cancelled", "withdrawn"] as const) {
      expect(canAdvance(status, "shipped")).toBe(false);
    }
  });

  it("lets the buyer withdraw from paid goods only", () => {
    expect(isWithdrawable("paid")).toBe(true);
    expect(isWithdrawable("delivered")).toBe(true);
    expect(isWithdrawable("reserved")).toBe(false);
    expect(isWithdrawable("withdrawn")).toBe(false);
  });
});
