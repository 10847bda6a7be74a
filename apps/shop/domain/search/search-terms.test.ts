import { describe, expect, it } from "vitest";
import { indexTermsOf, withUnitForms } from "./search-terms.ts";
import { swedishStem } from "./swedish-stem.ts";

describe("withUnitForms", () => {
  it("writes a number and its unit together and apart, after the text's own words", () => {
    expect(withUnitForms(["laddare", "65", "w"])).toEqual(["laddare", "65", "w", "65w"]);
    expect(withUnitForms(["128gb", "svart"])).toEqual(["128gb", "svart", "128", "gb"]);
    expect(withUnitForms(["10", "tum", "5000mah"])).toEqual([
      ...["10", "tum", "5000mah"],
      ...["10tum", "5000", "mah"],
    ]);
  });

  it("leaves part numbers, words and numbers without a unit alone", () => {
    expect(withUnitForms(["batteri", "g30"])).toEqual(["batteri", "g30"]);
    expect(withUnitForms(["iphone", "13", "pro"])).toEqual(["iphone", "13", "pro"]);
    expect(withUnitForms(["30x", "65"])).toEqual(["30x", "65"]);
    expect(withUnitForms(["w", "65"])).toEqual(["w", "65"]);
  });
});

describe("indexTermsOf", () => {
  it("indexes a text's folded words once each, with their unit forms and stems", () => {
    expect(indexTermsOf("Laddare 65 W, laddare").map((term) => term.word)).toEqual([
      "laddare",
      "65",
      "w",
      "65w",
    ]);
    expect(indexTermsOf("Laddare").map((term) => term.stem)).toEqual([swedishStem("laddare")]);
  });
});
