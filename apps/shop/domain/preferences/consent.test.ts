import { describe, expect, it } from "vitest";
import { allowsPreferences, parseConsent } from "./consent.ts";

describe("cookie consent", () => {
  it.each([
    ["preferences", "preferences"],
    ["necessary", "necessary"],
    ["all", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)("reads %j as %j", (value, choice) => {
    expect(parseConsent(value)).toBe(choice);
  });

  it("keeps preferences beyond the session only with their consent", () => {
    expect(allowsPreferences("preferences")).toBe(true);
    expect(allowsPreferences("necessary")).toBe(false);
    expect(allowsPreferences(undefined)).toBe(false);
  });
});
