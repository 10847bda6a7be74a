// A query's ranking: the engine's best MAX_RANKED matches ranked by the shop's own rules
// (domain/search/search-products.ts), the same on every engine, or, when nothing matches
// as typed, near spellings (typos, part numbers typed without their dash) by trigram likeness.
// catalogue-search.ts keeps rankings and reads the products shown; an engine that reads in a
// thread of its own ranks there too (SearchEngine.rank, worker-search-engine.ts), so neither
// the candidates' documents nor their parsing and ranking cost the server's thread.
import { queryWords, searchProducts } from "../../../domain/search/search-products.ts";
import { foldedWords } from "../../../domain/search/search-terms.ts";
import type { Language } from "../../../domain/language.ts";
import { compactSku, indexedProductOf } from "./search-document.ts";
import type { Candidate, Ranking, SearchEngine, SearchFilter } from "./search-engine.ts";
import { SIMILARITY_THRESHOLD, wordsLikeness } from "./trigram-similarity.ts";

/**
 * Results page this far (48 a page: 10 pages); a query with more hits must be narrowed. Each
 * candidate's document is parsed and ranked per query, so this bounds a search's cost.
 */
export const MAX_RANKED = 480;
/** Candidates a misspelt query compares by trigram likeness. */
const SIMILAR_CANDIDATES = 200;

const NOTHING: Ranking = { total: 0, ids: [], approximate: false };

const byLikeness = (
  a: { candidate: Candidate; likeness: number },
  b: { candidate: Candidate; likeness: number },
) =>
  b.likeness - a.likeness ||
  Number(b.candidate.buyable) - Number(a.candidate.buyable) ||
  b.candidate.totalPurchases - a.candidate.totalPurchases ||
  a.candidate.id - b.candidate.id;

/** The ranking of an already cleaned query (clean-query.ts) over `engine`'s matches. */
export async function rankQuery(
  engine: Pick<SearchEngine, "match" | "similar">,
  query: string,
  language: Language,
  filter: SearchFilter,
): Promise<Ranking> {
  const words = queryWords(query);
  if (words.length === 0) return NOTHING;
  const { total, candidates } = await engine.match({ words, filter }, MAX_RANKED);
  if (total > 0) {
    const products = candidates.map((it) => indexedProductOf(it.id, it.document, it));
    const hits = searchProducts({ products }, query, language);
    return { total, ids: hits.map((hit) => hit.id), approximate: false };
  }
  return nearSpellings(engine, query, filter);
}

async function nearSpellings(
  engine: Pick<SearchEngine, "similar">,
  query: string,
  filter: SearchFilter,
): Promise<Ranking> {
  const words = foldedWords(query);
  const compact = compactSku(query);
  const partNumber = /\d/.test(compact) && words.length > 1 ? [compact] : [];
  const candidates = await engine.similar(words, filter, SIMILAR_CANDIDATES, partNumber[0]);
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
