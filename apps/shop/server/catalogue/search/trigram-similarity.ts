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

function jaccard(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export function trigramSimilarity(a: string, b: string): number {
  return jaccard(paddedTrigrams(a), paddedTrigrams(b));
}

/**
 * A measure of how well `words` are found among a product's tokens: each word's best
 * likeness to a token, and the weakest of those (every word must be there, if misspelt); 0
 * for no words. Tokens recur across products, so each token's likeness is computed once.
 */
export function wordsLikeness(words: readonly string[]): (tokens: readonly string[]) => number {
  const wordTrigrams = words.map(paddedTrigrams);
  const known = new Map<string, number[]>();
  const likenessOf = (token: string) => {
    let found = known.get(token);
    if (!found) {
      const trigrams = paddedTrigrams(token);
      found = wordTrigrams.map((word) => jaccard(word, trigrams));
      known.set(token, found);
    }
    return found;
  };
  return (tokens) => {
    if (words.length === 0 || tokens.length === 0) return 0;
    const best = words.map(() => 0);
    for (const token of tokens) {
      likenessOf(token).forEach((likeness, index) => {
        if (likeness > best[index]!) best[index] = likeness;
      });
    }
    return Math.min(...best);
  };
}
