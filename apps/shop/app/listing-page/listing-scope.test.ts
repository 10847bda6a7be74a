import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { listingScope } from "./listing-scope.ts";

const all = [
  productFixture({ id: 1, brand: "Apple", type: "phone" }),
  productFixture({ id: 2, brand: "Sony Xperia", type: "phone" }),
  productFixture({ id: 3, brand: "Apple", type: "tablet" }),
];

const ids = (id: string | undefined) =>
  listingScope(id, all)?.products.map((product) => product.id);

describe("listingScope", () => {
  it.each<[string | undefined, number[] | undefined]>([
    [undefined, [1, 2, 3]],
    ["", [1, 2, 3]],
    ["phone", [1, 2]],
    ["tablet/", [3]],
    // A type the catalogue has nothing of yet: an honest empty listing.
    ["scooter", []],
    ["apple", [1, 3]],
    ["sony-xperia", [2]],
    // Nothing it could be: a 404.
    ["Apple", undefined],
    ["nokia", undefined],
    ["phone/apple", undefined],
    ["mobiler", undefined],
  ])("%j lists %j", (id, expected) => {
    expect(ids(id)).toEqual(expected);
  });

  it("names the type or brand", () => {
    expect(listingScope("phone", all)?.name?.se).toBe("Mobiltelefoner");
    expect(listingScope("sony-xperia", all)?.name?.en).toBe("Sony Xperia");
    expect(listingScope("", all)?.name).toBeUndefined();
  });
});
