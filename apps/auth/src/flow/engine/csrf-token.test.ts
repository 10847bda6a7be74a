import { describe, expect, it } from "vitest";
import { csrfTokenMatches, generateCsrfToken } from "./csrf-token.ts";

describe("CSRF tokens (§1.10)", () => {
  it("are 32 characters of [0-9A-Za-z] and differ every time", () => {
    const tokens = Array.from({ length: 200 }, generateCsrfToken);
    for (const token of tokens) expect(token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("use the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 300 }, generateCsrfToken).join(""));
    expect(seen.size).toBe(62);
  });

  it.each([
    ["the same token", "a".repeat(32), "a".repeat(32), true],
    ["a different token", "a".repeat(32), "b".repeat(32), false],
    ["a shorter token", "a".repeat(32), "a".repeat(31), false],
    ["a missing token", "a".repeat(32), undefined, false],
    ["an empty token", "a".repeat(32), "", false],
    ["an empty stored token", "", "", false],
    ["any token against an empty stored one", "", "a".repeat(32), false],
    ["a token of the same length in another case", "a".repeat(32), "A".repeat(32), false],
  ])("%s", (_name, stored, presented, expected) => {
    expect(csrfTokenMatches(stored, presented)).toBe(expected);
  });
});
