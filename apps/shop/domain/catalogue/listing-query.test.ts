import { describe, expect, it } from "vitest";
import {
  EMPTY_QUERY,
  listingHref,
  parseListingQuery,
  serializeListingQuery,
  withoutIdlePrice,
  type ListingQuery,
} from "./listing-query.ts";

const known = { brands: ["apple", "samsung", "sony-xperia"], tags: ["5g", "trådlös laddning"] };
const parse = (search: string) => parseListingQuery(new URLSearchParams(search), known);

describe("parseListingQuery", () => {
  it.each<[string, Partial<ListingQuery>]>([
    ["", {}],
    ["brand=samsung&brand=apple&brand=apple", { brands: ["apple", "samsung"] }],
    ["type=tablet&type=phone", { types: ["phone", "tablet"] }],
    ["colour=blue&colour=black", { colours: ["black", "blue"] }],
    ["tag=tr%C3%A5dl%C3%B6s+laddning", { tags: ["trådlös laddning"] }],
    ["minPrice=500&maxPrice=12000", { minPrice: 500, maxPrice: 12000 }],
    ["minPrice=+700+", { minPrice: 700 }],
    ["reduced=1&inStock=on", { reduced: true, inStock: true }],
    ["sort=priceDesc&page=3&view=list", { sort: "priceDesc", page: 3, view: "list" }],
  ])("reads %j", (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY_QUERY, ...expected });
  });

  it.each<[string, Partial<ListingQuery>]>([
    ["page=abc&minPrice=-5&brand=%3Cscript%3E", {}],
    ["page=0", {}],
    ["page=-2", {}],
    ["page=1.5", {}],
    ["page=99999999", {}],
    ["minPrice=12,5&maxPrice=1e5", {}],
    ["minPrice=0", {}],
    ["maxPrice=", {}],
    ["brand=nokia&brand=Apple", {}],
    ["colour=octarine&colour=__proto__&colour=toString", {}],
    ["type=rocket&type=constructor", {}],
    ["tag=unknown", {}],
    ["sort=cheapest&view=table&reduced=yes&inStock=0", {}],
    ["utm_source=news&foo=bar", {}],
    ["minPrice=9000&maxPrice=100", { minPrice: 100, maxPrice: 9000 }],
  ])("ignores or mends the bogus %j", (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY_QUERY, ...expected });
  });
});

describe("passar: the model a part fits (issue 41)", () => {
  const withModels = { ...known, models: ["xiaomi-pro-2", "ninebot-max-g30"] };
  const read = (search: string) => parseListingQuery(new URLSearchParams(search), withModels);

  it.each<[string, Partial<ListingQuery>]>([
    ["passar=xiaomi-pro-2", { fits: "xiaomi-pro-2" }],
    ["passar=+ninebot-max-g30+&inStock=1", { fits: "ninebot-max-g30", inStock: true }],
    ["passar=", {}],
    ["passar=xiaomi-pro-3", {}],
    ["passar=%3Cscript%3E", {}],
    ["passar=__proto__", {}],
  ])("reads %j, ignoring an unknown model", (search, expected) => {
    expect(read(search)).toEqual({ ...EMPTY_QUERY, ...expected });
  });

  it("is ignored when the listing names no models", () => {
    expect(parse("passar=xiaomi-pro-2")).toEqual(EMPTY_QUERY);
  });

  it("is written back as passar, beside the other filters", () => {
    const query = read("sort=priceAsc&passar=xiaomi-pro-2&brand=apple&page=2");
    expect(serializeListingQuery(query)).toBe(
      "brand=apple&passar=xiaomi-pro-2&sort=priceAsc&page=2",
    );
    expect(listingHref("/shop", query, { page: 1 })).toBe(
      "/shop?brand=apple&passar=xiaomi-pro-2&sort=priceAsc",
    );
  });
});

describe("serializeListingQuery", () => {
  it("leaves out every default", () => {
    expect(serializeListingQuery(EMPTY_QUERY)).toBe("");
  });

  it("writes one canonical order whatever order the URL had", () => {
    const messy = parse(
      "view=list&page=2&sort=newest&inStock=1&brand=samsung&type=phone&brand=apple&maxPrice=900&colour=red",
    );
    expect(serializeListingQuery(messy)).toBe(
      "type=phone&brand=apple&brand=samsung&colour=red&maxPrice=900&inStock=1&sort=newest&page=2&view=list",
    );
  });

  it.each([
    "type=phone&type=tablet&brand=sony-xperia&colour=black&tag=5g&minPrice=100&maxPrice=200&reduced=1&inStock=1&sort=discount&page=4&view=grid",
    "tag=tr%C3%A5dl%C3%B6s+laddning",
    "",
  ])("round-trips %j", (search) => {
    expect(serializeListingQuery(parse(search))).toBe(search);
  });
});

describe("listingHref", () => {
  const query = parse("brand=apple&page=3");
  it.each<[Partial<ListingQuery>, string]>([
    [{ page: 4 }, "/shop/shop_list?brand=apple&page=4"],
    [{ page: 1 }, "/shop/shop_list?brand=apple"],
    [{ ...EMPTY_QUERY }, "/shop/shop_list"],
  ])("changes %j", (changes, href) => {
    expect(listingHref("/shop/shop_list", query, changes)).toBe(href);
  });
});

describe("withoutIdlePrice", () => {
  const bounds = { min: 99, max: 15000 };
  it.each<[Partial<ListingQuery>, Partial<ListingQuery>]>([
    [{ minPrice: 99, maxPrice: 15000 }, {}],
    [{ minPrice: 50, maxPrice: 20000 }, {}],
    [
      { minPrice: 100, maxPrice: 14999 },
      { minPrice: 100, maxPrice: 14999 },
    ],
  ])("%j filters %j", (price, kept) => {
    expect(withoutIdlePrice({ ...EMPTY_QUERY, ...price }, bounds)).toEqual({
      ...EMPTY_QUERY,
      ...kept,
    });
  });
});
