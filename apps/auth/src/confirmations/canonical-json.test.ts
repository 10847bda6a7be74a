import { describe, expect, it } from "vitest";
import { actionHash } from "./action-hash.ts";
import { canonicalJson, hasCanonicalJson } from "./canonical-json.ts";

describe("canonicalJson", () => {
  it.each([
    { value: null, text: "null" },
    { value: true, text: "true" },
    { value: 0, text: "0" },
    { value: -1.5, text: "-1.5" },
    { value: 1e21, text: "1e+21" },
    { value: 'a"b\\c\n', text: String.raw`"a\"b\\c\n"` },
    { value: [], text: "[]" },
    { value: {}, text: "{}" },
    { value: { b: 1, a: [3, { d: 4, c: null }] }, text: '{"a":[3,{"c":null,"d":4}],"b":1}' },
    { value: [[2, 1], { z: [] }], text: '[[2,1],{"z":[]}]' },
    { value: { a: undefined, b: 1 }, text: '{"b":1}' },
  ])("writes $text", ({ value, text }) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it("gives the same text whatever order the keys were written in, at every depth", () => {
    const one = { order: { id: "A-17", lines: [{ sku: "x", qty: 2 }] }, amount: "129.00" };
    const other = { amount: "129.00", order: { lines: [{ qty: 2, sku: "x" }], id: "A-17" } };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
    expect(canonicalJson(one)).toBe(
      '{"amount":"129.00","order":{"id":"A-17","lines":[{"qty":2,"sku":"x"}]}}',
    );
  });

  it("keeps the order of array items: a reordered list is another value", () => {
    expect(canonicalJson({ roles: ["admin", "staff"] })).not.toBe(
      canonicalJson({ roles: ["staff", "admin"] }),
    );
  });

  it("sorts keys by UTF-16 code units, not by locale, and keeps unicode as written", () => {
    // "Z" (U+005A) < "a" < "å" (U+00E5) < "ö" (U+00F6) < "😀" (surrogates D83D…) < "ｆ" (U+FF46)
    const value = { ｆ: 6, "😀": 5, ö: 4, å: 3, a: 2, Z: 1 };
    expect(canonicalJson(value)).toBe('{"Z":1,"a":2,"å":3,"ö":4,"😀":5,"ｆ":6}');
    expect(canonicalJson({ gata: "Storgatan 1, 413 19 Göteborg" })).toBe(
      '{"gata":"Storgatan 1, 413 19 Göteborg"}',
    );
  });

  it("matches JSON.parse round trips, so parsed bodies hash as their senders' objects", () => {
    const text = '{ "b" : [1, 2.50, "\\u00e5"], "a" : {"__proto__": {"x": 1}} }';
    expect(canonicalJson(JSON.parse(text))).toBe('{"a":{"__proto__":{"x":1}},"b":[1,2.5,"å"]}');
  });

  it.each([
    { name: "NaN", value: { a: Number.NaN } },
    { name: "Infinity", value: [Number.POSITIVE_INFINITY] },
    { name: "a bigint", value: { a: 1n } },
    { name: "a function", value: { a: () => 1 } },
    { name: "undefined at the top", value: undefined },
    { name: "a Date", value: { at: new Date(0) } },
    { name: "a Map", value: new Map([["a", 1]]) },
  ])("refuses $name", ({ value }) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
    expect(hasCanonicalJson(value)).toBe(false);
  });

  it("tells a parsed body that overflowed a double from one that did not", () => {
    expect(hasCanonicalJson(JSON.parse('{"x":1e400}'))).toBe(false);
    expect(hasCanonicalJson(JSON.parse('{"x":1e300}'))).toBe(true);
  });
});

describe("actionHash", () => {
  it("is base64url SHA-256 of the canonical {action, details}", () => {
    // echo -n '{"action":"order.refund","details":{"amount":"500.00","order":"A-17"}}' |
    //   openssl dgst -sha256 -binary | basenc --base64url (without the "=")
    expect(actionHash("order.refund", { order: "A-17", amount: "500.00" })).toBe(
      "mF1Xi0ucGSfy38vRnOiZo6EyyQD0u5kx52pJ_tkOV0Y",
    );
  });

  it("changes with the action or any detail, not with key order", () => {
    const base = actionHash("order.refund", { order: "A-17", amount: "500.00" });
    expect(actionHash("order.refund", { amount: "500.00", order: "A-17" })).toBe(base);
    expect(actionHash("order.refund", { order: "A-17", amount: "500.01" })).not.toBe(base);
    expect(actionHash("order.refunds", { order: "A-17", amount: "500.00" })).not.toBe(base);
  });
});
