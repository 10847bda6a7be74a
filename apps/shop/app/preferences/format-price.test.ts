import { describe, expect, it } from "vitest";
import { currencyList, KRONA } from "../../domain/preferences/currency.ts";
import { formatPrice } from "./format-price.ts";

const NBSP = "\u00a0";
const currency = (name: string) => currencyList.find((entry) => entry.currency === name)!;

describe("formatPrice", () => {
  it.each([
    [129_900, `1${NBSP}299${NBSP}kr`],
    [4_950, `49,50${NBSP}kr`],
    [0, `0${NBSP}kr`],
    [1_249_000, `12${NBSP}490${NBSP}kr`],
    [-5_000, `−50${NBSP}kr`],
  ])("shows %i öre in kronor as %j (sv-SE, U+00A0)", (ore, expected) => {
    expect(formatPrice(ore, KRONA)).toBe(expected);
  });

  it("rounds a kronor total to whole kronor", () => {
    expect(formatPrice(4_950, KRONA, { total: true })).toBe(`50${NBSP}kr`);
  });

  it.each([
    ["Dollar", 129_900, `132,50${NBSP}$`],
    ["Euro", 129_900, `129,85${NBSP}€`],
    ["Rupee", 129_900, `10${NBSP}414,34${NBSP}₹`],
  ])("converts to %s: %i öre as %j", (name, ore, expected) => {
    expect(formatPrice(ore, currency(name))).toBe(expected);
  });

  it("rounds a foreign total to whole units", () => {
    expect(formatPrice(129_900, currency("Dollar"), { total: true })).toBe(`132${NBSP}$`);
  });

  it("refuses a price that is not whole öre", () => {
    expect(() => formatPrice(12.5, KRONA)).toThrow(RangeError);
  });
});
