// Both facets from one count: a query's matches counted by brand and category together (one
// GROUP BY over the matches, without the brand and category filters), then summed here per
// facet, each with the other facet's filter applied — as two GROUP BYs would, for half the
// reads. Pairs are few (brands × categories that occur together), so summing them costs little.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Fragment } from "./candidate-rows.ts";
import {
  MAX_FACET_VALUES,
  type FacetCount,
  type SearchFacets,
  type SearchFilter,
} from "./search-engine.ts";

/** The matches of one brand in one category. */
export interface FacetPair {
  brand: string;
  category: string;
  categoryEn: string;
  count: number;
}

/** The most common values first (then by value), at most MAX_FACET_VALUES. */
function tally(
  pairs: readonly FacetPair[],
  key: (pair: FacetPair) => string,
  labelEn: (pair: FacetPair) => string,
): FacetCount[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const pair of pairs) {
    const value = key(pair);
    const found = counts.get(value);
    if (found) found.count += pair.count;
    else counts.set(value, { label: labelEn(pair), count: pair.count });
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_FACET_VALUES)
    .map(([value, { label, count }]) => ({
      value,
      ...(label === value ? {} : { labelEn: label }),
      count,
    }));
}

export function facetsOfPairs(pairs: readonly FacetPair[], filter: SearchFilter): SearchFacets {
  const inCategory = pairs.filter(
    (pair) => filter.category === undefined || pair.category === filter.category,
  );
  const ofBrand = pairs.filter((pair) => filter.brand === undefined || pair.brand === filter.brand);
  return {
    brands: tally(
      inCategory,
      (pair) => pair.brand,
      (pair) => pair.brand,
    ),
    categories: tally(
      ofBrand,
      (pair) => pair.category,
      (pair) => pair.categoryEn,
    ),
  };
}

/**
 * Both facets of a query's matches: `matching` is its FROM … WHERE over the products as `p`
 * and the categories as `d`, without the brand and category filters (each engine's own).
 */
export async function readFacets(
  db: Kysely<ShopDatabase>,
  matching: Fragment,
  filter: SearchFilter,
): Promise<SearchFacets> {
  const pairs = await sql<{
    brand: string;
    category: string;
    category_en: string;
    count: number | string;
  }>`
    select p.brand, d.category, max(d.category_en) as category_en, count(*) as count
    ${matching}
    group by p.brand, d.category`.execute(db);
  return facetsOfPairs(
    pairs.rows.map((row) => ({
      brand: row.brand,
      category: row.category,
      categoryEn: row.category_en,
      count: Number(row.count),
    })),
    filter,
  );
}
