// The state of a listing (filters, sort, page, view) as it lives in the URL query, so every
// filtered list is shareable and rendered by the server. Parsing never fails: an unknown key,
// a bad number, an unknown brand or colour is ignored; a reversed price range is turned
// round. Serialising gives one canonical string for one state (fixed key order, sorted
// values, defaults left out), so equal filters give equal URLs.
import { isColourKey, type ColourKey } from "./colours.ts";
import type { ModelSlug } from "../scooter-doctor/scooter-models.ts";
import { isProductType, PRODUCT_TYPES, type ProductType } from "./product.ts";

export const SORT_KEYS = [
  "popular",
  "priceAsc",
  "priceDesc",
  "newest",
  "rating",
  "discount",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "popular";

export const VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof VIEWS)[number];

export interface ListingQuery {
  types: ProductType[];
  /** Brand slugs (catalogue/brand-slug.ts). */
  brands: string[];
  colours: ColourKey[];
  tags: string[];
  /** Whole kronor incl. moms; undefined for no bound. */
  minPrice?: number;
  maxPrice?: number;
  /** Reduced products only. */
  reduced: boolean;
  /** Products that can be bought now only. */
  inStock: boolean;
  /** Scooter parts that fit this Felkodsdoktorn model only (`passar`, issue 41). */
  fits?: ModelSlug;
  sort: SortKey;
  /** 1-based; the listing clamps it to the pages there are. */
  page: number;
  /** Undefined: the layout's own view. */
  view?: ListingView;
}

/** The brands and tags the listing has, so unknown ones can be dropped. */
export interface KnownValues {
  brands: readonly string[];
  tags: readonly string[];
  /** The scooter models `passar` may name (every model the doctor knows, on the server). */
  models?: readonly string[];
}

export const EMPTY_QUERY: ListingQuery = {
  types: [],
  brands: [],
  colours: [],
  tags: [],
  reduced: false,
  inStock: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const KRONOR = /^[0-9]{1,7}$/;
const PAGE = /^[1-9][0-9]{0,4}$/;
const TRUE = new Set(["1", "true", "on"]);

function kronor(value: string | null): number | undefined {
  const trimmed = value?.trim() ?? "";
  return KRONOR.test(trimmed) ? Number(trimmed) : undefined;
}

/** The distinct values of a repeated key that pass `keep`, sorted. */
function values<T extends string>(
  params: URLSearchParams,
  key: string,
  keep: (value: string) => value is T,
): T[] {
  return [...new Set(params.getAll(key).map((it) => it.trim()))].filter(keep).sort();
}

const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string | null): value is T =>
    value !== null && (list as readonly string[]).includes(value);

export function parseListingQuery(params: URLSearchParams, known: KnownValues): ListingQuery {
  let minPrice = kronor(params.get("minPrice"));
  let maxPrice = kronor(params.get("maxPrice"));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sort = params.get("sort");
  const view = params.get("view");
  const page = params.get("page") ?? "";
  const fits = params.get("passar")?.trim() ?? null;
  return {
    types: values(params, "type", isProductType).sort(
      (a, b) => PRODUCT_TYPES.indexOf(a) - PRODUCT_TYPES.indexOf(b),
    ),
    brands: values(params, "brand", oneOf(known.brands)),
    colours: values(params, "colour", isColourKey),
    tags: values(params, "tag", oneOf(known.tags)),
    ...(minPrice !== undefined && minPrice > 0 ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    reduced: TRUE.has(params.get("reduced") ?? ""),
    inStock: TRUE.has(params.get("inStock") ?? ""),
    ...(oneOf(known.models ?? [])(fits) ? { fits: fits as ModelSlug } : {}),
    sort: oneOf(SORT_KEYS)(sort) ? sort : DEFAULT_SORT,
    page: PAGE.test(page) ? Number(page) : 1,
    ...(oneOf(VIEWS)(view) ? { view } : {}),
  };
}

/** The canonical query string, without "?"; "" for the unfiltered first page. */
export function serializeListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const type of query.types) params.append("type", type);
  for (const brand of query.brands) params.append("brand", brand);
  for (const colour of query.colours) params.append("colour", colour);
  for (const tag of query.tags) params.append("tag", tag);
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
  if (query.reduced) params.set("reduced", "1");
  if (query.inStock) params.set("inStock", "1");
  if (query.fits) params.set("passar", query.fits);
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.view) params.set("view", query.view);
  return params.toString();
}

/** A link to the listing at `pathname` with `changes` made to its query. */
export function listingHref(
  pathname: string,
  query: ListingQuery,
  changes: Partial<ListingQuery> = {},
): string {
  const search = serializeListingQuery({ ...query, ...changes });
  return search ? `${pathname}?${search}` : pathname;
}

/** A price bound at or beyond the listing's own range filters nothing: leave it out. */
export function withoutIdlePrice(
  query: ListingQuery,
  bounds: { min: number; max: number },
): ListingQuery {
  const { minPrice, maxPrice, ...rest } = query;
  return {
    ...rest,
    ...(minPrice !== undefined && minPrice > bounds.min ? { minPrice } : {}),
    ...(maxPrice !== undefined && maxPrice < bounds.max ? { maxPrice } : {}),
  };
}
