// Text to the words search compares: split on anything that is not a letter or a digit, folded
// (fold-letters.ts) and stemmed (swedish-stem.ts). "Hörlurar & headset" → hörlurar, headset.
import { foldLetters } from "./fold-letters.ts";
import { swedishStem } from "./swedish-stem.ts";

export interface Term {
  /** The folded word: "horlurar". */
  word: string;
  /** Its stem: "horlur". */
  stem: string;
}

/** Shorter stems are too common inside other words to mark a compound's head. */
export const MIN_COMPOUND_HEAD = 4;

const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** Folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return foldLetters(text).split(WORD_BREAK).filter(Boolean);
}

export function termOf(word: string): Term {
  return { word, stem: swedishStem(word) };
}

/** The terms of a text, each word once. */
export function termsOf(text: string): Term[] {
  return [...new Set(foldedWords(text))].map(termOf);
}

/** Units a number is written with, folded: to a shopper "65 W" and "65W" are one thing. */
const UNITS = new Set([
  ...["w", "kw", "v", "a", "ah", "mah", "wh"],
  ...["gb", "tb", "mb", "hz", "mp"],
  ...["mm", "cm", "m", "km", "kg", "g", "tum"],
]);
const NUMBER_AND_UNIT = /^(\d+)(\p{L}+)$/u;

/**
 * Words with a number and its unit written both ways, the others' forms after the text's own:
 * "65 w" is also "65w", and "65w" also "65" and "w". A part number ("g30") is not a number
 * with a unit and stays as it is.
 */
export function withUnitForms(words: readonly string[]): string[] {
  const forms: string[] = [];
  words.forEach((word, at) => {
    const next = words[at + 1];
    if (/^\d+$/.test(word) && next !== undefined && UNITS.has(next)) forms.push(word + next);
    const written = NUMBER_AND_UNIT.exec(word);
    if (written && UNITS.has(written[2]!)) forms.push(written[1]!, written[2]!);
  });
  return [...words, ...forms];
}

/** The terms a product's text is indexed by: its words, each once, and their unit forms. */
export function indexTermsOf(text: string): Term[] {
  return [...new Set(withUnitForms(foldedWords(text)))].map(termOf);
}
