import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone-number.ts";

describe("normalizePhone", () => {
  it.each([
    ["070-123 45 67", "+46701234567"],
    ["0701234567", "+46701234567"],
    ["+46 70 123 45 67", "+46701234567"],
    ["+46 (0)70 123 45 67", "+46701234567"],
    ["0046701234567", "+46701234567"],
    ["08-123 456", "+468123456"],
  ])("reads %j as %j", (input, normalized) => {
    expect(normalizePhone(input)).toBe(normalized);
  });

  it.each(["", "123", "+4470123456", "070-12", "070-123 45 67 89 00", "07O-123 45 67"])(
    "refuses %j",
    (input) => {
      expect(normalizePhone(input)).toBeUndefined();
    },
  );
});
