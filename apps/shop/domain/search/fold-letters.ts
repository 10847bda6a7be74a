// Case and accent folding for search. Å, ä and ö are letters of their own in Swedish, but a
// shopper on a foreign keyboard types them as a and o ("horlurar") or spells them out
// ("hoerlurar"), so words are compared in a folded form where å/ä → a and ö → o (and é → e,
// ü → u, æ → a, ø → o). The page still shows the real spelling.

const EXTRA_FOLDS: Record<string, string> = { æ: "a", ø: "o", ß: "ss", œ: "oe" };

/** Lower case without accents: "Hörlurar" → "horlurar", "Väska" → "vaska". */
export function foldLetters(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[æøßœ]/gu, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/**
 * The spellings a typed word may stand for, the word itself first: "hoerlurar" may be
 * "hörlurar", "vaeska" "väska", "paaskagg" "påskägg". Only used for queries, never for the
 * catalogue's own text.
 */
export function typedVariants(folded: string): string[] {
  const spelledOut = folded.replace(/oe/g, "o").replace(/ae/g, "a").replace(/aa/g, "a");
  return spelledOut === folded ? [folded] : [folded, spelledOut];
}
