import { describe, expect, it } from "vitest";
import type { Check, Issues } from "./check.ts";
import { array, nullable, object, optional, record } from "./combinators.ts";
import { boolean, integer, string } from "./primitives.ts";

type Item = { name: string; count?: number };
const itemCheck = object<Item>({ name: string, count: optional(integer) });
const listing = object<{ items: Item[]; tags: Record<string, boolean>; next: string | null }>({
  items: array(itemCheck),
  tags: record(boolean),
  next: nullable(string),
});

const VALID = { items: [{ name: "a" }, { name: "b", count: 2 }], tags: { new: true }, next: null };

function issuesOf(check: Check<unknown>, value: unknown): Issues {
  const issues: Issues = [];
  const valid = check(value, "", issues);
  expect(valid).toBe(issues.length === 0);
  return issues;
}

describe("composite checks", () => {
  it("accept a valid value, and keys they do not name", () => {
    expect(issuesOf(listing, VALID)).toEqual([]);
    expect(issuesOf(listing, { ...VALID, extra: [1] })).toEqual([]);
  });

  // A malformed value and the path and message of the issue it raises.
  const cases: [what: string, value: unknown, path: string, message: string][] = [
    ["not an object", [], "(root)", "expected object, received array"],
    ["a missing array", { ...VALID, items: undefined }, "items", "missing (expected array)"],
    ["an array item", { ...VALID, items: [{ name: 1 }] }, "items[0].name", "expected string"],
    [
      "an optional key of the wrong type",
      { ...VALID, items: [{ name: "a" }, { name: "b", count: "2" }] },
      "items[1].count",
      "expected integer, received string",
    ],
    ["a record entry", { ...VALID, tags: { new: "yes" } }, "tags.new", "expected boolean"],
    ["a record that is null", { ...VALID, tags: null }, "tags", "expected object, received null"],
    ["a record that is an array", { ...VALID, tags: [] }, "tags", "expected object"],
    ["nullable, wrong type", { ...VALID, next: 5 }, "next", "expected string, received number"],
    ["nullable, missing", { items: [], tags: {} }, "next", "missing (expected string)"],
  ];

  it.each(cases)("reject %s", (_what, value, path, message) => {
    const issues = issuesOf(listing, value);
    expect(issues.map((issue) => issue.path)).toEqual([path]);
    expect(issues[0]?.message).toContain(message);
  });

  it("report every failing field, not only the first", () => {
    const paths = issuesOf(listing, { items: [{}, { name: 2 }], tags: 1 }).map((i) => i.path);
    expect(paths).toEqual(["items[0].name", "items[1].name", "tags", "next"]);
  });
});
