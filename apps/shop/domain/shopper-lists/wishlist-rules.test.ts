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
    const oneShort = full.slice(1);
    expect(addToWishlist(oneShort, 999, true)).toEqual({
      kind: "added",
      items: [...oneShort, { id: 999 }],
    });
  });

  it("says a product is already there even when the list is full", () => {
    const full = Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => ({ id: i + 1 }));
    expect(addToWishlist(full, 5, true)).toEqual({ kind: "duplicate" });
  });

  it("reads only the first entries a list may hold from a longer stored list", () => {
    const stored = Array.from({ length: MAX_LIST_ENTRIES + 3 }, (_, i) => ({ id: i + 1 }));
    const read = parseWishlist(stored);
    expect(read).toHaveLength(MAX_LIST_ENTRIES);
    expect(read.at(-1)).toEqual({ id: MAX_LIST_ENTRIES });
  });

  it("removes a product", () => {
    expect(removeFromWishlist([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
    expect(removeFromWishlist([{ id: 1 }, { id: 2 }], 3)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it.each([
    [null, []],
    ["[1,2]", []],
    [{ id: 1 }, []],
    [[{ id: 1 }, { id: 1 }, { id: "2" }, { id: 0 }, {}, [3]], [{ id: 1 }]],
    [
      [{ id: 3 }, null, { id: 1 }, { id: 3 }],
      [{ id: 3 }, { id: 1 }],
    ],
  ])("reads %j as %j", (stored, expected) => {
    expect(parseWishlist(stored)).toEqual(expected);
  });
});
