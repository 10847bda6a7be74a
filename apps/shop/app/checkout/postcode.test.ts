import { describe, expect, it } from "vitest";
import { formatPostcode } from "./postcode.ts";

describe("formatPostcode", () => {
  it.each([
    ["123 45", "123 45"],
    ["12345", "123 45"],
    ["123-45", "123 45"],
    ["  981 38 ", "981 38"],
  ])("writes %j as %j", (input, written) => {
    expect(formatPostcode(input)).toBe(written);
  });

  it.each(["", "1234", "123456", "012 34", "12 345", "123  45", "abc de", "123 4a"])(
    "refuses %j",
    (input) => {
      expect(formatPostcode(input)).toBeUndefined();
    },
  );
});
