import { describe, expect, it } from "vitest";
import { isCatalogueSegment, isCatalogueSplat } from "./catalogue-id.ts";

describe("catalogue ids in URLs (the validate hooks' rule)", () => {
  it.each([
    ["iphone-15", true],
    ["P_Series", true],
    ["a".repeat(64), true],
    ["a".repeat(65), false],
    ["", false],
    ["<script>", false],
    ["mobiler iphone", false],
    [undefined, false],
  ])("segment %j: %s", (value, expected) => {
    expect(isCatalogueSegment(value)).toBe(expected);
  });

  it.each([
    ["", true],
    [undefined, true],
    ["mobiler", true],
    ["mobiler/apple/iphone/15", true],
    ["mobiler/", true],
    ["a/b/c/d/e", false],
    ["mobiler//apple", false],
    ["%3Cx%3E", false],
    ["..", false],
  ])("catch-all %j: %s", (value, expected) => {
    expect(isCatalogueSplat(value)).toBe(expected);
  });
});
