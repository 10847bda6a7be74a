import { describe, expect, it } from "vitest";
import type { ProductDetails } from "../../domain/catalogue/product.ts";
import { findProduct } from "./find-product.server.ts";
import type { ProductRequest } from "./product-request.ts";

const catalogue = (firstId: number | undefined) => ({
  byId: (id: number) =>
    Promise.resolve([1001, 1050].includes(id) ? ({ id } as ProductDetails) : undefined),
  firstId: () => Promise.resolve(firstId),
});

describe("findProduct", () => {
  it.each<[string, ProductRequest, number | undefined]>([
    ["the canonical page's id", { layout: "product", id: 1050, slug: "x" }, 1050],
    [
      "an unknown id on the canonical page: 404",
      { layout: "product", id: 9, slug: "x" },
      undefined,
    ],
    ["a bundle's id", { layout: "product_bundle", id: 1050 }, 1050],
    ["an unknown bundle id: 404", { layout: "product_bundle", id: 9 }, undefined],
    ["an unknown sidebar id: 404", { layout: "product_left_sidebar", id: 9 }, undefined],
    ["a fixed layout's ?id=", { layout: "product_sticky", id: 1050 }, 1050],
    ["a fixed layout without ?id=: the first", { layout: "product_sticky", id: undefined }, 1001],
    ["a fixed layout's unknown ?id=: the first", { layout: "product_4_images", id: 9 }, 1001],
  ])("%s", async (_, request, expected) => {
    expect((await findProduct(catalogue(1001), request))?.id).toBe(expected);
  });

  it("finds nothing for a fixed layout of an empty catalogue", async () => {
    expect(
      await findProduct(catalogue(undefined), { layout: "product_sticky", id: undefined }),
    ).toBeUndefined();
  });
});
