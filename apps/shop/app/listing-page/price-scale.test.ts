import { describe, expect, it } from "vitest";
import { priceScale } from "./price-scale.ts";

describe("priceScale", () => {
  it.each([
    [
      { min: 99, max: 15_999 },
      { min: 90, max: 16_000, step: 10 },
    ],
    [
      { min: 149, max: 42_990 },
      { min: 100, max: 43_000, step: 100 },
    ],
    [
      { min: 49, max: 899 },
      { min: 49, max: 899, step: 1 },
    ],
    // One price, or none: still a scale with two ends.
    [
      { min: 500, max: 500 },
      { min: 500, max: 501, step: 1 },
    ],
    [
      { min: 0, max: 0 },
      { min: 0, max: 1, step: 1 },
    ],
  ])("%j → %j", (bounds, scale) => {
    expect(priceScale(bounds)).toEqual(scale);
  });
});
