// The SphinxQL the external engine is asked (sphinxql-search-engine.ts): where SEARCH_URL
// points, MATCH() expressions of the shop's query words, and the trigram text of a document.
// The SQL around them passes values as placeholders (mysql2 quotes them as string literals);
// what is inside MATCH() is a second language with operators of its own, escaped here.
import type { QueryWord } from "../../../domain/search/search-products.ts";
import { innerTrigrams, queryTerms } from "./search-engine.ts";

export interface SearchUrl {
  host: string;
  port: number;
  index: string;
}

/** SphinxQL's port unless the URL names another (searchd's `listen = …:mysql41`). */
export const DEFAULT_SPHINXQL_PORT = 9306;

const INDEX_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `sphinxql://host[:port]/index`: the index name is written into statements, so checked. */
export function parseSearchUrl(text: string): SearchUrl {
  const url = new URL(text);
  if (url.protocol !== "sphinxql:") {
    throw new Error(`SEARCH_URL: expected sphinxql://host:port/index, not ${url.protocol}//`);
  }
  const index = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!INDEX_NAME.test(index)) {
    throw new Error(
      `SEARCH_URL: the path must name the index (letters, digits, _), not "${index}"`,
    );
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : DEFAULT_SPHINXQL_PORT,
    index,
  };
}

/**
 * A term as a plain keyword of a MATCH() expression: every character the extended query
 * syntax reads as an operator (and the backslash itself) preceded by a backslash. The shop's
 * terms are letters and digits, so this guards against what they never hold today.
 */
export function escapeMatch(term: string): string {
  return term.replace(/[\\()|\-!@~"&/^$=<>'*?%[\]{}:,.;#+`]/g, (operator) => `\\${operator}`);
}

/**
 * A term in one field, in parentheses: OR binds tighter than AND in the extended syntax, so a
 * term the engine splits in two (at a character outside its letters) stays one leg.
 */
const leg = (field: string, term: string, prefix = false) =>
  `(@${field} ${escapeMatch(term)}${prefix ? "*" : ""})`;

/**
 * One MATCH() expression: every word (groups side by side must all match), each as any of
 * its spellings in any of the fields, as the database engines ask (sqlite-search-engine.ts).
 */
export function matchExpression(words: readonly QueryWord[]): string {
  return queryTerms(words)
    .map(
      (terms) =>
        `(${terms.map(({ field, term, prefix }) => leg(field, term, prefix)).join(" | ")})`,
    )
    .join(" ");
}

/** A document's trigram field: each of its fuzzy words' trigrams once, as keywords. */
export function trigramText(fuzzy: string): string {
  return [...new Set(fuzzy.split(" ").flatMap(innerTrigrams))].join(" ");
}

/** Any of the words' trigrams in the trigram field; undefined when no word has one. */
export function trigramExpression(words: readonly string[]): string | undefined {
  const trigrams = [...new Set(words.flatMap(innerTrigrams))];
  if (trigrams.length === 0) return undefined;
  return `@trigrams (${trigrams.map(escapeMatch).join(" | ")})`;
}
