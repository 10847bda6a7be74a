import { describe, expect, it } from "vitest";
import {
  canAdvance,
  canWithdraw,
  FULFILMENT_STEPS,
  isBought,
  isOpen,
  isOrderStatus,
  isPaid,
  isUnpaid,
  ORDER_STATUSES,
  PAID_STATUSES,
  UNPAID_STATUSES,
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
    expect(canWithdraw("paid")).toBe(true);
    expect(canWithdraw("delivered")).toBe(true);
    expect(canWithdraw("reserved")).toBe(false);
    expect(canWithdraw("withdrawn")).toBe(false);
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
    expect(ORDER_STATUSES.filter(canWithdraw)).toEqual(["paid", "packed", "shipped", "delivered"]);
  });

  it.each([
    ["paid for", isPaid, ["paid", "packed", "shipped", "delivered", "withdrawn"]],
    ["bought and kept", isBought, ["paid", "packed", "shipped", "delivered"]],
    ["open", isOpen, ["reserved", "paid", "packed", "shipped"]],
    ["never paid", isUnpaid, ["reserved", "expired", "cancelled"]],
  ] as const)("counts exactly these orders as %s", (_name, predicate, statuses) => {
    expect(ORDER_STATUSES.filter(predicate)).toEqual(statuses);
    expect(predicate("refunded")).toBe(false);
  });

  it("puts every status either among the paid or among the never paid, not both", () => {
    expect(ORDER_STATUSES.filter((status) => isPaid(status) === isUnpaid(status))).toEqual([]);
    expect([...PAID_STATUSES, ...UNPAID_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("knows its own statuses and nothing else", () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus("refunded")).toBe(false);
    expect(isOrderStatus("")).toBe(false);
  });
});
