import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import {
  addToCart,
  cartUnits,
  lineKey,
  lineLimit,
  parseCart,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type CartItem,
} from "./cart-rules.ts";
import { MAX_LIST_ENTRIES } from "./stored-id.ts";

const phone = productFixture({ id: 1, inStock: 3, colors: ["black", "blue"], sizeoption: [] });
const soldOut = productFixture({ id: 2, inStock: 0 });
const discontinued = productFixture({ id: 3, available: false, inStock: 5 });

describe("adding to the cart", () => {
  it.each([
    ["a new product", [], 1, { kind: "added", items: [{ id: 1, quantity: 1 }], quantity: 1 }],
    [
      "the same product again",
      [{ id: 1, quantity: 1 }],
      1,
      { kind: "increased", items: [{ id: 1, quantity: 2 }], quantity: 2 },
    ],
    [
      "more than the stock",
      [],
      5,
      { kind: "capped", items: [{ id: 1, quantity: 3 }], quantity: 3, inStock: 3 },
    ],
    [
      "past the stock",
      [{ id: 1, quantity: 2 }],
      2,
      { kind: "capped", items: [{ id: 1, quantity: 3 }], quantity: 3, inStock: 3 },
    ],
    [
      "exactly the stock left",
      [{ id: 1, quantity: 1 }],
      2,
      { kind: "increased", items: [{ id: 1, quantity: 3 }], quantity: 3 },
    ],
    [
      "when all stock is in the cart",
      [{ id: 1, quantity: 3 }],
      1,
      { kind: "allInCart", inStock: 3 },
    ],
    [
      "a fraction or nothing, as one",
      [],
      0.5,
      { kind: "added", items: [{ id: 1, quantity: 1 }], quantity: 1 },
    ],
    [
      "a fractional quantity, rounded down",
      [],
      2.9,
      { kind: "added", items: [{ id: 1, quantity: 2 }], quantity: 2 },
    ],
  ] satisfies [string, CartItem[], number, object][])("%s", (_, items, quantity, expected) => {
    expect(addToCart(items, phone, quantity)).toEqual(expected);
  });

  it("adds one when no quantity is given", () => {
    expect(addToCart([], phone)).toEqual({
      kind: "added",
      items: [{ id: 1, quantity: 1 }],
      quantity: 1,
    });
  });

  it("leaves the other lines as they were, in their order", () => {
    const items: CartItem[] = [
      { id: 4, quantity: 2 },
      { id: 1, quantity: 1 },
      { id: 5, quantity: 1 },
    ];
    expect(addToCart(items, phone, 1)).toEqual({
      kind: "increased",
      items: [
        { id: 4, quantity: 2 },
        { id: 1, quantity: 2 },
        { id: 5, quantity: 1 },
      ],
      quantity: 2,
    });
    expect(addToCart([{ id: 4, quantity: 2 }], phone, 1)).toEqual({
      kind: "added",
      items: [
        { id: 4, quantity: 2 },
        { id: 1, quantity: 1 },
      ],
      quantity: 1,
    });
    expect(items).toEqual([
      { id: 4, quantity: 2 },
      { id: 1, quantity: 1 },
      { id: 5, quantity: 1 },
    ]);
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
    expect(black).toEqual({
      kind: "added",
      items: [{ id: 1, color: "black", quantity: 2 }],
      quantity: 2,
    });
    const blue = addToCart("items" in black ? black.items : [], phone, 5, { color: "blue" });
    expect(blue).toEqual({
      kind: "capped",
      items: [
        { id: 1, color: "black", quantity: 2 },
        { id: 1, color: "blue", quantity: 1 },
      ],
      quantity: 1,
      inStock: 3,
    });
    expect(addToCart([], phone, 1, { color: "green", size: "XL" })).toEqual({
      kind: "added",
      items: [{ id: 1, quantity: 1 }],
      quantity: 1,
    });
  });

  it("refuses another colour when the other colours already hold the whole stock", () => {
    const items: CartItem[] = [
      { id: 1, color: "black", quantity: 2 },
      { id: 1, color: "blue", quantity: 1 },
    ];
    expect(addToCart(items, phone, 1, { color: "blue" })).toEqual({
      kind: "allInCart",
      inStock: 3,
    });
    expect(addToCart(items, phone, 1)).toEqual({ kind: "allInCart", inStock: 3 });
  });

  it("counts only the product's own lines against its stock", () => {
    const others: CartItem[] = [{ id: 4, quantity: 50 }];
    expect(addToCart(others, phone, 3)).toEqual({
      kind: "added",
      items: [
        { id: 4, quantity: 50 },
        { id: 1, quantity: 3 },
      ],
      quantity: 3,
    });
  });

  it("keeps a size the product offers and drops one it does not", () => {
    const shoe = productFixture({ id: 6, inStock: 5, colors: [], sizeoption: ["41", "42"] });
    expect(addToCart([], shoe, 1, { size: "42", color: "black" })).toEqual({
      kind: "added",
      items: [{ id: 6, size: "42", quantity: 1 }],
      quantity: 1,
    });
    expect(addToCart([], shoe, 1, { size: "44" })).toEqual({
      kind: "added",
      items: [{ id: 6, quantity: 1 }],
      quantity: 1,
    });
  });

  it("says the cart is full when it holds the most lines, but still adds to a line it has", () => {
    const full: CartItem[] = Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => ({
      id: i + 100,
      quantity: 1,
    }));
    expect(addToCart(full, phone, 1)).toEqual({ kind: "cartFull" });
    const withPhone = [...full.slice(1), { id: 1, quantity: 1 }];
    const result = addToCart(withPhone, phone, 1);
    expect(result.kind).toBe("increased");
    expect("items" in result && result.items.at(-1)).toEqual({ id: 1, quantity: 2 });
    const oneShort = full.slice(1);
    expect(addToCart(oneShort, phone, 1).kind).toBe("added");
  });
});

