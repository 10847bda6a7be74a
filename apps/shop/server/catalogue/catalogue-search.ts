// Search over the catalogue, answered by the database's index (search/, decision record 0050):
// the engine finds the published products matching every word and counts them; the best
// MAX_RANKED of them (by the engine's relevance) are ranked by the shop's own rules, the same
// on every engine, or near spellings are found when nothing matches as typed
// (search/search-ranking.ts); the page's products are read by id from the pages' catalogue, so
// prices and stock in results are as current as on every other page. A query's ranking is kept for
// RANKING_TTL_MS, so paging through it, the typeahead's repeats and a popular word's next
// visitors cost one lookup; it is forgotten sooner when the index changes on any instance
// (search-sync.ts, decision record 0061), so the time only bounds how old its order by stock
// and purchases may be. A results page in the page cache is kept no longer than its ranking,
// dropped when a product it shows changes (their prices and stock are current), and when the
// rankings are forgotten (the index took a batch on any instance, or an owner changed a product
// here): tag SEARCH_SCOPE, `onForget`.
import type { Product } from "../../domain/catalogue/product.ts";
import { queryWords } from "../../domain/search/search-products.ts";
import type { Language } from "../../domain/language.ts";
import { tagKeepFor, tagScope } from "../page-cache/page-tags.ts";
import type { Catalogue, Clock } from "./catalogue.ts";
import type { SearchEngine, SearchFacets, SearchFilter } from "./search/search-engine.ts";
import { keptAnswers } from "./search/kept-answers.ts";
import { lookupsAtOnce } from "./search/lookups-at-once.ts";
import { rankQuery } from "./search/search-ranking.ts";

/** The tag of every page that shows search results: the index's changes drop them. */
export const SEARCH_SCOPE = "search";

export type { SearchFacets, SearchFilter } from "./search/search-engine.ts";

export const RANKING_TTL_MS = 60_000;
/** Answers kept for searches asked once, and as many again for those asked again. */
export const MAX_KEPT_RANKINGS = 500;
/**
 * Lookups (a ranking, a query's facets, the best sellers) an instance runs at once: the
 * database pool's other connections stay free for the pages (lookups-at-once.ts).
 */
export const LOOKUPS_AT_ONCE = 3;

export interface SearchOptions {
  /** How many of the ranked results to skip: paging. Past `ranked`, nothing. */
  offset?: number;
  filter?: SearchFilter;
  /** Count the matches by brand and by category as well. */
  facets?: boolean;
}

export interface SearchResults {
  /** How many products match, of which `products` are the `limit` from `offset` on. */
  total: number;
  products: Product[];
  /** How many of `total` are ranked and can be paged to (at most MAX_RANKED). */
  ranked: number;
  /** True when nothing matched as typed and these are near spellings of it. */
  approximate: boolean;
  facets?: SearchFacets;
}

export interface CatalogueSearch {
  /** The best products for an already cleaned query (clean-query.ts), a page at a time. */
  search(
    query: string,
    language: Language,
    limit: number,
    options?: SearchOptions,
  ): Promise<SearchResults>;
  /** The most bought products of the shop's own kinds (not demo types), best first. */
  bestSellers(limit: number): Promise<Product[]>;
  /** Forgets kept rankings: the index changed. */
  forget(): void;
  /** Calls `listener` whenever the rankings are forgotten (the page cache drops SEARCH_SCOPE). */
  onForget(listener: () => void): void;
}

export function createCatalogueSearch({
  engine,
  catalogue,
  bestSellerIds = () => Promise.resolve([]),
  clock = () => new Date(),
  lookups = LOOKUPS_AT_ONCE,
}: {
  engine: SearchEngine;
  catalogue: Pick<Catalogue, "byIds">;
  /** Ids of the best sellers (best-sellers.ts). */
  bestSellerIds?: (limit: number) => Promise<number[]>;
  clock?: Clock;
  /** How many lookups may run at once; the rest wait their turn. */
  lookups?: number;
}): CatalogueSearch {
  const queue = lookupsAtOnce(lookups);
  const kept = keptAnswers({ once: MAX_KEPT_RANKINGS, again: MAX_KEPT_RANKINGS });
  const forgotten: (() => void)[] = [];

  /**
   * A kept answer for `key`, or `compute`'s, kept unless it fails; a page that shows it is kept
   * no longer than the answer itself. With `firstOnce`, a page showing an answer to what was
   * not asked since the answers were last forgotten is not kept at all: most searches are asked
   * once, and their pages would push the popular ones out of the page cache; the second visitor
   * of a query renders the page that is kept.
   */
  function remembered<T>(
    key: string,
    compute: () => Promise<T>,
    { firstOnce = false } = {},
  ): Promise<T> {
    const now = clock().getTime();
    const found = kept.get(key);
    if (found && now - found.at < RANKING_TTL_MS) {
      tagKeepFor(RANKING_TTL_MS - (now - found.at));
      // Asked again: kept apart from the searches asked once (kept-answers.ts).
      kept.set(key, found, true);
      return found.value as Promise<T>;
    }
    tagKeepFor(firstOnce && !found ? 0 : RANKING_TTL_MS);
    const value = queue(compute);
    kept.set(key, { at: now, value }, found !== undefined);
    value.catch(() => kept.dropIf(key, value));
    return value;
  }

  return {
    async search(query, language, limit, options = {}) {
      if (!query) return { total: 0, products: [], ranked: 0, approximate: false };
      tagScope(SEARCH_SCOPE);
      const filter = options.filter ?? {};
      const key = JSON.stringify([query, language, filter.brand, filter.category]);
      const ranking = await remembered(
        `rank ${key}`,
        () =>
          engine.rank
            ? engine.rank(query, language, filter)
            : rankQuery(engine, query, language, filter),
        { firstOnce: true },
      );
      const offset = Math.min(Math.max(0, Math.trunc(options.offset ?? 0)), ranking.ids.length);
      const wantFacets = options.facets === true && ranking.total > 0 && !ranking.approximate;
      const [products, facets] = await Promise.all([
        catalogue.byIds(ranking.ids.slice(offset, offset + limit)),
        wantFacets
          ? remembered(`facets ${key}`, () => engine.facets({ words: queryWords(query), filter }), {
              firstOnce: true,
            })
          : undefined,
      ]);
      return {
        total: ranking.total,
        products,
        ranked: ranking.ids.length,
        approximate: ranking.approximate,
        ...(facets ? { facets } : {}),
      };
    },
    async bestSellers(limit) {
      const ids = await remembered(`best sellers ${limit}`, () => bestSellerIds(limit));
      return catalogue.byIds(ids);
    },
    forget() {
      kept.clear();
      for (const listener of forgotten) listener();
    },
    onForget(listener) {
      forgotten.push(listener);
    },
  };
}
