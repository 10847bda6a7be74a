import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { knownValues, listProducts } from "./listing.ts";
import { EMPTY_QUERY, type ListingQuery, type SortKey } from "./listing-query.ts";

const products = [
  productFixture({
    id: 1,
    brand: "Apple",
    price: 1_099_900,
    colors: ["black", "blue"],
    totalPurchases: 50,
    first_available_date: "10-03-2024",
    ratingStars: 4.5,
    totalReviews: 20,
  }),
  productFixture({
    id: 2,
    brand: "Samsung",
    price: 899_900,
    colors: ["black"],
    totalPurchases: 300,
    discount: 10,
    first_available_date: "01-12-2024",
    ratingStars: 4,
    tags: ["5g"],
  }),
  productFixture({
    id: 3,
    brand: "Samsung",
    type: "tablet",
    price: 499_900,
    colors: ["silver"],
    totalPurchases: 120,
    inStock: 0,
    first_available_date: "15-06-2023",
    ratingStars: 4.5,
    totalReviews: 90,
  }),
  productFixture({
    id: 4,
    brand: "Sony Xperia",
    price: 299_900,
    colors: ["blue"],
    totalPurchases: 120,
    discount: 25,
    available: false,
    first_available_date: "15-06-2025",
    ratingStars: 3,
    tags: ["5g", "tålig"],
  }),
  productFixture({
    id: 5,
    brand: "Apple",
    type: "tablet",
    price: 649_950,
    colors: ["silver", "black"],
    totalPurchases: 10,
    first_available_date: "01-01-2020",
    ratingStars: 5,
    totalReviews: 2,
  }),
];

const list = (query: Partial<ListingQuery>, perPage = 10) =>
  listProducts(products, { ...EMPTY_QUERY, ...query }, { perPage });
const ids = (query: Partial<ListingQuery>) => list(query).products.map((product) => product.id);

describe("filtering", () => {
  it.each<[Partial<ListingQuery>, number[]]>([
    [{}, [2, 3, 4, 1, 5]],
    [{ brands: ["samsung"] }, [2, 3]],
    [{ brands: ["apple", "sony-xperia"] }, [4, 1, 5]],
    [{ types: ["tablet"] }, [3, 5]],
    [{ colours: ["blue"] }, [4, 1]],
    [{ colours: ["silver", "blue"] }, [3, 4, 1, 5]],
    [{ tags: ["tålig"] }, [4]],
    // Prices on the price now, in öre; the bounds are whole kronor and inclusive.
    [{ minPrice: 5000, maxPrice: 8998 }, [5]],
    [{ minPrice: 5000, maxPrice: 8999 }, [2, 5]],
    [{ minPrice: 6499, maxPrice: 8998 }, [5]],
    [{ maxPrice: 6499 }, [3, 4]],
    [{ minPrice: 6500 }, [2, 1]],
    [{ maxPrice: 4999 }, [3, 4]],
    [{ reduced: true }, [2, 4]],
    [{ inStock: true }, [2, 1, 5]],
    [{ brands: ["samsung"], inStock: true, reduced: true }, [2]],
    [{ brands: ["apple"], colours: ["blue"], types: ["tablet"] }, []],
  ])("%j gives %j", (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe("sorting", () => {
  it.each<[SortKey, number[]]>([
    // Equal sales (3 and 4) fall back to the id.
    ["popular", [2, 3, 4, 1, 5]],
    ["priceAsc", [4, 3, 5, 2, 1]],
    ["priceDesc", [1, 2, 5, 3, 4]],
    ["newest", [4, 2, 1, 3, 5]],
    // Equal stars: more reviews first.
    ["rating", [5, 3, 1, 2, 4]],
    ["discount", [4, 2, 1, 3, 5]],
  ])("%s", (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });
});

describe("facets", () => {
  it("counts each facet with the other filters but not its own", () => {
    const { facets, total } = list({ brands: ["samsung"], colours: ["black"] });
    expect(total).toBe(1);
    // Brands: counted among black products (1, 2, 5), Samsung's own filter aside.
    expect(facets.brands).toEqual([
      { value: "apple", name: "Apple", count: 2, selected: false },
      { value: "samsung", name: "Samsung", count: 1, selected: true },
      { value: "sony-xperia", name: "Sony Xperia", count: 0, selected: false },
    ]);
    // Colours: counted among Samsung products (2, 3).
    expect(facets.colours).toEqual([
      { value: "black", count: 1, selected: true },
      { value: "silver", count: 1, selected: false },
      { value: "blue", count: 0, selected: false },
    ]);
    expect(facets.types).toEqual([
      { value: "phone", count: 1, selected: false },
      { value: "tablet", count: 0, selected: false },
    ]);
  });

  it("counts tags, and each product once per value", () => {
    expect(list({}).facets.tags).toEqual([
      { value: "5g", count: 2, selected: false },
      { value: "tålig", count: 1, selected: false },
    ]);
  });

  it("has price bounds over the whole scope, not the filtered products", () => {
    expect(list({ brands: ["apple"] }).priceBounds).toEqual({ min: 2999, max: 10999 });
    expect(listProducts([], EMPTY_QUERY, { perPage: 2 }).priceBounds).toEqual({ min: 0, max: 0 });
  });
});

describe("pagination", () => {
  it.each<[number, number, number[]]>([
    [1, 1, [2, 3]],
    [2, 2, [4, 1]],
    [3, 3, [5]],
    // Past the last page: the last page.
    [40, 3, [5]],
  ])("page %i shows page %i", (asked, shown, expected) => {
    const listing = list({ page: asked }, 2);
    expect(listing.page).toBe(shown);
    expect(listing.pageCount).toBe(3);
    expect(listing.total).toBe(5);
    expect(listing.products.map((product) => product.id)).toEqual(expected);
  });

  it("holds every page up to the one asked in cumulative mode (infinite scroll)", () => {
    const listing = listProducts(
      products,
      { ...EMPTY_QUERY, page: 2 },
      { perPage: 2, cumulative: true },
    );
    expect(listing.products.map((product) => product.id)).toEqual([2, 3, 4, 1]);
  });

  it("has one empty page when nothing matches", () => {
    const listing = list({ brands: ["apple"], reduced: true, page: 3 });
    expect(listing).toMatchObject({ products: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("knownValues", () => {
  it("lists the brand slugs and tags of the scope", () => {
    expect(knownValues(products)).toEqual({
      brands: ["apple", "samsung", "sony-xperia"],
      tags: ["5g", "tålig"],
    });
  });
});
