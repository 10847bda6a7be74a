// The filters of a listing as one predicate per facet, so facet counts can leave out their
// own facet ("the usual way": a brand's count says what ticking it would add).
import { fitFor } from "../scooter-doctor/fitment.ts";
import type { ListingQuery } from "./listing-query.ts";
import { brandSlug } from "./brand-slug.ts";
import type { Product } from "./product.ts";

export type FilterName =
  "types" | "brands" | "colours" | "tags" | "price" | "reduced" | "inStock" | "fits";

type Predicate = (product: Product) => boolean;

const anyOf = <T>(selected: readonly T[], has: (value: T) => boolean): boolean =>
  selected.length === 0 || selected.some(has);

/** Prices filter on the price now, in öre; the query holds whole kronor. */
const FILTERS: Record<FilterName, (query: ListingQuery) => Predicate> = {
  types: (query) => (product) => anyOf(query.types, (type) => product.type === type),
  brands: (query) => (product) => anyOf(query.brands, (slug) => brandSlug(product.brand) === slug),
  colours: (query) => (product) =>
    anyOf(query.colours, (colour) => product.colors.includes(colour)),
  tags: (query) => (product) => anyOf(query.tags, (tag) => product.tags.includes(tag)),
  price: (query) => (product) =>
    (query.minPrice === undefined || product.price >= query.minPrice * 100) &&
    (query.maxPrice === undefined || product.price <= query.maxPrice * 100),
  reduced: (query) => (product) => !query.reduced || product.discount > 0,
  inStock: (query) => (product) => !query.inStock || (product.available && product.inStock > 0),
  // Only what is stated to fit: a part that names neither is no promise (fitment.ts).
  fits: (query) => (product) =>
    query.fits === undefined || fitFor(product.fitment, query.fits) === "fits",
};

const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/** Whether `product` passes every filter of `query`, except the one named `except`. */
export function productFilter(query: ListingQuery, except?: FilterName): Predicate {
  const predicates = FILTER_NAMES.filter((name) => name !== except).map((name) =>
    FILTERS[name](query),
  );
  return (product) => predicates.every((passes) => passes(product));
}
