import { describe, expect, it } from "vitest";
import { clampQuantity } from "./quantity-picker.tsx";

describe("clampQuantity (spec §4: never more than in stock)", () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [0, 5, 1],
    [-2, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])("%d with %d in stock is %d", (value, max, expected) => {
    expect(clampQuantity(value, max)).toBe(expected);
  });
});
