import { describe, expect, it } from "vitest";
import { MAX_PRICE_ORE, parseKronor } from "./parse-kronor.ts";

describe("parseKronor", () => {
  it.each([
    ["1299", 129_900],
    ["1 299", 129_900],
    ["1 299,00", 129_900],
    ["1\u00a0299,00", 129_900],
    ["1\u202f299,5", 129_950],
    ["1299.5", 129_950],
    ["1299,05", 129_905],
    ["0,01", 1],
    ["249 kr", 24_900],
    ["249:-", 24_900],
    ["249,", 24_900],
    ["1 000 000", MAX_PRICE_ORE],
  ])("%j is %i öre", (input, ore) => {
    expect(parseKronor(input)).toEqual({ ok: true, ore });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["-5", "not_positive"],
    ["\u22125", "not_positive"],
    ["0", "not_positive"],
    ["0,00", "not_positive"],
    ["12,345", "decimals"],
    ["1.299,00", "format"],
    ["abc", "format"],
    ["1e3", "format"],
    ["12,3,4", "format"],
    ["1 000 000,01", "too_high"],
    ["99999999999", "too_high"],
  ])("%j is refused as %s", (input, problem) => {
    expect(parseKronor(input)).toEqual({ ok: false, problem });
  });
});
