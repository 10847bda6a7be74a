import { describe, expect, it } from "vitest";
import { productReviewsShown, readReviewQuery, reviewQuerySearch } from "./review-query.ts";

const read = (search: string) => readReviewQuery(new URLSearchParams(search));

describe("readReviewQuery", () => {
  it("reads the order, the stars and the pages", () => {
    expect(read("reviews=lowest&stars=2&reviewPage=3")).toEqual({
      sort: "lowest",
      stars: 2,
      page: 3,
    });
  });

  it("takes anything else for the defaults", () => {
    expect(read("reviews=best&stars=6&reviewPage=-1")).toEqual({
      sort: "newest",
      stars: undefined,
      page: 1,
    });
    expect(read("stars=2.5&reviewPage=abc")).toEqual({ sort: "newest", stars: undefined, page: 1 });
    expect(read("reviewPage=9999").page).toBe(20);
  });
});

describe("reviewQuerySearch", () => {
  it("keeps the address's other parameters and leaves the defaults out", () => {
    const current = new URLSearchParams("color=Svart&reviews=lowest&reviewPage=2");
    expect(reviewQuerySearch(current, { sort: "newest", stars: undefined, page: 1 })).toBe(
      "?color=Svart",
    );
    expect(reviewQuerySearch(current, { sort: "helpful", stars: 5, page: 2 })).toBe(
      "?color=Svart&reviews=helpful&reviewPage=2&stars=5",
    );
    expect(
      reviewQuerySearch(new URLSearchParams(), { sort: "newest", stars: undefined, page: 1 }),
    ).toBe("");
  });
});

describe("productReviewsShown", () => {
  it.each([
    [1, 5],
    [2, 15],
    [3, 25],
  ])("lists a few reviews on page %i, then ten more a page (%i)", (page, shown) => {
    expect(productReviewsShown(page)).toBe(shown);
  });
});
