import { describe, expect, it } from "vitest";
import { readProductFilters } from "./product-filters.ts";

describe("readProductFilters", () => {
  it("reads text, type, visibility and low stock from the URL", () => {
    expect(
      readProductFilters(new URLSearchParams("q=väska&typ=bag&synlighet=dold&lager=lagt")),
    ).toEqual({
      values: { q: "väska", typ: "bag", synlighet: "dold", lager: true },
      filters: { text: "väska", type: "bag", published: false, lowStock: true },
    });
  });

  it("ignores what it does not know", () => {
    expect(
      readProductFilters(new URLSearchParams("typ=bil&synlighet=kanske&lager=1")).filters,
    ).toEqual({ text: "", type: undefined, published: undefined, lowStock: false });
  });
});
