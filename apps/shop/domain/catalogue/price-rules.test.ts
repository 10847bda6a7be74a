import { describe, expect, it } from "vitest";
import { lowestPriceBefore, pointAt, priceNow } from "./price-rules.ts";

const day = (n: number) => `2026-10-${String(n).padStart(2, "0")}T00:00:00.000Z`;

describe("pointAt", () => {
  const history = [
    { from: day(1), price: 1000 },
    { from: day(10), price: 900 },
  ];
  it("is undefined before the first price", () => {
    expect(pointAt(history, "2026-09-30T23:59:59.999Z")).toBeUndefined();
  });
  it("takes the latest price that has started, including one starting that instant", () => {
    expect(pointAt(history, day(9))?.price).toBe(1000);
    expect(pointAt(history, day(10))?.price).toBe(900);
    expect(pointAt(history, day(20))?.price).toBe(900);
  });
  it("ignores prices that start later (a deal's end is stored ahead of time)", () => {
    expect(pointAt([...history, { from: day(25), price: 1000 }], day(20))?.price).toBe(900);
  });
});

describe("lowestPriceBefore", () => {
  it("counts the price in effect when the window opened and every price inside it", () => {
    const history = [
      { from: "2026-08-01T00:00:00.000Z", price: 1000 },
      { from: "2026-09-20T00:00:00.000Z", price: 850 },
      { from: "2026-09-25T00:00:00.000Z", price: 1000 },
      { from: "2026-10-10T00:00:00.000Z", price: 800 },
    ];
    expect(lowestPriceBefore(history, "2026-10-10T00:00:00.000Z")).toBe(850);
  });
  it("forgets a low price that ended more than 30 days before", () => {
    const history = [
      { from: "2026-08-01T00:00:00.000Z", price: 700 },
      { from: "2026-08-15T00:00:00.000Z", price: 1000 },
      { from: "2026-10-10T00:00:00.000Z", price: 800 },
    ];
    expect(lowestPriceBefore(history, "2026-10-10T00:00:00.000Z")).toBe(1000);
  });
  it("forgets a low price that ended exactly as the window opened", () => {
    const history = [
      { from: "2026-08-01T00:00:00.000Z", price: 700 },
      { from: "2026-09-10T00:00:00.000Z", price: 1000 },
      { from: "2026-10-10T00:00:00.000Z", price: 800 },
    ];
    expect(lowestPriceBefore(history, "2026-10-10T00:00:00.000Z")).toBe(1000);
  });
  it("is undefined for a product with no price before", () => {
    expect(lowestPriceBefore([{ from: day(10), price: 500 }], day(10))).toBeUndefined();
  });
});

describe("priceNow", () => {
  it("is not a reduction when the price has been the same", () => {
    expect(priceNow([{ from: day(1), price: 129900 }], day(20))).toEqual({
      price: 129900,
      discount: 0,
    });
  });
  it("measures a reduction from the 30-day lowest price, rounded down", () => {
    const history = [
      { from: "2026-08-01T00:00:00.000Z", price: 100000 },
      { from: "2026-10-01T00:00:00.000Z", price: 90000 },
      { from: "2026-10-05T00:00:00.000Z", price: 100000 },
      { from: "2026-10-20T00:00:00.000Z", price: 80100 },
    ];
    // Reduced from 900 kr (the lowest of the 30 days), not from 1 000 kr: 11 %, not 19 %.
    expect(priceNow(history, "2026-10-21T00:00:00.000Z")).toEqual({
      price: 80100,
      lowestPrice30Days: 90000,
      discount: 11,
    });
  });
  it("does not call a price raise a reduction", () => {
    const history = [
      { from: day(1), price: 800 },
      { from: day(10), price: 900 },
    ];
    expect(priceNow(history, day(11))).toEqual({ price: 900, discount: 0 });
  });

  it("answers no price before a product's first price", () => {
    expect(priceNow([{ from: day(10), price: 500 }], day(9))).toBeUndefined();
    expect(priceNow([], day(9))).toBeUndefined();
  });

  it("does not call a price equal to the 30-day lowest a reduction", () => {
    const history = [
      { from: day(1), price: 800 },
      { from: day(5), price: 1000 },
      { from: day(10), price: 800 },
    ];
    expect(priceNow(history, day(11))).toEqual({ price: 800, discount: 0 });
  });

  it("calls a first price on a new product no reduction", () => {
    expect(priceNow([{ from: day(10), price: 500 }], day(10))).toEqual({ price: 500, discount: 0 });
  });

  it("rounds a reduction's percent down, never overstating it", () => {
    const history = [
      { from: day(1), price: 90000 },
      { from: day(10), price: 80000 },
    ];
    // 100 kr off 900 kr is 11.1 %: shown as 11 %.
    expect(priceNow(history, day(10))).toEqual({
      price: 80000,
      lowestPrice30Days: 90000,
      discount: 11,
    });
    const nearlyHalf = [
      { from: day(1), price: 1000 },
      { from: day(10), price: 501 },
    ];
    expect(priceNow(nearlyHalf, day(12))?.discount).toBe(49);
  });
});
