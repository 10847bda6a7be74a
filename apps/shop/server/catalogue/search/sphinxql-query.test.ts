// The SphinxQL the external engine is sent, as text: where SEARCH_URL points, the escaping of
// MATCH() operators, and the expressions of the shop's query words and trigrams. What the
// engine makes of them is sphinxql-search-engine.test.ts's (a real searchd).
import { describe, expect, it } from "vitest";
import { queryWords } from "../../../domain/search/search-products.ts";
import {
  escapeMatch,
  matchExpression,
  parseSearchUrl,
  trigramExpression,
  trigramText,
} from "./sphinxql-query.ts";

describe("parseSearchUrl", () => {
  it.each([
    ["sphinxql://127.0.0.1:9306/products", { host: "127.0.0.1", port: 9306, index: "products" }],
    ["sphinxql://search.internal/shop_1", { host: "search.internal", port: 9306, index: "shop_1" }],
    ["sphinxql://[::1]:9307/Products", { host: "::1", port: 9307, index: "Products" }],
  ])("reads %s", (url, parsed) => {
    expect(parseSearchUrl(url)).toEqual(parsed);
  });

  it.each([
    ["mysql://127.0.0.1:9306/products", /sphinxql:\/\//],
    ["sphinxql://127.0.0.1:9306", /must name the index/],
    ["sphinxql://127.0.0.1:9306/", /must name the index/],
    ["sphinxql://127.0.0.1:9306/products;drop", /must name the index/],
    ["sphinxql://127.0.0.1:9306/a/b", /must name the index/],
    ["sphinxql://127.0.0.1:9306/1products", /must name the index/],
  ])("refuses %s", (url, message) => {
    expect(() => parseSearchUrl(url)).toThrow(message);
  });
});

describe("escapeMatch", () => {
  it.each([
    ["laddare", "laddare"],
    ["wh1000", "wh1000"],
    ["hörlurar", "hörlurar"],
    ["a-b", "a\\-b"],
    ["a|b", "a\\|b"],
    ["!a", "\\!a"],
    ["@words", "\\@words"],
    ["~a", "\\~a"],
    ['"a"', '\\"a\\"'],
    ["a/2", "a\\/2"],
    ["(a)", "\\(a\\)"],
    ["^a$", "\\^a\\$"],
    ["a<<b", "a\\<\\<b"],
    ["a=b", "a\\=b"],
    ["a*?%", "a\\*\\?\\%"],
    ["a&b", "a\\&b"],
    ["it's", "it\\'s"],
    ["back\\slash", "back\\\\slash"],
    ["[a]{b}", "\\[a\\]\\{b\\}"],
    ["a:b", "a\\:b"],
  ])("%s → %s", (term, escaped) => {
    expect(escapeMatch(term)).toBe(escaped);
  });
});

describe("matchExpression", () => {
  it("asks every word in every field, a prefix of the word being typed", () => {
    expect(matchExpression(queryWords("anker laddare"))).toBe(
      "((@words anker*) | (@stems ank) | (@description anker)) " +
        "((@words laddare*) | (@stems ladd) | (@rstems ddal*) | (@description laddare))",
    );
  });

  it("asks a compound's part only of a stem long enough to be one", () => {
    expect(matchExpression(queryWords("usb"))).toBe(
      "((@words usb*) | (@stems usb) | (@description usb))",
    );
  });

  it("asks each spelling a typed word may stand for", () => {
    expect(matchExpression(queryWords("hoerlurar"))).toBe(
      "((@words hoerlurar*) | (@stems hoerlur) | (@rstems rulreoh*) | (@description hoerlurar) | " +
        "(@words horlurar*) | (@stems horlur) | (@rstems rulroh*) | (@description horlurar))",
    );
  });

  it("asks a one-letter word being typed as a prefix, one before it as a whole word", () => {
    expect(matchExpression(queryWords("a b"))).toBe(
      "((@words a) | (@stems a) | (@description a)) ((@words b*) | (@stems b) | (@description b))",
    );
  });

  it("keeps a term the engine would split in two as one leg", () => {
    expect(matchExpression([{ variants: [{ word: "usb-c", stem: "usb-c" }], prefix: true }])).toBe(
      "((@words usb\\-c*) | (@stems usb\\-c) | (@rstems c\\-bsu*) | (@description usb\\-c))",
    );
  });

  it("is empty for no words", () => {
    expect(matchExpression([])).toBe("");
  });
});

describe("trigrams", () => {
  it("writes each trigram of a document's fuzzy words once", () => {
    expect(trigramText("kbt8 kabel kab")).toBe("kbt bt8 kab abe bel");
  });

  it("asks any of the words' trigrams, each once", () => {
    expect(trigramExpression(["xmdk58", "dk58"])).toBe("@trigrams (xmd | mdk | dk5 | k58)");
  });

  it("asks nothing of words too short for a trigram", () => {
    expect(trigramExpression(["ab", "c"])).toBeUndefined();
    expect(trigramExpression([])).toBeUndefined();
  });
});
