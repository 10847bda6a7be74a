import { describe, expect, it } from "vitest";
import { mergePatch } from "./merge-patch.ts";

describe("mergePatch (RFC 7386)", () => {
  it("replaces, adds and removes members, merging nested objects", () => {
    const target = { a: "b", c: { d: "e", f: "g" }, keep: [1, 2] };
    expect(mergePatch(target, { a: "z", c: { f: null, h: 1 }, n: true })).toEqual({
      a: "z",
      c: { d: "e", h: 1 },
      keep: [1, 2],
      n: true,
    });
    expect(target.c).toEqual({ d: "e", f: "g" });
  });

  it("replaces arrays and non-objects whole", () => {
    expect(mergePatch({ a: [1, 2], b: "x" }, { a: [3], b: { c: 1 } })).toEqual({
      a: [3],
      b: { c: 1 },
    });
  });
});
