// Search over the catalogue, answered by the database's index (search/, decision record 0050):
// the engine finds the published products matching every word and counts them; the best
// MAX_RANKED of them (by the engine's relevance) are ranked here by the shop's own rules
// (app/catalogue/search/search-products.ts), the same on every engine; the page's products are
// read by id from the pages' catalogue, so prices and stock in results are as current as on
// every other page. A query that matches nothing falls back to near spellings (typos, part
// numbers typed without their dash) by trigram likeness. A query's ranking is kept for
// RANKING_TTL_MS, so paging through it and the typeahead's repeats cost one lookup. A results
// page in the page cache is kept no longer than its ranking, dropped when a product it shows
// changes (their prices and stock are current), and when the rankings are forgotten (the index
// took a batch, or an owner changed a product here): tag SEARCH_SCOPE, `onForget`.
import type { Product } from "../../app/catalogue/product.ts";
import { queryWords, searchProducts } from "../../app/catalogue/search/search-products.ts";
import { foldedWords } from "../../app/catalogue/search/search-terms.ts";
import type { Language } from "../../app/i18n/language.ts";
import { tagKeepFor, tagScope } from "../page-cache/page-tags.ts";
import type { Catalogue, Clock } from "./catalogue.ts";
import { compactSku, indexedProductOf } from "./search/search-document.ts";
import type {
  Candidate,
  SearchEngine,
  SearchFacets,
  SearchFilter,
} from "./search/search-engine.ts";
import { SIMILARITY_THRESHOLD, wordsLikeness } from "./search/trigram-similarity.ts";

/** The tag of every page that shows search results: the index's changes drop them. */
export const SEARCH_SCOPE = "search";

export type { SearchFacets, SearchFilter } from "./search/search-engine.ts";

/**
 * Results page this far (48 a page: 10 pages); a query with more hits must be narrowed. Each
 * candidate's document is parsed and ranked per query, so this bounds a search's cost.
 */
export const MAX_RANKED = 480;
/** Candidates a misspelt query compares by trigram likeness. */
const SIMILAR_CANDIDATES = 200;
export const RANKING_TTL_MS = 5_000;
const MAX_KEPT_RANKINGS = 500;

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

interface Ranking {
  total: number;
  ids: number[];
  approximate: boolean;
}

const NOTHING: Ranking = { total: 0, ids: [], approximate: false };

const byLikeness = (
  a: { candidate: Candidate; likeness: number },
  b: { candidate: Candidate; likeness: number },
) =>
  b.likeness - a.likeness ||
  Number(b.candidate.buyable) - Number(a.candidate.buyable) ||
  b.candidate.totalPurchases - a.candidate.totalPurchases ||
  a.candidate.id - b.candidate.id;

export function createCatalogueSearch({
  engine,
  catalogue,
  bestSellerIds = () => Promise.resolve([]),
  clock = () => new Date(),
}: {
  engine: SearchEngine;
  catalogue: Pick<Catalogue, "byIds">;
  /** Ids of the best sellers (best-sellers.ts). */
  bestSellerIds?: (limit: number) => Promise<number[]>;
  clock?: Clock;
}): CatalogueSearch {
  const kept = new Map<string, { at: number; value: Promise<unknown> }>();
  const forgotten: (() => void)[] = [];

  /**
   * A kept answer for `key`, or `compute`'s, kept unless it fails; a page that shows it is kept
   * no longer than the answer itself.
   */
  function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = clock().getTime();
    const found = kept.get(key);
    if (found && now - found.at < RANKING_TTL_MS) {
      tagKeepFor(RANKING_TTL_MS - (now - found.at));
      return found.value as Promise<T>;
    }
    tagKeepFor(RANKING_TTL_MS);
    const value = compute();
    kept.delete(key);
    if (kept.size >= MAX_KEPT_RANKINGS) kept.delete(kept.keys().next().value as string);
    kept.set(key, { at: now, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  }

  async function rank(query: string, language: Language, filter: SearchFilter): Promise<Ranking> {
    const words = queryWords(query);
    if (words.length === 0) return NOTHING;
    const { total, candidates } = await engine.match({ words, filter }, MAX_RANKED);
    if (total > 0) {
      const products = candidates.map((it) => indexedProductOf(it.id, it.document, it));
      const hits = searchProducts({ products }, query, language);
      return { total, ids: hits.map((hit) => hit.id), approximate: false };
    }
    return nearSpellings(query, filter);
  }

  async function nearSpellings(query: string, filter: SearchFilter): Promise<Ranking> {
    const words = foldedWords(query);
    const compact = compactSku(query);
    const partNumber = /\d/.test(compact) && words.length > 1 ? [compact] : [];
    const candidates = await engine.similar([...words, ...partNumber], filter, SIMILAR_CANDIDATES);
    const ofWords = wordsLikeness(words);
    const ofPartNumber = wordsLikeness(partNumber);
    const alike = candidates
      .map((candidate) => {
        const tokens = candidate.fuzzy.split(" ");
        return { candidate, likeness: Math.max(ofWords(tokens), ofPartNumber(tokens)) };
      })
      .filter((it) => it.likeness >= SIMILARITY_THRESHOLD)
      .sort(byLikeness);
    return { total: alike.length, ids: alike.map((it) => it.candidate.id), approximate: true };
  }

  return {
    async search(query, language, limit, options = {}) {
      if (!query) return { total: 0, products: [], ranked: 0, approximate: false };
      tagScope(SEARCH_SCOPE);
      const filter = options.filter ?? {};
      const key = JSON.stringify([query, language, filter.brand, filter.category]);
      const ranking = await remembered(`rank ${key}`, () => rank(query, language, filter));
      const offset = Math.min(Math.max(0, Math.trunc(options.offset ?? 0)), ranking.ids.length);
      const wantFacets = options.facets === true && ranking.total > 0 && !ranking.approximate;
      const [products, facets] = await Promise.all([
        catalogue.byIds(ranking.ids.slice(offset, offset + limit)),
        wantFacets
          ? remembered(`facets ${key}`, () => engine.facets({ words: queryWords(query), filter }))
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
