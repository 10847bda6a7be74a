import { describe, expect, it } from "vitest";
import { negated, perRate, totalOf } from "./book-amounts.ts";

describe("the amounts the books are made of", () => {
  it("sums goods per moms rate, highest rate first, leaving out a rate with nothing", () => {
    const lines = [
      { rate: 6, gross: 10_600, moms: 600 },
      { rate: 25, gross: 12_500, moms: 2_500 },
      { rate: 12, gross: 0, moms: 0 },
      { rate: 25, gross: 2_500, moms: 500 },
      { rate: 12, gross: 11_200, moms: 1_200 },
      { rate: 12, gross: -11_200, moms: -1_200 },
    ];
    expect(perRate(lines)).toEqual([
      { rate: 25, gross: 15_000, moms: 3_000 },
      { rate: 6, gross: 10_600, moms: 600 },
    ]);
  });

  it("keeps a rate whose amount or moms alone is not zero, so nothing is lost from a voucher", () => {
    // A rounding öre: moms without goods, and goods too small to carry moms.
    const kept = perRate([
      { rate: 12, gross: 0, moms: 1 },
      { rate: 6, gross: 4, moms: 0 },
    ]);
    expect(kept).toEqual([
      { rate: 12, gross: 0, moms: 1 },
      { rate: 6, gross: 4, moms: 0 },
    ]);
  });

  it("adds goods, delivery and payment fee into the whole, and turns every sign for a refund", () => {
    const sale = {
      goods: [
        { rate: 25, gross: 229_000, moms: 45_800 },
        { rate: 6, gross: 10_600, moms: 600 },
      ],
      delivery: { gross: 4_900, moms: 980 },
      paymentFee: { gross: 500, moms: 100 },
    };
    expect(totalOf(sale)).toEqual({ gross: 245_000, moms: 47_480 });
    const refund = negated(sale);
    expect(refund).toEqual({
      goods: [
        { rate: 25, gross: -229_000, moms: -45_800 },
        { rate: 6, gross: -10_600, moms: -600 },
      ],
      delivery: { gross: -4_900, moms: -980 },
      paymentFee: { gross: -500, moms: -100 },
    });
    expect(totalOf(refund)).toEqual({ gross: -245_000, moms: -47_480 });
  });
});
