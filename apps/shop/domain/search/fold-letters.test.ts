import { describe, expect, test } from "vitest";
import { foldLetters, typedVariants } from "./fold-letters.ts";

describe("foldLetters", () => {
  test.each([
    ["Hörlurar", "horlurar"],
    ["VÄSKA", "vaska"],
    ["Åsa", "asa"],
    ["Café", "cafe"],
    ["Über", "uber"],
    ["Smørrebrød", "smorrebrod"],
    ["ＰＳ５", "ps5"],
  ])("%s → %s", (word, folded) => {
    expect(foldLetters(word)).toBe(folded);
  });
});

describe("typedVariants: spelled-out å, ä, ö", () => {
  test.each([
    ["hoerlurar", ["hoerlurar", "horlurar"]],
    ["vaeskor", ["vaeskor", "vaskor"]],
    ["mobil", ["mobil"]],
  ])("%s", (word, variants) => {
    expect(typedVariants(word)).toEqual(variants);
  });
});