describe("a cart line's key", () => {
  it("differs per colour and size of one product", () => {
    const keys = new Set([
      lineKey({ id: 1 }),
      lineKey({ id: 1, color: "black" }),
      lineKey({ id: 1, color: "blue" }),
      lineKey({ id: 1, size: "black" }),
      lineKey({ id: 11 }),
    ]);
    expect(keys.size).toBe(5);
    expect(lineKey({ id: 1, color: "black", size: "42" })).toBe("1|black|42");
    expect(lineKey({ id: 1 })).toBe("1||");
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

  it("lets a colour line hold only the stock the product's other lines leave", () => {
    const lines: CartItem[] = [
      { id: 1, color: "black", quantity: 2 },
      { id: 1, color: "blue", quantity: 1 },
      { id: 4, quantity: 7 },
    ];
    const blue = lineKey({ id: 1, color: "blue" });
    expect(lineLimit(lines, blue, phone)).toBe(1);
    expect(lineLimit(lines, lineKey({ id: 1, color: "black" }), phone)).toBe(2);
    expect(setQuantity(lines, blue, 3, phone)).toEqual({
      items: [
        { id: 1, color: "black", quantity: 2 },
        { id: 1, color: "blue", quantity: 1 },
        { id: 4, quantity: 7 },
      ],
      quantity: 1,
      capped: true,
    });
    const overfull: CartItem[] = [
      { id: 1, color: "black", quantity: 4 },
      { id: 1, color: "blue", quantity: 1 },
    ];
    expect(lineLimit(overfull, blue, phone)).toBe(0);
    expect(setQuantity(overfull, blue, 2, phone)).toEqual({
      items: overfull,
      quantity: 1,
      capped: true,
    });
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

describe("syncing the cart with the server", () => {
  it("reports only the lines it lowered or removed", () => {
    const other = productFixture({ id: 4, inStock: 10 });
    const stored: CartItem[] = [
      { id: 4, quantity: 2 },
      { id: 1, color: "black", quantity: 3 },
    ];
    const products = new Map([phone, other].map((p) => [p.id, p]));
    expect(reconcileCart(stored, products)).toEqual({ items: stored, changes: [] });
  });

  it("lowers colour lines of one product together to its stock", () => {
    const stored: CartItem[] = [
      { id: 1, color: "black", quantity: 2 },
      { id: 4, quantity: 1 },
      { id: 1, color: "blue", quantity: 2 },
      { id: 1, quantity: 1 },
    ];
    const other = productFixture({ id: 4, inStock: 10 });
    const products = new Map([phone, other].map((p) => [p.id, p]));
    expect(reconcileCart(stored, products)).toEqual({
      items: [
        { id: 1, color: "black", quantity: 2 },
        { id: 4, quantity: 1 },
        { id: 1, color: "blue", quantity: 1 },
      ],
      changes: [
        { kind: "clamped", id: 1, quantity: 1 },
        { kind: "removed", id: 1 },
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
    ["an unsafe quantity", [{ id: 1, quantity: 2 ** 53 }], []],
    ["a quantity as text", [{ id: 1, quantity: "2" }], []],
    ["a quantity of one", [{ id: 1, quantity: 1 }], [{ id: 1, quantity: 1 }]],
    [
      "options of 40 characters kept, longer or empty ones dropped",
      [
        { id: 1, quantity: 1, color: "a".repeat(40), size: "b".repeat(41) },
        { id: 2, quantity: 1, color: "", size: "" },
      ],
      [
        { id: 1, quantity: 1, color: "a".repeat(40) },
        { id: 2, quantity: 1 },
      ],
    ],
    ["a size, kept", [{ id: 2, quantity: 1, size: "42" }], [{ id: 2, quantity: 1, size: "42" }]],
    [
      "colours of one product, kept apart",
      [
        { id: 1, quantity: 1, color: "black" },
        { id: 1, quantity: 2, color: "blue" },
        { id: 1, quantity: 3, color: "black" },
      ],
      [
        { id: 1, quantity: 4, color: "black" },
        { id: 1, quantity: 2, color: "blue" },
      ],
    ],
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
    expect(parseCart(stored)).toStrictEqual(expected);
  });
});

describe("reading a very long stored cart", () => {
  it("keeps only the first entries a list may hold", () => {
    const stored = Array.from({ length: MAX_LIST_ENTRIES + 5 }, (_, i) => ({
      id: i + 1,
      quantity: 1,
    }));
    const cart = parseCart(stored);
    expect(cart).toHaveLength(MAX_LIST_ENTRIES);
    expect(cart.at(-1)).toEqual({ id: MAX_LIST_ENTRIES, quantity: 1 });
  });
});
