// Ranks the index against a query. Every word of the query must match somewhere in a product
// (name, brand, sku, category, type words, tags, department; the description counts only for
// the very word, so "mobilen" in a case's description does not make it a "mobiler" hit). A
// word matches a catalogue word
//   exactly (after folding: "horlurar" is "hörlurar")   × 1
//   as its beginning (typeahead: "hörl" → "hörlurar")    × 0.6
//   as the last part of a compound ("laddare" in "snabbladdare", "väska" in "axelväska") × 0.5
//   by stem ("mobiler" ↔ "mobil", "kablar" ↔ "kabel")     × 0.4
// times the field's weight (name and brand above description), times 0.7 when the text is in
// the other language than the page's (English names are found on the Swedish page, ranked
// after Swedish ones). A word's score is its best field plus a tenth of its other fields' hits,
// so a charger named and filed as one beats a cable filed under chargers. A product's score is the sum of its words' best matches, plus a bonus
// when its name begins with the whole query. Ties: buyable first, then the most bought.
import type { Language } from "../language.ts";
import { typedVariants } from "./fold-letters.ts";
import { FIELD_WEIGHT, type IndexedProduct, type SearchIndex } from "./search-index.ts";
import { repairedPart } from "./repair-words.ts";
import { foldedWords, MIN_COMPOUND_HEAD, termOf, type Term } from "./search-terms.ts";

export { MIN_COMPOUND_HEAD } from "./search-terms.ts";

export const MATCH_WEIGHT = { exact: 1, prefix: 0.6, compound: 0.5, stem: 0.4 } as const;
const OTHER_FIELDS = 0.1;
const OTHER_LANGUAGE = 0.7;
const NAME_START_BONUS = 5;
/** Queries are cut to this many words; more only slows ranking down. */
const MAX_WORDS = 8;

export interface SearchHit {
  id: number;
  score: number;
}

/**
 * One query word with the spellings it may stand for ("hoerlurar" → "hörlurar"), and the part a
 * repair word names ("skärmbyte" → "skärm", repair-words.ts).
 */
export interface QueryWord {
  variants: Term[];
  /** May match the beginning of a word: the word being typed, or any word of two letters or more. */
  prefix: boolean;
}

/** The words of a query as ranking compares them; the database's search asks the same. */
export function queryWords(query: string): QueryWord[] {
  const words = foldedWords(query).slice(0, MAX_WORDS);
  return words.map((word, index) => {
    const part = repairedPart(word);
    return {
      variants: [...typedVariants(word), ...(part ? [part] : [])].map(termOf),
      prefix: index === words.length - 1 || word.length >= 2,
    };
  });
}

function matchWeight(query: QueryWord, term: Term, wholeWordsOnly: boolean): number {
  let best = 0;
  for (const variant of query.variants) {
    if (variant.word === term.word) return MATCH_WEIGHT.exact;
    if (wholeWordsOnly) continue;
    if (query.prefix && term.word.startsWith(variant.word)) {
      best = Math.max(best, MATCH_WEIGHT.prefix);
    } else if (
      variant.stem.length >= MIN_COMPOUND_HEAD &&
      term.stem.length > variant.stem.length &&
      term.stem.endsWith(variant.stem)
    ) {
      best = Math.max(best, MATCH_WEIGHT.compound);
    } else if (variant.stem === term.stem) best = Math.max(best, MATCH_WEIGHT.stem);
  }
  return best;
}

function wordScore(query: QueryWord, product: IndexedProduct, language: Language): number {
  let best = 0;
  let sum = 0;
  for (const field of product.fields) {
    const fieldWeight =
      FIELD_WEIGHT[field.field] *
      (field.language && field.language !== language ? OTHER_LANGUAGE : 1);
    const wholeWordsOnly = field.field === "description";
    let fieldBest = 0;
    for (const term of field.terms) {
      fieldBest = Math.max(fieldBest, fieldWeight * matchWeight(query, term, wholeWordsOnly));
    }
    best = Math.max(best, fieldBest);
    sum += fieldBest;
  }
  return best + OTHER_FIELDS * (sum - best);
}

/** Products matching every word of `query`, best first. An empty query finds nothing. */
export function searchProducts(index: SearchIndex, query: string, language: Language): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const phrase = foldedWords(query).join(" ");
  const hits: { product: IndexedProduct; score: number }[] = [];
  for (const product of index.products) {
    let score = 0;
    for (const word of words) {
      const found = wordScore(word, product, language);
      if (found === 0) {
        score = 0;
        break;
      }
      score += found;
    }
    if (score === 0) continue;
    if (product.foldedName[language].startsWith(phrase)) score += NAME_START_BONUS;
    hits.push({ product, score });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.product.buyable) - Number(a.product.buyable) ||
      b.product.totalPurchases - a.product.totalPurchases ||
      a.product.id - b.product.id,
  );
  return hits.map(({ product, score }) => ({ id: product.id, score }));
}
