// What a refund pays back: lines and units once, the fees once, never above what is left of the
// payment, and the moms of a line's parts adding up to the line's moms however it is split.
import { describe, expect, it } from "vitest";
import { momsOf } from "../../../app/checkout/moms.ts";
import { planRefund, type RefundableOrder } from "./refund-parts.ts";

const order = (overrides: Partial<RefundableOrder> = {}): RefundableOrder => ({
  lines: [
    { lineNo: 1, quantity: 3, unitPrice: 33_333, lineTotal: 99_999, momsRate: 25, refunded: 0 },
    { lineNo: 2, quantity: 1, unitPrice: 10_000, lineTotal: 10_000, momsRate: 12, refunded: 0 },
  ],
  fees: 4_900,
  feesRefunded: false,
  total: 114_899,
  refunded: 0,
  ...overrides,
});

describe("planRefund", () => {
  it("refunds everything left in a full refund, fees included", () => {
    expect(planRefund(order(), { kind: "full" })).toEqual({
      ok: true,
      amount: 114_899,
      moms: momsOf(99_999, 25) + momsOf(10_000, 12) + momsOf(4_900, 25),
      parts: [
        { lineNo: 1, quantity: 3, amount: 99_999, moms: momsOf(99_999, 25), momsRate: 25 },
        { lineNo: 2, quantity: 1, amount: 10_000, moms: momsOf(10_000, 12), momsRate: 12 },
        { lineNo: null, quantity: 1, amount: 4_900, moms: 980, momsRate: 25 },
      ],
    });
  });

  it("splits a line's moms so its parts add up to the line's moms", () => {
    let state = order();
    let moms = 0;
    for (let i = 0; i < 3; i += 1) {
      const plan = planRefund(state, {
        kind: "lines",
        lines: [{ lineNo: 1, quantity: 1 }],
        fees: false,
      });
      if (!plan.ok) throw new Error("expected a plan");
      moms += plan.moms;
      state = {
        ...state,
        refunded: state.refunded + plan.amount,
        lines: state.lines.map((l) => (l.lineNo === 1 ? { ...l, refunded: l.refunded + 1 } : l)),
      };
    }
    expect(moms).toBe(momsOf(99_999, 25));
  });

  it("refuses more units than are left, the fees twice, and an empty wish", () => {
    const partly = order({
      lines: order().lines.map((l) => ({ ...l, refunded: l.lineNo === 1 ? 2 : 0 })),
      feesRefunded: true,
    });
    expect(
      planRefund(partly, { kind: "lines", lines: [{ lineNo: 1, quantity: 2 }], fees: true }),
    ).toEqual({
      ok: false,
      refusals: [{ reason: "too_many", lineNo: 1, left: 1 }, { reason: "fees_refunded" }],
    });
    expect(planRefund(order(), { kind: "lines", lines: [], fees: false })).toEqual({
      ok: false,
      refusals: [{ reason: "nothing" }],
    });
  });

  it("never goes above what was paid minus what was refunded, whatever the lines say", () => {
    // An order whose refunds already took all but 100 öre (say, a refund outside the lines).
    expect(planRefund(order({ refunded: 114_799 }), { kind: "full" })).toEqual({
      ok: false,
      refusals: [{ reason: "above_paid", left: 100 }],
    });
  });

  it("refuses a line named twice or not on the order", () => {
    expect(
      planRefund(order(), {
        kind: "lines",
        lines: [
          { lineNo: 2, quantity: 1 },
          { lineNo: 2, quantity: 1 },
          { lineNo: 3, quantity: 1 },
        ],
        fees: false,
      }),
    ).toEqual({
      ok: false,
      refusals: [
        { reason: "unknown_line", lineNo: 2 },
        { reason: "unknown_line", lineNo: 3 },
      ],
    });
  });
});
