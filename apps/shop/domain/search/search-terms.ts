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
