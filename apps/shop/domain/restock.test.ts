import { describe, expect, it } from "vitest";
import { unitsToRestock } from "./restock.ts";

describe("unitsToRestock", () => {
  it("adds up each product's units and puts them back in product order", () => {
    expect(
      unitsToRestock([
        { productId: 1300, quantity: 1 },
        { productId: "1002", quantity: "2" },
        { productId: 1300n, quantity: 3n },
        { productId: 1001, quantity: 1 },
      ]),
    ).toEqual([
      [1001, 1],
      [1002, 2],
      [1300, 4],
    ]);
  });

  it("puts back nothing for no lines, or for lines of no units", () => {
    expect(unitsToRestock([])).toEqual([]);
    expect(unitsToRestock([{ productId: 5, quantity: 0 }])).toEqual([]);
  });
});
