import { describe, expect, it } from "vitest";
import type { ProductType } from "../../domain/catalogue/product.ts";
import { relatedProducts } from "./related-products.ts";

const item = (id: number, type: ProductType) => ({ id, type });
const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe("relatedProducts (spec §4)", () => {
  const catalogue = [
    item(1, "phone"),
    item(2, "tablet"),
    item(3, "phone"),
    item(4, "bag"),
    item(5, "phone"),
    item(6, "phone"),
    item(7, "phone"),
    item(8, "phone"),
    item(9, "phone"),
    item(10, "phone"),
  ];

  it.each([
    ["same type, without the product, at most six", item(1, "phone"), [3, 5, 6, 7, 8, 9]],
    [
      "the first six, without the product, when it is the only one of its type",
      item(2, "tablet"),
      [1, 3, 4, 5, 6, 7],
    ],
    ["the first six when no other has the type", item(11, "scooter"), [1, 2, 3, 4, 5, 6]],
  ])("%s", (_, product, expected) => {
    expect(ids(relatedProducts(product, catalogue))).toEqual(expected);
  });

  it("takes the others of the same type even when fewer than six", () => {
    const few = [item(1, "phone"), item(2, "tablet"), item(3, "tablet")];
    expect(ids(relatedProducts(item(2, "tablet"), few))).toEqual([3]);
  });

  it("is empty for a catalogue of one", () => {
    expect(relatedProducts(item(1, "phone"), [item(1, "phone")])).toEqual([]);
  });
});
