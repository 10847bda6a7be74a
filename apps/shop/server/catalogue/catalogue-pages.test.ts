// The pages' queries against the rules they replace: over the demo catalogue, every listing,
// related list, bundle, companion and shelf the queries give is the one the pure functions
// (domain/catalogue/listing.ts, related-products.ts, bundle-partners.ts, compare-rules.ts,
// shelf.ts) give over the whole catalogue.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import { brandSlug } from "../../domain/catalogue/brand-slug.ts";
import { listProducts } from "../../domain/catalogue/listing.ts";
import { EMPTY_QUERY, type ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { PRODUCT_TYPES, type Product } from "../../domain/catalogue/product.ts";
import { shelf } from "../../app/catalogue/shelf.ts";
import { bundlePartners } from "../../app/product-page/bundle-partners.ts";
import { relatedProducts } from "../../app/product-page/related-products.ts";
import { pickCompanion } from "../../domain/shopper-lists/compare-rules.ts";
import { scaled } from "../../../../scripts/time-scale.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createCachedCatalogue, type CachedCatalogue } from "./cached-catalogue.ts";
import { createCatalogue } from "./catalogue.ts";
import { seedProducts } from "./seed/index.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

const NOW = new Date("2026-11-18T12:00:00.000Z");
const clock = () => NOW;

const SCOPES: [string, CatalogueScope, (product: Product) => boolean][] = [
  ["everything", { kind: "all" }, () => true],
  ["phones", { kind: "type", type: "phone" }, (p) => p.type === "phone"],
  ["scooter parts", { kind: "type", type: "scooter_part" }, (p) => p.type === "scooter_part"],
  ["Apple", { kind: "brand", slug: "apple" }, (p) => brandSlug(p.brand) === "apple"],
  [
    "the iPhone page",
    { kind: "category", path: "/apple/iphone" },
    (p) => p.categoryPaths.includes("/apple/iphone"),
  ],
  [
    "the tag page",
    { kind: "category", path: "/globalt-allmant/taggar-for-filterfunktion" },
    (p) => p.categoryPaths.includes("/globalt-allmant/taggar-for-filterfunktion"),
  ],
];

const QUERIES: [string, Partial<ListingQuery>][] = [
  ["unfiltered", {}],
  ["page 2", { page: 2 }],
  ["a page past the end", { page: 999 }],
  ["by price, cheapest first", { sort: "priceAsc" }],
  ["by price, dearest first", { sort: "priceDesc", page: 2 }],
  ["newest", { sort: "newest" }],
  ["by rating", { sort: "rating" }],
  ["by discount", { sort: "discount" }],
  ["two types", { types: ["phone", "tablet"] }],
  ["a brand", { brands: ["samsung"] }],
  ["colours", { colours: ["black", "white"] }],
  ["reduced and in stock", { reduced: true, inStock: true }],
  ["a price range", { minPrice: 1000, maxPrice: 8000, sort: "priceAsc" }],
  ["a brand, a colour and a bound", { brands: ["apple"], colours: ["black"], maxPrice: 15000 }],
  ["parts that fit a model", { fits: "xiaomi-pro-2" }],
  [
    "parts that fit a model, in stock, cheapest first",
    { fits: "ninebot-max-g30", inStock: true, sort: "priceAsc" },
  ],
  ["a model and a tag", { fits: "xiaomi-m365", tags: ["däck"] }],
];

describe.each(dialects())("the pages' catalogue queries on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);
  let pages: CachedCatalogue;
  let all: Product[];

  beforeAll(async () => {
    if (variant.skip) return;
    const database = await databases.open();
    await seedCatalogue(database.db, seedProducts, new Date("2026-11-01T12:00:00.000Z"));
    pages = createCachedCatalogue(database.db, { checkEveryMs: 1000, clock });
    all = await createCatalogue(database.db, clock).all();
  });

  const ids = (products: readonly Pick<Product, "id">[]) => products.map((p) => p.id);

  describe.each(SCOPES)("a listing of %s", (_, scope, inScope) => {
    it.each(QUERIES)("%s is the one the listing rules give", async (_name, changes) => {
      const query = { ...EMPTY_QUERY, ...changes };
      const scoped = all.filter(inScope);
      expect(scoped.length).toBeGreaterThan(0);
      const expected = listProducts(scoped, query, { perPage: 12 });
      const { scopeSize, products, ...got } = await pages.listing(scope, query, { perPage: 12 });
      const { products: expectedProducts, ...rest } = expected;
      expect(ids(products)).toEqual(ids(expectedProducts));
      expect(got).toEqual(rest);
      expect(scopeSize).toBe(scoped.length);
    });

    it("pages cumulatively for infinite scroll", async () => {
      const query = { ...EMPTY_QUERY, page: 2 };
      const expected = listProducts(all.filter(inScope), query, { perPage: 4, cumulative: true });
      const got = await pages.listing(scope, query, { perPage: 4, cumulative: true });
      expect(ids(got.products)).toEqual(ids(expected.products));
    });
  });

  it("filters on tags the tag page offers", async () => {
    const scope: CatalogueScope = {
      kind: "category",
      path: "/globalt-allmant/taggar-for-filterfunktion",
    };
    const scoped = all.filter((p) =>
      p.categoryPaths.includes(scope.kind === "category" ? scope.path : ""),
    );
    const tag = scoped.flatMap((p) => p.tags)[0] ?? "";
    const query = { ...EMPTY_QUERY, tags: [tag] };
    const expected = listProducts(scoped, query, { perPage: 12 });
    const got = await pages.listing(scope, query, { perPage: 12 });
    expect(tag).not.toBe("");
    expect(ids(got.products)).toEqual(ids(expected.products));
    expect(got.facets).toEqual(expected.facets);
    expect(got.total).toBe(expected.total);
  });

  it("knows only the brands and tags its scope has", async () => {
    const known = await pages.known(
      { kind: "type", type: "phone" },
      { brands: ["apple", "nokia", "segway-ninebot"], tags: ["no-such-tag"] },
    );
    expect(known).toEqual({ brands: ["apple"], tags: [] });
  });

  // Three queries for each of the 231 products: slow on a busy PostgreSQL.
  it(
    "relates, bundles and compares as the rules over the whole catalogue do",
    { timeout: scaled(60_000) },
    async () => {
      const related: number[][] = [];
      const expectedRelated: number[][] = [];
      const bundles: number[][] = [];
      const expectedBundles: number[][] = [];
      const companions: (number | undefined)[] = [];
      const expectedCompanions: (number | undefined)[] = [];
      for (const product of all) {
        related.push(ids(await pages.related(product, 6)));
        expectedRelated.push(ids(relatedProducts(product, all)));
        bundles.push(ids(await pages.bundlePartners(product)));
        expectedBundles.push(ids(bundlePartners(product, all)));
        companions.push((await pages.companion(product))?.id);
        expectedCompanions.push(pickCompanion(product, all)?.id);
      }
      expect(related).toHaveLength(all.length);
      expect(related).toEqual(expectedRelated);
      expect(bundles).toEqual(expectedBundles);
      expect(companions).toEqual(expectedCompanions);
    },
  );

  it("gives shelves, tiles, the first product and the sitemap's pages by query", async () => {
    expect(ids(await pages.shelf({ kind: "all" }, "popular", 8))).toEqual(
      ids(shelf(all, "popular", 8)),
    );
    expect(await pages.typeCounts()).toEqual(
      PRODUCT_TYPES.map((type) => ({
        type,
        count: all.filter((p) => p.type === type).length,
      })).filter((tile) => tile.count > 0),
    );
    expect(await pages.firstId()).toBe(all[0]?.id);
    expect(await pages.brandName("segway-ninebot")).toBe("Segway-Ninebot");
    expect(await pages.brandName("nokia")).toBeUndefined();
    const first = await pages.productPaths(0, 100);
    const rest = await pages.productPaths(first[first.length - 1]?.id ?? 0, 1000);
    expect([...first, ...rest]).toEqual(all.map((p) => ({ id: p.id, slug: p.slug })));
    expect(await pages.productPathStarts(100)).toEqual(
      [0, 100, 200].filter((at) => at < all.length).map((at) => all[at]?.id),
    );
    expect(await pages.productPathStarts(all.length)).toEqual([all[0]?.id]);
    expect(ids(await pages.sample(10))).toEqual(ids(all.slice(0, 10)));
  });
});
