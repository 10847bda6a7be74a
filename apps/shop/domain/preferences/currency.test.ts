import { describe, expect, it } from "vitest";
import { currencyList, findCurrency, isIndicative, KRONA, SEK_TO_USD } from "./currency.ts";

const byName = (name: string) => currencyList.find((entry) => entry.currency === name)!;

describe("the currency list", () => {
  it("starts with kronor, then the spec's Dollar, Rupee and Euro", () => {
    expect(currencyList.map((entry) => [entry.currency, entry.currencySymbol])).toEqual([
      ["Krona", "kr"],
      ["Dollar", "$"],
      ["Rupee", "₹"],
      ["Euro", "€"],
    ]);
    expect(KRONA.currencyConversionMultiple).toBe(1);
  });

  it("keeps the spec's ratios between the foreign currencies exactly", () => {
    const dollar = byName("Dollar").currencyConversionMultiple;
    expect(dollar).toBe(SEK_TO_USD);
    expect(byName("Euro").currencyConversionMultiple).toBe(0.09996);
    expect(byName("Rupee").currencyConversionMultiple).toBe(8.0172);
    expect(byName("Euro").currencyConversionMultiple / dollar).toBeCloseTo(0.98, 12);
    expect(byName("Rupee").currencyConversionMultiple / dollar).toBeCloseTo(78.6, 12);
  });

  it.each([
    ["Dollar", "Dollar"],
    ["Euro", "Euro"],
    ["Rupee", "Rupee"],
    ["Krona", "Krona"],
    ["Pound", "Krona"],
    ["dollar", "Krona"],
    [undefined, "Krona"],
    ["", "Krona"],
  ])("finds %j as %s", (name, expected) => {
    expect(findCurrency(name).currency).toBe(expected);
  });

  it("marks every currency but kronor as indicative", () => {
    expect(currencyList.filter(isIndicative).map((entry) => entry.code)).toEqual([
      "USD",
      "INR",
      "EUR",
    ]);
  });
});
