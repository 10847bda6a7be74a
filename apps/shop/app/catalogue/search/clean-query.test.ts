import { describe, expect, test } from "vitest";
import { cleanQuery, MAX_QUERY_LENGTH } from "./clean-query.ts";

describe("cleanQuery", () => {
  test.each([
    ["  hörlurar  ", "hörlurar"],
    ["mobil\u0000skal", "mobil skal"],
    ["ipad\u200b\u200bair", "ipad air"],
    ["a\n\t b", "a b"],
    ["\u0007\u001b", ""],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    [undefined, ""],
    [null, ""],
    [42, ""],
    [["x"], ""],
  ])("%j → %j", (raw, cleaned) => {
    expect(cleanQuery(raw)).toBe(cleaned);
  });

  test("a 1000-character query is cut, not refused", () => {
    expect(cleanQuery("x".repeat(1000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  test("a cut never splits an emoji into a lone surrogate", () => {
    const cleaned = cleanQuery("😀".repeat(300));
    expect(Array.from(cleaned)).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => encodeURIComponent(cleaned)).not.toThrow();
  });
});
