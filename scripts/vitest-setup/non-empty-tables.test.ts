import { describe, expect, it, test } from "vitest";
import { EmptyTableError } from "./non-empty-tables.ts";

const filtered = [1, 2, 3].filter((n) => n > 5);

describe("tables given to .each", () => {
  it.each([
    ["it.each", () => it.each(filtered)("never %s", () => undefined)],
    ["test.each", () => test.each([])("never %s", () => undefined)],
    ["describe.each", () => describe.each([])("never %s", () => undefined)],
  ])("%s refuses an empty table", (_kind, declare) => {
    expect(declare).toThrow(EmptyTableError);
  });

  // A table with rows still makes its tests: this one runs once per row.
  it.each([[2], [4]])("a table with rows makes its tests (%s is even)", (n) => {
    expect(n % 2).toBe(0);
  });
});
