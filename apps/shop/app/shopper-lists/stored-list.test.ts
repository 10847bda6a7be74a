import { describe, expect, it } from "vitest";
import { parseCart } from "../../domain/shopper-lists/cart-rules.ts";
import { parseCompare } from "../../domain/shopper-lists/compare-rules.ts";
import { parseStoredJson } from "./stored-list.ts";
import { parseWishlist } from "../../domain/shopper-lists/wishlist-rules.ts";

describe("reading what local storage holds", () => {
  it.each([
    [null, []],
    ["", []],
    ["{not json", []],
    ["undefined", []],
    ["[1,", []],
    ['[{"id":1,"quantity":2}]', [{ id: 1, quantity: 2 }]],
  ])("%j gives a list, never an exception", (raw, expected) => {
    const stored = parseStoredJson(raw);
    expect(parseCart(stored)).toEqual(expected);
    expect(() => parseWishlist(stored)).not.toThrow();
    expect(() => parseCompare(stored)).not.toThrow();
  });

  it.each(["null", "42", '"text"', "true", '{"id":1}', "[[[]]]"])(
    "valid JSON of the wrong shape (%s) is an empty list",
    (raw) => {
      const stored = parseStoredJson(raw);
      expect(parseCart(stored)).toEqual([]);
      expect(parseWishlist(stored)).toEqual([]);
      expect(parseCompare(stored)).toEqual([]);
    },
  );
});
