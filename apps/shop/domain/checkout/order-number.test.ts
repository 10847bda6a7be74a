import { describe, expect, it } from "vitest";
import { formatOrderNumber, parseOrderNumber } from "./order-number.ts";

describe("order numbers", () => {
  it("read like KB-2026-004217", () => {
    expect(formatOrderNumber(2026, 4217)).toBe("KB-2026-004217");
    expect(formatOrderNumber(2026, 1_234_567)).toBe("KB-2026-1234567");
  });

  it.each([0, -1, 1.5, Number.NaN])(
    "refuse the running number %s, which is not a positive whole number",
    (bad) => {
      expect(() => formatOrderNumber(2026, bad)).toThrow(RangeError);
    },
  );

  it("parse what a shopper types back, in any case", () => {
    expect(parseOrderNumber(" kb-2026-004217 ")).toEqual({ year: 2026, sequence: 4217 });
    expect(parseOrderNumber(formatOrderNumber(2027, 9))).toEqual({ year: 2027, sequence: 9 });
  });

  it.each(["", "KB-2026-4217", "KB-26-004217", "XX-2026-004217", "KB-2026-000000"])(
    "find no order number in %j",
    (input) => {
      expect(parseOrderNumber(input)).toBeUndefined();
    },
  );
});
