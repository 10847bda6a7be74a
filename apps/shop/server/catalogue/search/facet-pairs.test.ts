import { describe, expect, it } from "vitest";
import { facetsOfPairs, type FacetPair } from "./facet-pairs.ts";
import { MAX_FACET_VALUES } from "./search-engine.ts";

const pair = (brand: string, category: string, count: number): FacetPair => ({
  brand,
  category,
  categoryEn: category === "Laddare" ? "Chargers" : category,
  count,
});

const PAIRS = [
  pair("Deltaco", "Laddare", 30),
  pair("Deltaco", "Kablar", 10),
  pair("Belkin", "Laddare", 20),
  pair("Apple", "Mobiltelefoner", 1),
  pair("Anker", "Kablar", 2),
];

describe("facets from brand and category pairs", () => {
  it("counts each brand over every category and each category over every brand", () => {
    expect(facetsOfPairs(PAIRS, {})).toEqual({
      brands: [
        { value: "Deltaco", count: 40 },
        { value: "Belkin", count: 20 },
        { value: "Anker", count: 2 },
        { value: "Apple", count: 1 },
      ],
      categories: [
        { value: "Laddare", labelEn: "Chargers", count: 50 },
        { value: "Kablar", count: 12 },
        { value: "Mobiltelefoner", count: 1 },
      ],
    });
  });

  it("counts brands within the category asked for, and categories within the brand", () => {
    expect(facetsOfPairs(PAIRS, { brand: "Deltaco", category: "Kablar" })).toEqual({
      brands: [
        { value: "Deltaco", count: 10 },
        { value: "Anker", count: 2 },
      ],
      categories: [
        { value: "Laddare", labelEn: "Chargers", count: 30 },
        { value: "Kablar", count: 10 },
      ],
    });
  });

  it("orders equal counts by value and lists at most the most common", () => {
    const many = Array.from({ length: MAX_FACET_VALUES + 3 }, (_, index) =>
      pair(`Brand ${String.fromCharCode(90 - index)}`, "Kablar", index < 3 ? 5 : 1),
    );
    const brands = facetsOfPairs(many, {}).brands;
    expect(brands).toHaveLength(MAX_FACET_VALUES);
    expect(brands.slice(0, 4).map((it) => it.value)).toEqual([
      "Brand X",
      "Brand Y",
      "Brand Z",
      "Brand L",
    ]);
    expect(facetsOfPairs([], { brand: "Deltaco" })).toEqual({ brands: [], categories: [] });
  });
});
