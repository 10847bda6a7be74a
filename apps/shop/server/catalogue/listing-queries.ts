// A listing by query (decision record 0049): filters, facet counts, price bounds, the total and
// one page of ids, each one statement over product_listing and its indexes, so a page's cost
// follows what it shows and what its scope holds, not the catalogue. The rules are those of
// domain/catalogue/listing.ts (a facet's counts leave out its own filter; a value the scope has
// but no product with the other filters has counts 0; ties sort by id), which the tests hold
// this module to.
import {
  sql,
  type ExpressionBuilder,
  type Expression,
  type Kysely,
  type SqlBool,
} from "@kretsbutiken/database";
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import { COLOURS, type ColourKey } from "../../domain/catalogue/colours.ts";
import type { FilterName } from "../../domain/catalogue/listing-filter.ts";
import {
  EMPTY_QUERY,
  type KnownValues,
  type ListingQuery,
  type SortKey,
} from "../../domain/catalogue/listing-query.ts";
import {
  modelFacet,
  type BrandFacetValue,
  type FacetValue,
  type Facets,
  type PriceBounds,
} from "../../domain/catalogue/listing.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import { PRODUCT_TYPES, type ProductType } from "../../domain/catalogue/product.ts";
import type { ProductListingTable, ShopDatabase } from "../database/schema.ts";

type Db = Kysely<ShopDatabase>;
type ListingDb = ShopDatabase & { l: ProductListingTable };
type Eb = ExpressionBuilder<ListingDb, "l">;

/** The filters of a listing query, without its sort, page and view. */
export type ListingFilters = Omit<ListingQuery, "sort" | "page" | "view">;

/**
 * The deepest a listing pages: offset paging costs what it skips, so no page starts past this
 * many products (Elasticsearch's default window is the same); filters narrow further.
 */
export const MAX_LISTING_OFFSET = 10_000;

function inScope(eb: Eb, scope: CatalogueScope): Expression<SqlBool> | undefined {
  switch (scope.kind) {
    case "all":
      return undefined;
    case "type":
      return eb("l.type", "=", scope.type);
    case "brand":
      return eb("l.brand_slug", "=", scope.slug);
    case "category":
      return eb(
        "l.product_id",
        "in",
        eb.selectFrom("product_categories").select("product_id").where("path", "=", scope.path),
      );
  }
}

function withValue(eb: Eb, facet: "colour" | "tag", values: readonly string[]) {
  return eb(
    "l.product_id",
    "in",
    eb
      .selectFrom("product_listing_values")
      .select("product_id")
      .where("facet", "=", facet)
      .where("value", "in", values),
  );
}

/** Parts stated to fit `model` (product_fitments, issue 41). */
function fitting(eb: Eb, model: ModelSlug) {
  return eb(
    "l.product_id",
    "in",
    eb
      .selectFrom("product_fitments")
      .select("product_id")
      .where("model_slug", "=", model)
      .where("fit", "=", "fits"),
  );
}

/** The filters of `query` as conditions, but for the one named `except`. */
function filtered(eb: Eb, query: ListingFilters, except?: FilterName): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const use = (name: FilterName) => name !== except;
  if (use("types") && query.types.length > 0) out.push(eb("l.type", "in", query.types));
  if (use("brands") && query.brands.length > 0) out.push(eb("l.brand_slug", "in", query.brands));
  if (use("colours") && query.colours.length > 0) out.push(withValue(eb, "colour", query.colours));
  if (use("tags") && query.tags.length > 0) out.push(withValue(eb, "tag", query.tags));
  if (use("price") && query.minPrice !== undefined) {
    out.push(eb("l.price", ">=", query.minPrice * 100));
  }
  if (use("price") && query.maxPrice !== undefined) {
    out.push(eb("l.price", "<=", query.maxPrice * 100));
  }
  if (use("reduced") && query.reduced) out.push(eb("l.discount", ">", 0));
  if (use("inStock") && query.inStock) out.push(eb("l.buyable", "=", 1));
  if (use("fits") && query.fits !== undefined) out.push(fitting(eb, query.fits));
  return out;
}

function where(eb: Eb, scope: CatalogueScope, conditions: Expression<SqlBool>[]) {
  const scoped = inScope(eb, scope);
  const all = scoped ? [scoped, ...conditions] : conditions;
  return all.length === 0 ? sql<SqlBool>`1 = 1` : eb.and(all);
}

const listed = (db: Db) => db.selectFrom("product_listing as l");

