import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import {
  addToCompare,
  MAX_COMPARE,
  parseCompare,
  pickCompanion,
  removeFromCompare,
  wantsCompanion,
  type CompareItem,
} from "./compare-rules.ts";

const phones: CompareItem[] = [
  { id: 1, type: "phone" },
  { id: 2, type: "phone" },
];

describe("the compare list", () => {
  it("adds a first product and then wants a companion for it", () => {
    const result = addToCompare([], { id: 1, type: "phone" });
    expect(result).toEqual({ kind: "added", items: [{ id: 1, type: "phone" }], replaced: false });
    expect(wantsCompanion([{ id: 1, type: "phone" }])).toEqual({ id: 1, type: "phone" });
    expect(wantsCompanion(phones)).toBeUndefined();
    expect(wantsCompanion([])).toBeUndefined();
  });

  it("starts over when a product of another type comes", () => {
    expect(addToCompare(phones, { id: 9, type: "tablet" })).toEqual({
      kind: "added",
      items: [{ id: 9, type: "tablet" }],
      replaced: true,
    });
  });

  it("refuses a duplicate, an unknown product and a full list", () => {
    expect(addToCompare(phones, { id: 2, type: "phone" })).toEqual({ kind: "duplicate" });
    expect(addToCompare(phones, undefined)).toEqual({ kind: "notInCatalogue" });
    const full = Array.from({ length: MAX_COMPARE }, (_, i) => ({
      id: i + 1,
      type: "phone" as const,
    }));
    expect(addToCompare(full, { id: 99, type: "phone" })).toEqual({ kind: "full" });
    expect(addToCompare(full.slice(1), { id: 99, type: "phone" })).toEqual({
      kind: "added",
      items: [...full.slice(1), { id: 99, type: "phone" }],
      replaced: false,
    });
  });

  it("holds two products, as the spec means it", () => {
    const two = [
      { id: 1, type: "phone" as const },
      { id: 2, type: "phone" as const },
    ];
    expect(addToCompare(two.slice(0, 1), { id: 2, type: "phone" })).toEqual({
      kind: "added",
      items: two,
      replaced: false,
    });
    expect(addToCompare(two, { id: 3, type: "phone" })).toEqual({ kind: "full" });
  });

  it("gives the shop's pick's place to the shopper's next product of the type", () => {
    const first = { id: 1, type: "phone" as const };
    const withPick = addToCompare([first], { id: 2, type: "phone" }, { picked: true });
    expect(withPick).toEqual({
      kind: "added",
      items: [first, { id: 2, type: "phone", picked: true }],
      replaced: false,
    });
    const items = withPick.kind === "added" ? withPick.items : [];
    expect(addToCompare(items, { id: 3, type: "phone" })).toEqual({
      kind: "added",
      items: [first, { id: 3, type: "phone" }],
      replaced: false,
    });
    // Only a full list gives the pick's place away: beside a pick left alone there is room.
    expect(
      addToCompare([{ id: 2, type: "phone", picked: true }], { id: 3, type: "phone" }),
    ).toEqual({
      kind: "added",
      items: [
        { id: 2, type: "phone", picked: true },
        { id: 3, type: "phone" },
      ],
      replaced: false,
    });
    // The pick itself, added by the shopper, is a duplicate as any other.
    expect(addToCompare(items, { id: 2, type: "phone" })).toEqual({ kind: "duplicate" });
  });

  it("keeps the pick's mark through storage, and only a true one", () => {
    expect(
      parseCompare([
        { id: 1, type: "phone" },
        { id: 2, type: "phone", picked: true },
      ]),
    ).toEqual([
      { id: 1, type: "phone" },
      { id: 2, type: "phone", picked: true },
    ]);
    expect(parseCompare([{ id: 4, type: "phone", picked: "yes" }])).toEqual([
      { id: 4, type: "phone" },
    ]);
  });

  it("takes a product of another type into a full list by starting over", () => {
    const full = Array.from({ length: MAX_COMPARE }, (_, i) => ({
      id: i + 1,
      type: "phone" as const,
    }));
    expect(addToCompare(full, { id: 99, type: "tablet" })).toEqual({
      kind: "added",
      items: [{ id: 99, type: "tablet" }],
      replaced: true,
    });
  });

  it("removes a product, and says when it was not there", () => {
    expect(removeFromCompare(phones, 1)).toEqual({ kind: "removed", items: [phones[1]] });
    expect(removeFromCompare(phones, 5)).toEqual({ kind: "notFound" });
  });

  it("picks the best-selling other product of the same type that is on sale", () => {
    const first = productFixture({ id: 1, type: "phone", totalPurchases: 900 });
    const candidates = [
      first,
      productFixture({ id: 2, type: "phone", totalPurchases: 50 }),
      productFixture({ id: 3, type: "phone", totalPurchases: 300 }),
      productFixture({ id: 4, type: "tablet", totalPurchases: 5000 }),
      productFixture({ id: 5, type: "phone", totalPurchases: 8000, available: false }),
    ];
    expect(pickCompanion(first, candidates)?.id).toBe(3);
    expect(pickCompanion(first, [first])).toBeUndefined();
    expect(pickCompanion(first, [])).toBeUndefined();
  });

  it("keeps the first of two equally good companions", () => {
    const first = productFixture({ id: 1, type: "phone" });
    const a = productFixture({ id: 2, type: "phone", totalPurchases: 300 });
    const b = productFixture({ id: 3, type: "phone", totalPurchases: 300 });
    const worse = productFixture({ id: 4, type: "phone", totalPurchases: 10 });
    expect(pickCompanion(first, [a, b, worse])?.id).toBe(2);
    expect(pickCompanion(first, [worse, a])?.id).toBe(2);
  });

  it.each([
    ["nothing", null, []],
    ["not a list", "phone", []],
    [
      "unknown types and ids",
      [
        { id: 1, type: "rocket" },
        { id: "2", type: "phone" },
      ],
      [],
    ],
    [
      "two types: the first type wins",
      [
        { id: 1, type: "phone" },
        { id: 2, type: "tablet" },
        { id: 3, type: "phone" },
        { id: 3, type: "phone" },
      ],
      [
        { id: 1, type: "phone" },
        { id: 3, type: "phone" },
      ],
    ],
    [
      "more than the two side by side: the first two",
      [1, 2, 3, 4, 5, 6].map((id) => ({ id, type: "phone" })),
      [1, 2].map((id) => ({ id, type: "phone" })),
    ],
    ["a type that is not text", [{ id: 1, type: 7 }, null, [1]], []],
    [
      "a later entry of another type after a bad first one",
      [
        { id: 1, type: "rocket" },
        { id: 2, type: "tablet" },
        { id: 3, type: "phone" },
      ],
      [{ id: 2, type: "tablet" }],
    ],
  ])("reads %s", (_, stored, expected) => {
    expect(parseCompare(stored)).toEqual(expected);
  });
});
