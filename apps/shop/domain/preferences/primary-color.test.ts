import { describe, expect, it } from "vitest";
import { parsePrimaryColor } from "./primary-color.ts";

describe("parsePrimaryColor", () => {
  it.each([
    ["#E22454", "#e22454"],
    ["#0a0b0c", "#0a0b0c"],
  ])("takes %j as %j", (value, colour) => {
    expect(parsePrimaryColor(value)).toBe(colour);
  });

  it.each(["e22454", "#e2245", "#e224544", "x#e22454", "#e22454x", "#gggggg", "", null, undefined])(
    "refuses %j",
    (value) => {
      expect(parsePrimaryColor(value)).toBeUndefined();
    },
  );
});
