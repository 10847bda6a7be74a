import { describe, expect, it } from "vitest";
import { alertHolds, canWatchStock, isAlertKind, targetPriceProblem } from "./product-alerts.ts";

const product = { available: true, inStock: 0, price: 10_000 };

describe("alertHolds", () => {
  it("a stock alert holds once a product that is sold is in stock", () => {
    expect(alertHolds({ kind: "stock", targetPrice: null }, product)).toBe(false);
    expect(alertHolds({ kind: "stock", targetPrice: null }, { ...product, inStock: 1 })).toBe(true);
    expect(
      alertHolds(
        { kind: "stock", targetPrice: null },
        { ...product, inStock: 5, available: false },
      ),
    ).toBe(false);
  });

  it("a price alert holds at or below its price, whatever the stock", () => {
    const alert = { kind: "price", targetPrice: 9_000 } as const;
    expect(alertHolds(alert, { ...product, price: 9_001 })).toBe(false);
    expect(alertHolds(alert, { ...product, price: 9_000 })).toBe(true);
    expect(alertHolds(alert, { ...product, price: 8_999 })).toBe(true);
    expect(alertHolds({ kind: "price", targetPrice: null }, { ...product, price: 1 })).toBe(false);
  });
});

describe("canWatchStock", () => {
  it("offers the stock alert on a sold-out product only", () => {
    expect(canWatchStock(product)).toBe(true);
    expect(canWatchStock({ ...product, inStock: 1 })).toBe(false);
    expect(canWatchStock({ ...product, available: false })).toBe(false);
  });
});

describe("targetPriceProblem", () => {
  it("takes a price below the current one only", () => {
    expect(targetPriceProblem(9_999, 10_000)).toBeUndefined();
    expect(targetPriceProblem(10_000, 10_000)).toBe("not_below");
    expect(targetPriceProblem(10_001, 10_000)).toBe("not_below");
  });
});

describe("isAlertKind", () => {
  it("knows the two kinds and nothing else", () => {
    expect(isAlertKind("stock")).toBe(true);
    expect(isAlertKind("price")).toBe(true);
    expect(isAlertKind("Stock")).toBe(false);
    expect(isAlertKind(null)).toBe(false);
  });
});
