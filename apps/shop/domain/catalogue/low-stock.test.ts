import { describe, expect, it } from "vitest";
import { LOW_STOCK } from "./stock-level.ts";
import { ADMIN_LOW_STOCK, isLowStock } from "./low-stock.ts";

describe("low stock in the admin", () => {
  it("is what the storefront calls few left, sold out included", () => {
    expect(ADMIN_LOW_STOCK).toBe(LOW_STOCK);
    expect([0, LOW_STOCK, LOW_STOCK + 1].map(isLowStock)).toEqual([true, true, false]);
  });
});
