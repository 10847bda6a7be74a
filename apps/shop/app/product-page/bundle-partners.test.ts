import { describe, expect, it } from "vitest";
import type { ProductType } from "../../domain/catalogue/product.ts";
import { bundlePartners } from "./bundle-partners.ts";

interface Sample {
  id: number;
  type: ProductType;
  brand?: string;
  categoryPaths?: string[];
  available?: boolean;
  inStock?: number;
}

const item = ({
  brand = "Other",
  categoryPaths = [],
  available = true,
  inStock = 5,
  ...rest
}: Sample) => ({
  brand,
  categoryPaths,
  available,
  inStock,
  ...rest,
});
const ids = (products: { id: number }[]) => products.map((product) => product.id);

const iphone = item({
  id: 1,
  type: "phone",
  brand: "Apple",
  categoryPaths: ["/apple/iphone", "/globalt-allmant/taggar-for-filterfunktion"],
});

describe("bundlePartners", () => {
  it.each([
    [
      "accessories for the same device come first",
      [
        item({ id: 2, type: "bag", brand: "Apple" }),
        item({ id: 3, type: "audio", categoryPaths: ["/apple/iphone"] }),
        item({ id: 4, type: "accessory", categoryPaths: ["/apple/iphone"] }),
      ],
      [3, 4],
    ],
    [
      "then accessories of the same brand",
      [
        item({ id: 2, type: "phone", brand: "Apple" }),
        item({ id: 3, type: "bag", brand: "Apple" }),
        item({ id: 4, type: "audio", categoryPaths: ["/apple/iphone"] }),
      ],
      [4, 3],
    ],
    [
      "then products of the same type",
      [
        item({ id: 2, type: "tablet", brand: "Apple" }),
        item({ id: 3, type: "phone" }),
        item({ id: 4, type: "phone" }),
      ],
      [3, 4],
    ],
    [
      "never what cannot be bought",
      [
        item({ id: 2, type: "bag", brand: "Apple", inStock: 0 }),
        item({ id: 3, type: "bag", brand: "Apple", available: false }),
        item({ id: 4, type: "phone" }),
      ],
      [4],
    ],
    [
      "a page that lists products across devices says nothing about fitting",
      [
        item({
          id: 2,
          type: "controller",
          categoryPaths: ["/globalt-allmant/taggar-for-filterfunktion"],
        }),
        item({ id: 3, type: "phone" }),
      ],
      [3],
    ],
    ["never the product itself", [iphone, item({ id: 5, type: "console" })], []],
  ])("%s", (_, others, expected) => {
    expect(ids(bundlePartners(iphone, [iphone, ...others]))).toEqual(expected);
  });
});
