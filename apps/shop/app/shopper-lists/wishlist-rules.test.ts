import { describe, expect, it } from "vitest";
import { addToWishlist, parseWishlist, removeFromWishlist } from "./wishlist-rules.ts";
import { MAX_LIST_ENTRIES } from "./stored-id.ts";

describe("the wishlist", () => {
  it("adds a product once and refuses it the second time", () => {
    const first = addToWishlist([], 7, true);
    expect(first).toEqual({ kind: "added", items: [{ id: 7 }] });
    expect(addToWishlist([{ id: 7 }], 7, true)).toEqual({ kind: "duplicate" });
  });

  it("refuses a product not in the catalogue and a full list", () => {
    expect(addToWishlist([], 8, false)).toEqual({ kind: "notInCatalogue" });
    const full = Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => ({ id: i + 1 }));
    expect(addToWishlist(full, 999, true)).toEqual({ kind: "full" });
  });

  it("removes a product", () => {
    expect(removeFromWishlist([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
  });

  it.each([
    [null, []],
    ["[1,2]", []],
    [{ id: 1 }, []],
    [[{ id: 1 }, { id: 1 }, { id: "2" }, { id: 0 }, {}, [3]], [{ id: 1 }]],
  ])("reads %j as %j", (stored, expected) => {
    expect(parseWishlist(stored)).toEqual(expected);
  });
});
