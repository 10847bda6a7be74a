import { describe, expect, it } from "vitest";
import { bundleTotal } from "./bundle-offer.tsx";

const products = [
  { id: 1, price: 1_249_000 },
  { id: 2, price: 29_900 },
  { id: 3, price: 49_900 },
];

describe("bundleTotal", () => {
  it.each([
    [[1, 2, 3], 1_328_800],
    [[1, 3], 1_298_900],
    [[2], 29_900],
    [[], 0],
  ])("ticked %j costs %i öre", (ticked, expected) => {
    expect(bundleTotal(products, new Set(ticked))).toBe(expected);
  });
});
