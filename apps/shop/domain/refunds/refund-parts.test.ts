// What a refund pays back: lines and units once, the fees once, never above what is left of the
// payment, and the moms of a line's parts adding up to the line's moms however it is split.
import { describe, expect, it } from "vitest";
import { momsOf } from "../moms.ts";
import {
  amountLeft,
  parseParts,
  planRefund,
  unitsLeft,
  type RefundableOrder,
} from "./refund-parts.ts";

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

  it("leaves out of a full refund the lines already refunded, and fees that are none", () => {
    const partly = order({
      lines: order().lines.map((l) => ({ ...l, refunded: 1 })),
      fees: 0,
      total: 109_999,
      refunded: 43_333,
    });
    expect(planRefund(partly, { kind: "full" })).toEqual({
      ok: true,
      amount: 66_666,
      moms: momsOf(99_999, 25) - momsOf(33_333, 25),
      parts: [
        {
          lineNo: 1,
          quantity: 2,
          amount: 66_666,
          moms: momsOf(99_999, 25) - momsOf(33_333, 25),
          momsRate: 25,
        },
      ],
    });
  });

  it("skips a line asked for with no units, and refuses fees an order never charged", () => {
    expect(
      planRefund(order(), {
        kind: "lines",
        lines: [
          { lineNo: 1, quantity: 0 },
          { lineNo: 2, quantity: 1 },
        ],
        fees: false,
      }),
    ).toEqual({
      ok: true,
      amount: 10_000,
      moms: momsOf(10_000, 12),
      parts: [{ lineNo: 2, quantity: 1, amount: 10_000, moms: momsOf(10_000, 12), momsRate: 12 }],
    });
    expect(
      planRefund(order({ fees: 0, total: 109_999 }), {
        kind: "lines",
        lines: [{ lineNo: 2, quantity: 1 }],
        fees: true,
      }),
    ).toEqual({ ok: false, refusals: [{ reason: "fees_refunded" }] });
  });

  it("refunds every unit left of a line, and the fees alone", () => {
    const partly = order({
      lines: order().lines.map((l) => ({ ...l, refunded: l.lineNo === 1 ? 1 : 0 })),
      refunded: 33_333,
    });
    expect(
      planRefund(partly, { kind: "lines", lines: [{ lineNo: 1, quantity: 2 }], fees: false }),
    ).toMatchObject({ ok: true, amount: 66_666 });
    expect(planRefund(order(), { kind: "lines", lines: [], fees: true })).toEqual({
      ok: true,
      amount: 4_900,
      moms: 980,
      parts: [{ lineNo: null, quantity: 1, amount: 4_900, moms: 980, momsRate: 25 }],
    });
  });

  it("refuses a refund of nothing but free items: no refund of 0 kr", () => {
    const free = order({
      lines: [{ lineNo: 1, quantity: 1, unitPrice: 0, lineTotal: 0, momsRate: 25, refunded: 0 }],
      fees: 0,
      total: 0,
    });
    expect(
      planRefund(free, { kind: "lines", lines: [{ lineNo: 1, quantity: 1 }], fees: false }),
    ).toEqual({ ok: false, refusals: [{ reason: "nothing" }] });
  });

  it("counts units and öre left, never below nothing", () => {
    const line = order().lines[0]!;
    expect([
      unitsLeft(line),
      unitsLeft({ ...line, refunded: 1 }),
      unitsLeft({ ...line, refunded: 5 }),
    ]).toEqual([3, 2, 0]);
    expect([
      amountLeft(order()),
      amountLeft(order({ refunded: 14_899 })),
      amountLeft(order({ refunded: 200_000 })),
    ]).toEqual([114_899, 100_000, 0]);
  });
});

describe("parseParts", () => {
  const part = { lineNo: 1, quantity: 2, amount: 2_000, moms: 400, momsRate: 25 };
  const fees = { lineNo: null, quantity: 1, amount: 4_900, moms: 980, momsRate: 25 };

  it("reads back the parts a refund was written with", () => {
    expect(parseParts(JSON.stringify([part, fees]))).toEqual([part, fees]);
    expect(parseParts("[]")).toEqual([]);
  });

  it.each([
    ["not a list", JSON.stringify(part)],
    ["a part that is no object", JSON.stringify([part, 5])],
    ["a part that is null", JSON.stringify([null])],
    ["a line number that is text", JSON.stringify([{ ...part, lineNo: "1" }])],
    ["a quantity that is a fraction", JSON.stringify([{ ...part, quantity: 1.5 }])],
    ["an amount that is text", JSON.stringify([{ ...part, amount: "2000" }])],
    ["moms that is missing", JSON.stringify([{ ...part, moms: undefined }])],
    ["a moms rate that is text", JSON.stringify([{ ...part, momsRate: "25" }])],
  ])("refuses %s", (_, json) => {
    expect(() => parseParts(json)).toThrow(new Error("a refund's parts are not a list of parts"));
  });
});
