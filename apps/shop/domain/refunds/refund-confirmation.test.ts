import { describe, expect, it } from "vitest";
import {
  confirmedRefundOf,
  REFUND_AMOUNT_FIELD,
  REFUND_ORDER_FIELD,
  refundAction,
  refundAllowed,
} from "./refund-confirmation.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a refund's confirmation", () => {
  const refund = { order: "KB-2026-000042", amount: 1_000_001 };

  it("is the order and the amount in whole öre, as text", () => {
    expect(refundAction(refund)).toEqual({
      action: "order.refund",
      details: { order: "KB-2026-000042", amount: "1000001" },
    });
  });

  it("is needed above the limit only, and then for exactly this order and amount", () => {
    expect(refundAllowed(undefined, undefined, refund)).toBe(true);
    expect(refundAllowed(1_000_001, undefined, refund)).toBe(true);
    expect(refundAllowed(1_000_000, undefined, refund)).toBe(false);
    expect(refundAllowed(0, undefined, { ...refund, amount: 0 })).toBe(true);
    expect(refundAllowed(1_000_000, refund, refund)).toBe(true);
    expect(refundAllowed(1_000_000, { ...refund, amount: 1_000_000 }, refund)).toBe(false);
    expect(refundAllowed(1_000_000, { ...refund, order: "KB-2026-000043" }, refund)).toBe(false);
  });

  it("is read back from the form's two hidden fields, or not at all", () => {
    const good = { [REFUND_ORDER_FIELD]: "KB-2026-000042", [REFUND_AMOUNT_FIELD]: "1000001" };
    expect(confirmedRefundOf(form(good))).toEqual(refund);
    expect(confirmedRefundOf(form({ [REFUND_ORDER_FIELD]: "KB-2026-000042" }))).toBeUndefined();
    expect(confirmedRefundOf(form({ [REFUND_AMOUNT_FIELD]: "1" }))).toBeUndefined();
    for (const amount of ["", "-1", "1.5", "1e3", " 1", "1234567890123"]) {
      expect(confirmedRefundOf(form({ ...good, [REFUND_AMOUNT_FIELD]: amount })), amount).toBe(
        undefined,
      );
    }
    for (const order of ["", "KB 1", "KB/1", "x".repeat(41)]) {
      expect(confirmedRefundOf(form({ ...good, [REFUND_ORDER_FIELD]: order })), order).toBe(
        undefined,
      );
    }
    expect(confirmedRefundOf(form({ ...good, [REFUND_AMOUNT_FIELD]: "123456789012" }))).toEqual({
      order: "KB-2026-000042",
      amount: 123_456_789_012,
    });
  });
});
