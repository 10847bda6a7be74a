// The contract between search (catalogue-search.ts) and where its index lives: SQLite FTS5
// (sqlite-search-engine.ts), PostgreSQL tsvector and pg_trgm (postgres-search-engine.ts), or,
// when the shop's database should not answer searches, an external engine speaking SphinxQL
// (sphinxql-search-engine.ts: Sphinx or Manticore, decision record 0053). An engine finds; catalogue-search.ts ranks the
// candidates with the shop's own rules (domain/search/search-products.ts) and reads the
// products shown by id, so every engine ranks alike and shows today's prices.
//
// What an engine must do (search-engine.contract.test.ts tests every one):
// - match: the published products where every query word matches a word of the product's
//   fields by prefix (when the word allows it) or stem, a compound's last part by reversed
//   stem, or a description word exactly (SearchDocument's terms); their count, and the first
//   `limit` of them in the engine's own relevance order (only an order to cut by: a query with
//   more hits than the limit ranks the best `limit`).
// - facets: the same matches counted by brand and by category, each with the other filter.
// - similar: published products sharing trigrams with the words (typos), or with the part
//   number (the query's words run together) when one is given. The ranking keeps only those
//   near every word, or near the part number; an engine may leave out the rest.
// - write: documents replace those of the same product; `removed` ids leave the index.
// - isEmpty (an engine whose index lives apart from the shop's database): whether it holds no
//   product at all, as a new or wiped index does; the sync then queues every product.
// - rank (an engine that reads in a thread of its own): the query ranked there, as
//   search-ranking.ts ranks it over the engine's match and similar.
import { MIN_COMPOUND_HEAD, type QueryWord } from "../../../domain/search/search-products.ts";
import type { Language } from "../../../domain/language.ts";
import type { SearchDocument, LiveState } from "./search-document.ts";

export interface SearchFilter {
  /** Exactly this brand (products.brand). */
  brand?: string;
  /** Exactly this category (its Swedish name, SearchDocument.category). */
  category?: string;
}

export interface MatchQuery {
  words: QueryWord[];
  filter: SearchFilter;
}

export interface Candidate extends LiveState {
  id: number;
  /** SearchDocument.document. */
  document: string;
}

export interface SimilarCandidate extends Candidate {
  /** SearchDocument.fuzzy. */
  fuzzy: string;
}

export interface FacetCount {
  value: string;
  /** The value in English, where it differs by language (categories). */
  labelEn?: string;
  count: number;
}

export interface SearchFacets {
  brands: FacetCount[];
  categories: FacetCount[];
}

/** Facets list at most this many values each, the most common first. */
export const MAX_FACET_VALUES = 12;

export interface SearchEngine {
  match(query: MatchQuery, limit: number): Promise<{ total: number; candidates: Candidate[] }>;
  facets(query: MatchQuery): Promise<SearchFacets>;
  similar(
    words: readonly string[],
    filter: SearchFilter,
    limit: number,
    partNumber?: string,
  ): Promise<SimilarCandidate[]>;
  write(documents: readonly SearchDocument[], removed: readonly number[]): Promise<void>;
  isEmpty?(): Promise<boolean>;
  /** search-ranking.ts's rankQuery over this engine, where its reads are (a worker thread). */
  rank?(query: string, language: Language, filter: SearchFilter): Promise<Ranking>;
}

/** A query's matches in the shop's order (search-ranking.ts). */
export interface Ranking {
  /** How many products match, or how many near spellings were found. */
  total: number;
  /** The best of them (at most MAX_RANKED), best first. */
  ids: number[];
  /** True when nothing matched as typed and these are near spellings of it. */
  approximate: boolean;
}

/** The fields of an index a query word is looked up in, as SearchDocument fills them. */
export type TermField = "words" | "stems" | "rstems" | "description";

/** One way a query word may match: a term in a field, whole or as a prefix. */
export interface QueryTerm {
  field: TermField;
  term: string;
  prefix: boolean;
}

const reversed = (text: string) => Array.from(text).reverse().join("");

/**
 * The terms of each query word, any of which matches it (match, above): every spelling it may
 * stand for as a word (a prefix while it is being typed), as a stem, as a compound's last part
 * by reversed stem when the stem is long enough to be one, and as a description word. Each
 * engine writes them in its own query language.
 */
export function queryTerms(words: readonly QueryWord[]): QueryTerm[][] {
  return words.map((word) =>
    word.variants.flatMap((variant): QueryTerm[] => [
      { field: "words", term: variant.word, prefix: word.prefix },
      { field: "stems", term: variant.stem, prefix: false },
      ...(variant.stem.length >= MIN_COMPOUND_HEAD
        ? [{ field: "rstems" as const, term: reversed(variant.stem), prefix: true }]
        : []),
      { field: "description", term: variant.word, prefix: false },
    ]),
  );
}

/** Trigrams of a word as FTS5's trigram tokenizer and pg_trgm's index see them (no padding). */
export function innerTrigrams(word: string): string[] {
  const letters = Array.from(word);
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at += 1) {
    trigrams.add(letters.slice(at, at + 3).join(""));
  }
  return [...trigrams];
}