const ORDER: Record<SortKey, [column: keyof ProductListingTable, direction: "asc" | "desc"][]> = {
  popular: [["total_purchases", "desc"]],
  priceAsc: [["price", "asc"]],
  priceDesc: [["price", "desc"]],
  newest: [["available_day", "desc"]],
  rating: [
    ["rating_stars", "desc"],
    ["total_reviews", "desc"],
  ],
  discount: [["discount", "desc"]],
};

/** Ids of the products matching `query` in `scope`, sorted, from `offset`, at most `limit`. */
export async function listingIds(
  db: Db,
  scope: CatalogueScope,
  query: ListingFilters & { sort: SortKey },
  { offset, limit }: { offset: number; limit: number },
): Promise<number[]> {
  let select = listed(db)
    .select("l.product_id")
    .where((eb) => where(eb, scope, filtered(eb, query)));
  for (const [column, direction] of ORDER[query.sort]) {
    select = select.orderBy(`l.${column}`, direction);
  }
  const rows = await select.orderBy("l.product_id").limit(limit).offset(offset).execute();
  return rows.map((row) => Number(row.product_id));
}

/** How many products match `query` in `scope`. */
export async function listingTotal(
  db: Db,
  scope: CatalogueScope,
  query: ListingFilters,
): Promise<number> {
  const row = await listed(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => where(eb, scope, filtered(eb, query)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many products the scope has before any filter. */
export function scopeSize(db: Db, scope: CatalogueScope): Promise<number> {
  return listingTotal(db, scope, NO_FILTERS);
}

/** The listing query's own "nothing chosen", less its sort and page. */
export const NO_FILTERS: ListingFilters = (({ sort: _sort, page: _page, ...filters }) => filters)(
  EMPTY_QUERY,
);

/** Whether any filter but `facet`'s is set. */
function filtersBeside(query: ListingFilters, facet: FilterName): boolean {
  const set: Record<FilterName, boolean> = {
    types: query.types.length > 0,
    brands: query.brands.length > 0,
    colours: query.colours.length > 0,
    tags: query.tags.length > 0,
    price: query.minPrice !== undefined || query.maxPrice !== undefined,
    reduced: query.reduced,
    inStock: query.inStock,
    fits: query.fits !== undefined,
  };
  return Object.entries(set).some(([name, on]) => on && name !== facet);
}

/** Counts per value, and every value the scope has (with 0 when no match has it). */
async function countValues(
  counted: () => Promise<{ value: string; count: number | string | bigint }[]>,
  present: () => Promise<{ value: string }[]>,
  needPresent: boolean,
): Promise<Map<string, number>> {
  const [counts, values] = await Promise.all([counted(), needPresent ? present() : []]);
  const out = new Map<string, number>();
  for (const row of values) out.set(row.value, 0);
  for (const row of counts) out.set(row.value, Number(row.count));
  return out;
}

function valueFacet(
  db: Db,
  scope: CatalogueScope,
  query: ListingFilters,
  facet: "colour" | "tag",
  name: FilterName,
) {
  const base = (conditions: (eb: Eb) => Expression<SqlBool>[]) =>
    db
      .selectFrom("product_listing_values as v")
      .innerJoin("product_listing as l", "l.product_id", "v.product_id")
      .where("v.facet", "=", facet)
      .where((eb) => where(eb as unknown as Eb, scope, conditions(eb as unknown as Eb)));
  return countValues(
    () =>
      base((eb) => filtered(eb, query, name))
        .select((eb) => ["v.value as value", eb.fn.countAll<number>().as("count")])
        .groupBy("v.value")
        .execute(),
    () =>
      base(() => [])
        .select("v.value as value")
        .distinct()
        .execute(),
    filtersBeside(query, name),
  );
}

/** "Passar modell": per model, the scope's parts that fit it, with every filter but its own. */
function modelsFacet(db: Db, scope: CatalogueScope, query: ListingFilters) {
  const base = (conditions: (eb: Eb) => Expression<SqlBool>[]) =>
    db
      .selectFrom("product_fitments as f")
      .innerJoin("product_listing as l", "l.product_id", "f.product_id")
      .where("f.fit", "=", "fits")
      .where((eb) => where(eb as unknown as Eb, scope, conditions(eb as unknown as Eb)));
  return countValues(
    () =>
      base((eb) => filtered(eb, query, "fits"))
        .select((eb) => ["f.model_slug as value", eb.fn.countAll<number>().as("count")])
        .groupBy("f.model_slug")
        .execute(),
    () =>
      base(() => [])
        .select("f.model_slug as value")
        .distinct()
        .execute(),
    filtersBeside(query, "fits"),
  );
}

function withSelected<V extends string>(counts: Map<string, number>, selected: readonly V[]) {
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return counts;
}

function toFacet<V extends string>(
  counts: Map<string, number>,
  selected: readonly V[],
  order: (a: V, b: V) => number,
): FacetValue<V>[] {
  return [...withSelected(counts, selected)]
    .map(([value, count]) => ({
      value: value as V,
      count,
      selected: selected.includes(value as V),
    }))
    .sort((a, b) => order(a.value, b.value));
}

/** The facets of a listing: each counted with every filter but its own. */
export async function listingFacets(
  db: Db,
  scope: CatalogueScope,
  query: ListingFilters,
): Promise<Facets> {
  const column = (name: "type" | "brand_slug", filter: FilterName) => {
    const base = (conditions: (eb: Eb) => Expression<SqlBool>[]) =>
      listed(db).where((eb) => where(eb, scope, conditions(eb)));
    return countValues(
      () =>
        base((eb) => filtered(eb, query, filter))
          .select((eb) => [`l.${name} as value`, eb.fn.countAll<number>().as("count")])
          .groupBy(`l.${name}`)
          .execute(),
      () =>
        base(() => [])
          .select(`l.${name} as value`)
          .distinct()
          .execute(),
      filtersBeside(query, filter),
    );
  };
  const [types, brands, colours, tags, models, brandNames] = await Promise.all([
    column("type", "types"),
    column("brand_slug", "brands"),
    valueFacet(db, scope, query, "colour", "colours"),
    valueFacet(db, scope, query, "tag", "tags"),
    modelsFacet(db, scope, query),
    listed(db)
      .select(["l.brand_slug", (eb) => eb.fn.min("l.brand").as("brand")])
      .where((eb) => where(eb, scope, []))
      .groupBy("l.brand_slug")
      .execute(),
  ]);
  const names = new Map(brandNames.map((row) => [row.brand_slug, String(row.brand)]));
  const byName = (a: string, b: string) => a.localeCompare(b, "sv");
  const colourOrder = Object.keys(COLOURS);
  return {
    types: toFacet<ProductType>(
      types,
      query.types,
      (a, b) => PRODUCT_TYPES.indexOf(a) - PRODUCT_TYPES.indexOf(b),
    ),
    brands: toFacet(brands, query.brands, (a, b) =>
      byName(names.get(a) ?? a, names.get(b) ?? b),
    ).map((facet): BrandFacetValue => ({ ...facet, name: names.get(facet.value) ?? facet.value })),
    colours: toFacet<ColourKey>(
      colours,
      query.colours,
      (a, b) => colourOrder.indexOf(a) - colourOrder.indexOf(b),
    ),
    tags: toFacet(tags, query.tags, byName),
    models: modelFacet(models as Map<ModelSlug, number>, query.fits),
  };
}

/** The cheapest and dearest price in the scope, in whole kronor (listing.ts's priceBounds). */
export async function listingPriceBounds(db: Db, scope: CatalogueScope): Promise<PriceBounds> {
  const row = await listed(db)
    .select((eb) => [eb.fn.min("l.price").as("min"), eb.fn.max("l.price").as("max")])
    .where((eb) => where(eb, scope, []))
    .executeTakeFirst();
  // An empty scope has no prices: min and max are null.
  if (row === undefined || row.min === null || row.max === null) return { min: 0, max: 0 };
  return { min: Math.floor(Number(row.min) / 100), max: Math.ceil(Number(row.max) / 100) };
}

/** Which of the brands and tags a query names the scope has (the others are ignored). */
export async function knownInScope(
  db: Db,
  scope: CatalogueScope,
  asked: KnownValues,
): Promise<KnownValues> {
  const [brands, tags] = await Promise.all([
    asked.brands.length === 0
      ? []
      : listed(db)
          .select("l.brand_slug as value")
          .distinct()
          .where((eb) => where(eb, scope, [eb("l.brand_slug", "in", asked.brands)]))
          .execute(),
    asked.tags.length === 0
      ? []
      : db
          .selectFrom("product_listing_values as v")
          .innerJoin("product_listing as l", "l.product_id", "v.product_id")
          .select("v.value as value")
          .distinct()
          .where("v.facet", "=", "tag")
          .where("v.value", "in", asked.tags)
          .where((eb) => where(eb as unknown as Eb, scope, []))
          .execute(),
  ]);
  return { brands: brands.map((row) => row.value), tags: tags.map((row) => row.value) };
}
