// How alike two words are, as pg_trgm measures it: the share of trigrams they have in common,
// each word padded with two spaces before and one after, so "hörlruar" is 0.38 like
// "hörlurar" and the sku "kbt88" 0.57 like "kbt8". Used to rank the typo fallback's candidates
// the same way whichever engine found them.

/** Below this a word is not taken for a misspelling of another (pg_trgm's default). */
export const SIMILARITY_THRESHOLD = 0.3;

function paddedTrigrams(word: string): Set<string> {
  const letters = Array.from(`  ${word} `);
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at += 1) {
    trigrams.add(letters.slice(at, at + 3).join(""));
  }
  return trigrams;
}

export function trigramSimilarity(a: string, b: string): number {
  const left = paddedTrigrams(a);
  const right = paddedTrigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/**
 * How well `words` are found among `tokens`: each word's best likeness to a token, and the
 * weakest of those (every word must be there, if misspelt). 0 for no words.
 */
export function wordsSimilarity(words: readonly string[], tokens: readonly string[]): number {
  if (words.length === 0 || tokens.length === 0) return 0;
  let weakest = 1;
  for (const word of words) {
    let best = 0;
    for (const token of tokens) best = Math.max(best, trigramSimilarity(word, token));
    weakest = Math.min(weakest, best);
  }
  return weakest;
}
