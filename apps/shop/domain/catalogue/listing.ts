// A listing over products: filter, count facets, sort and cut out a page. Pure, so the
// server's loader and the tests run the very same rules.
import { brandSlug } from "./brand-slug.ts";
import { COLOURS, type ColourKey } from "./colours.ts";
import { productFilter, type FilterName } from "./listing-filter.ts";
import type { KnownValues, ListingQuery } from "./listing-query.ts";
import { sortProducts } from "./listing-sort.ts";
import { PRODUCT_TYPES, type Product, type ProductType } from "./product.ts";
import { SCOOTER_MODELS, type ModelSlug } from "../scooter-doctor/scooter-models.ts";

export interface FacetValue<V extends string = string> {
  value: V;
  /** Products that would match with this value ticked, the facet's other values aside. */
  count: number;
  selected: boolean;
}

export interface BrandFacetValue extends FacetValue {
  name: string;
}

/** A scooter model that parts in the listing fit ("Passar modell"), with its name. */
export interface ModelFacetValue extends FacetValue<ModelSlug> {
  name: string;
}

export interface Facets {
  types: FacetValue<ProductType>[];
  brands: BrandFacetValue[];
  colours: FacetValue<ColourKey>[];
  tags: FacetValue[];
  /** The models the scope's parts fit; empty when it has no parts with a fitment. */
  models: ModelFacetValue[];
}

const MODEL_ORDER: readonly string[] = SCOOTER_MODELS.map((model) => model.slug);
const MODEL_NAMES = new Map<string, string>(SCOOTER_MODELS.map((it) => [it.slug, it.name]));

/** The "Passar modell" facet's order (the doctor's) and names. */
export function modelFacet(
  counts: Map<ModelSlug, number>,
  selected?: ModelSlug,
): ModelFacetValue[] {
  if (selected !== undefined && !counts.has(selected)) counts.set(selected, 0);
  return [...counts]
    .filter(([value]) => MODEL_NAMES.has(value))
    .map(([value, count]) => ({
      value,
      count,
      selected: value === selected,
      name: MODEL_NAMES.get(value) ?? value,
    }))
    .sort((a, b) => MODEL_ORDER.indexOf(a.value) - MODEL_ORDER.indexOf(b.value));
}

/** Whole kronor: the cheapest price rounded down, the dearest rounded up. */
export interface PriceBounds {
  min: number;
  max: number;
}

export interface Listing {
  /** The products on the page (in "cumulative" mode, on every page up to it). */
  products: Product[];
  /** Products matching the filters. */
  total: number;
  /** The page shown: the one asked for, clamped to 1 … pageCount. */
  page: number;
  pageCount: number;
  facets: Facets;
  priceBounds: PriceBounds;
}

export interface ListingOptions {
  perPage: number;
  /** Infinite scroll: page n holds pages 1 … n, so a reload keeps what was loaded. */
  cumulative?: boolean;
}

/** The brands and tags among `products`, to parse a query against. */
export function knownValues(products: readonly Product[]): KnownValues {
  return {
    brands: [...new Set(products.map((product) => brandSlug(product.brand)))],
    tags: [...new Set(products.flatMap((product) => product.tags))],
  };
}

export function priceBounds(products: readonly Product[]): PriceBounds {
  if (products.length === 0) return { min: 0, max: 0 };
  const prices = products.map((product) => product.price);
  return { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };
}

/** Counts per value of one facet, over the products that pass every other filter. */
function countFacet<V extends string>(
  products: readonly Product[],
  query: ListingQuery,
  facet: FilterName,
  valuesOf: (product: Product) => readonly V[],
  selected: readonly V[],
): Map<V, number> {
  const counts = new Map<V, number>(selected.map((value) => [value, 0]));
  for (const product of products.filter(productFilter(query, facet))) {
    for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  // A value no product in the scope has at all is not an option.
  for (const value of new Set(products.flatMap(valuesOf))) {
    if (!counts.has(value)) counts.set(value, 0);
  }
  return counts;
}

const toFacet = <V extends string>(
  counts: Map<V, number>,
  selected: readonly V[],
  order: (a: V, b: V) => number,
): FacetValue<V>[] =>
  [...counts]
    .map(([value, count]) => ({ value, count, selected: selected.includes(value) }))
    .sort((a, b) => order(a.value, b.value));

function facetsOf(products: readonly Product[], query: ListingQuery): Facets {
  const brandNames = new Map(products.map((product) => [brandSlug(product.brand), product.brand]));
  const colourOrder = Object.keys(COLOURS);
  const byName = (a: string, b: string) => a.localeCompare(b, "sv");
  return {
    types: toFacet(
      countFacet(products, query, "types", (product) => [product.type], query.types),
      query.types,
      (a, b) => PRODUCT_TYPES.indexOf(a) - PRODUCT_TYPES.indexOf(b),
    ),
    brands: toFacet(
      countFacet(products, query, "brands", (product) => [brandSlug(product.brand)], query.brands),
      query.brands,
      (a, b) => byName(brandNames.get(a) ?? a, brandNames.get(b) ?? b),
    ).map((facet) => ({ ...facet, name: brandNames.get(facet.value) ?? facet.value })),
    colours: toFacet(
      countFacet(
        products,
        query,
        "colours",
        (product) => product.colors.filter((colour): colour is ColourKey => colour in COLOURS),
        query.colours,
      ),
      query.colours,
      (a, b) => colourOrder.indexOf(a) - colourOrder.indexOf(b),
    ),
    tags: toFacet(
      countFacet(products, query, "tags", (product) => product.tags, query.tags),
      query.tags,
      byName,
    ),
    models: modelFacet(
      countFacet(
        products,
        query,
        "fits",
        (product) => product.fitment?.fits ?? [],
        query.fits ? [query.fits] : [],
      ),
      query.fits,
    ),
  };
}

export function listProducts(
  products: readonly Product[],
  query: ListingQuery,
  { perPage, cumulative = false }: ListingOptions,
): Listing {
  const matching = sortProducts(products.filter(productFilter(query)), query.sort);
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const start = cumulative ? 0 : (page - 1) * perPage;
  return {
    products: matching.slice(start, page * perPage),
    total: matching.length,
    page,
    pageCount,
    facets: facetsOf(products, query),
    priceBounds: priceBounds(products),
  };
}
