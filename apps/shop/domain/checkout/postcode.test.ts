import { describe, expect, it } from "vitest";
import { formatPostcode, showPostcode } from "./postcode.ts";

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

describe("showPostcode", () => {
  it("shows a stored postcode written, whatever way it was stored", () => {
    expect(showPostcode("11122")).toBe("111 22");
    expect(showPostcode("111-22")).toBe("111 22");
    expect(showPostcode("111 22")).toBe("111 22");
  });

  it("shows what is not a postcode as it was stored", () => {
    expect(showPostcode("")).toBe("");
    expect(showPostcode("SE-1234")).toBe("SE-1234");
  });
});
