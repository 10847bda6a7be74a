// canonicalJson at its edges: objects without a prototype are plain data (what a parser without
// prototypes gives), the TypeError says what had no JSON form, and hasCanonicalJson answers
// only for values without one: any other error, a getter's say, reaches the caller.
import { describe, expect, it } from "vitest";
import { canonicalJson, hasCanonicalJson } from "./canonical-json.ts";

describe("canonicalJson at its edges", () => {
  it("writes an object without a prototype as the plain object it holds", () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { b: 1, a: [] });
    expect(canonicalJson({ details: bare })).toBe('{"details":{"a":[],"b":1}}');
    expect(hasCanonicalJson(bare)).toBe(true);
  });

  it.each([
    { name: "NaN", value: Number.NaN, message: "NaN has no JSON form" },
    { name: "-Infinity", value: [Number.NEGATIVE_INFINITY], message: "-Infinity has no JSON form" },
    { name: "a bigint", value: { a: 1n }, message: "a bigint has no JSON form" },
    { name: "a symbol", value: [Symbol("x")], message: "a symbol has no JSON form" },
    { name: "a function", value: { f: () => 1 }, message: "a function has no JSON form" },
    {
      name: "a Date",
      value: new Date(0),
      message: "only plain objects have a canonical JSON form",
    },
    {
      name: "a class instance",
      value: { order: new (class Order {})() },
      message: "only plain objects have a canonical JSON form",
    },
  ])("says what has no JSON form: $name", ({ value, message }) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
    expect(() => canonicalJson(value)).toThrow(new TypeError(message));
  });

  it("lets an error other than a missing JSON form reach the caller of hasCanonicalJson", () => {
    const failing = {
      get amount(): string {
        throw new RangeError("amount not loaded");
      },
    };
    expect(() => hasCanonicalJson(failing)).toThrow("amount not loaded");
  });
});
