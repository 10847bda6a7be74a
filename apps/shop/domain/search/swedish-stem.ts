// A small suffix stemmer for Swedish (and the plain English plurals), in the spirit of the
// Snowball Swedish stemmer but shorter. It works on folded words (fold-letters.ts), so "hörlurar"
// and a typed "horlurar" stem alike. Both the catalogue's words and the query's are stemmed
// the same way, so a stem only has to be consistent, not a dictionary word.
//
// 0. The definite -eln of an -el word loses its n: kabeln → kabel, elsparkcykeln → elsparkcykel.
// 1. Strip the longest ending of SUFFIXES (plural, definite and genitive forms) when at least
//    three letters with a vowel remain: mobiler, mobilen, mobilerna → mobil; väskor, väskan →
//    väsk; laddare, laddaren, laddarna → ladd; headphones, headphone → headphon.
// 2. Otherwise strip a genitive or English plural -s after a consonant (airpods → airpod);
//    "glas" keeps its s.
// 3. Undouble a final double consonant: surfplatt(or|a) → surfplat, kontroll(er) → kontrol.
// 4. Drop the unstressed e of a final -el, which Swedish drops in the plural:
//    kabel/kablar → kabl, elsparkcykel/elsparkcyklar → elsparkcykl.
// Words shorter than four letters and words with digits ("ps5", "128") are left alone.

const SUFFIXES = [
  "arnas",
  "ernas",
  "ornas",
  "arna",
  "erna",
  "orna",
  "aren",
  "ande",
  "ades",
  "are",
  "ade",
  "ens",
  "ers",
  "ets",
  "ar",
  "er",
  "or",
  "en",
  "et",
  "es",
  "an",
  "na",
  "a",
  "e",
];

const VOWEL = /[aeiouy]/;
const S_AFTER_CONSONANT = /[bcdfghjklmnprtv]s$/;
const DOUBLE_CONSONANT = /(bb|dd|ff|gg|kk|ll|mm|nn|pp|rr|ss|tt)$/;
const UNSTRESSED_EL = /[^aeiouy]el$/;
const DEFINITE_EL = /[^aeiouy]eln$/;

const canStandAlone = (stem: string) => stem.length >= 3 && VOWEL.test(stem);

export function swedishStem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (DEFINITE_EL.test(word)) return swedishStem(word.slice(0, -1));
  let stem = word;
  const suffix = SUFFIXES.find(
    (ending) => word.endsWith(ending) && canStandAlone(word.slice(0, -ending.length)),
  );
  if (suffix) stem = word.slice(0, -suffix.length);
  else if (S_AFTER_CONSONANT.test(word) && canStandAlone(word.slice(0, -1))) {
    stem = word.slice(0, -1);
  }
  if (stem.length > 4 && DOUBLE_CONSONANT.test(stem)) stem = stem.slice(0, -1);
  if (UNSTRESSED_EL.test(stem) && VOWEL.test(stem.slice(0, -2))) {
    stem = `${stem.slice(0, -2)}l`;
  }
  return stem;
}
