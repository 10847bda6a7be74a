import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import {
  addToCart,
  cartUnits,
  lineKey,
  parseCart,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type CartItem,
} from "./cart-rules.ts";

const phone = productFixture({ id: 1, inStock: 3, colors: ["black", "blue"], sizeoption: [] });
const soldOut = productFixture({ id: 2, inStock: 0 });
const discontinued = productFixture({ id: 3, available: false, inStock: 5 });

describe("adding to the cart", () => {
  it.each([
    ["a new product", [], 1, { kind: "added", quantity: 1 }],
    ["the same product again", [{ id: 1, quantity: 1 }], 1, { kind: "increased", quantity: 2 }],
    ["more than the stock", [], 5, { kind: "capped", quantity: 3, inStock: 3 }],
    ["past the stock", [{ id: 1, quantity: 2 }], 2, { kind: "capped", quantity: 3 }],
    ["when all stock is in the cart", [{ id: 1, quantity: 3 }], 1, { kind: "allInCart" }],
  ] satisfies [string, CartItem[], number, object][])("%s", (_, items, quantity, expected) => {
    expect(addToCart(items, phone, quantity)).toMatchObject(expected);
  });

  it("changes nothing for a product not in the catalogue, sold out or discontinued", () => {
    const items = [{ id: 1, quantity: 1 }];
    expect(addToCart(items, undefined)).toEqual({ kind: "notInCatalogue" });
    expect(addToCart(items, soldOut)).toEqual({ kind: "soldOut" });
    expect(addToCart(items, discontinued)).toEqual({ kind: "discontinued" });
    expect(items).toEqual([{ id: 1, quantity: 1 }]);
  });

  it("keeps a line per colour, counts the stock over all of them, drops unknown options", () => {
    const black = addToCart([], phone, 2, { color: "black" });
    expect(black).toMatchObject({ kind: "added", items: [{ id: 1, color: "black", quantity: 2 }] });
    const blue = addToCart("items" in black ? black.items : [], phone, 5, { color: "blue" });
    expect(blue).toMatchObject({ kind: "capped", quantity: 1 });
    expect(addToCart([], phone, 1, { color: "green", size: "XL" })).toMatchObject({
      items: [{ id: 1, quantity: 1 }],
    });
  });
});

describe("changing the cart", () => {
  const items: CartItem[] = [
    { id: 1, quantity: 1 },
    { id: 4, quantity: 2 },
  ];
  const key = lineKey({ id: 1 });

  it.each([
    [2, 2, false],
    [3, 3, false],
    [9, 3, true],
    [0, 1, false],
    [Number.NaN, 1, false],
  ])("sets quantity %s as %s (capped: %s)", (wanted, quantity, capped) => {
    const result = setQuantity(items, key, wanted, phone);
    expect(result.quantity).toBe(quantity);
    expect(result.capped).toBe(capped);
    expect(result.items[0]).toEqual({ id: 1, quantity });
    expect(result.items[1]).toEqual({ id: 4, quantity: 2 });
  });

  it("removes one line, clears, counts units", () => {
    expect(removeFromCart(items, key)).toEqual([{ id: 4, quantity: 2 }]);
    expect(removeFromCart(items, lineKey({ id: 99 }))).toEqual(items);
    expect(cartUnits(items)).toBe(3);
  });

  it("lowers quantities to the stock and drops what cannot be bought", () => {
    const stored: CartItem[] = [
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 1 },
      { id: 77, quantity: 1 },
    ];
    const products = new Map([phone, soldOut, discontinued].map((p) => [p.id, p]));
    expect(reconcileCart(stored, products)).toEqual({
      items: [{ id: 1, quantity: 3 }],
      changes: [
        { kind: "clamped", id: 1, quantity: 3 },
        { kind: "removed", id: 2 },
        { kind: "removed", id: 3 },
        { kind: "removed", id: 77 },
      ],
    });
  });
});

describe("reading the stored cart", () => {
  it.each([
    ["nothing", null, []],
    ["not a list", { id: 1 }, []],
    ["a string", "cart", []],
    ["junk entries", [null, 5, "x", { id: "1", quantity: 1 }, { id: 1, quantity: 0 }], []],
    [
      "negative and fractional",
      [
        { id: -1, quantity: 1 },
        { id: 1.5, quantity: 1 },
      ],
      [],
    ],
    ["a fractional quantity", [{ id: 1, quantity: 1.5 }], []],
    [
      "repeats, merged",
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2, price: 1 },
      ],
      [{ id: 1, quantity: 3 }],
    ],
    [
      "options, kept; odd ones dropped",
      [{ id: 2, quantity: 1, color: "blue", size: 42 }],
      [{ id: 2, quantity: 1, color: "blue" }],
    ],
  ])("%s", (_, stored, expected) => {
    expect(parseCart(stored)).toEqual(expected);
  });
});
