import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch } from "./if-none-match.ts";

describe("If-None-Match", () => {
  it.each([
    [null, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['W/"abcd"', false],
    ["", false],
  ])('%j against W/"abc" → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, 'W/"abc"')).toBe(expected);
  });
});
