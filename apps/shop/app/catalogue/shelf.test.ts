import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { electronicsOnly, shelf } from "./shelf.ts";

describe("shelf", () => {
  it("takes the first products of the order, as cards", () => {
    const all = [10, 30, 20].map((totalPurchases, i) =>
      productFixture({ id: i + 1, totalPurchases }),
    );
    expect(shelf(all, "popular", 2).map((card) => card.id)).toEqual([2, 3]);
  });

  it("leaves the template's demo goods out of the electronics", () => {
    const all = [productFixture({ id: 1 }), productFixture({ id: 2, type: "fashion" })];
    expect(electronicsOnly(all).map((product) => product.id)).toEqual([1]);
  });
});
