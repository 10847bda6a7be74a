import type { Language } from "./language.ts";

/**
 * A pair of flat dictionaries whose keys come from the Swedish one: a key missing from, or
 * extra in, the English one is a type error.
 */
export function defineMessages<const K extends string>(messages: {
  se: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}): Record<Language, Record<K, string>> {
  return messages;
}

/** The same for structured page content: both languages must fill the same shape. */
export function defineContent<T>(content: Record<Language, T>): Record<Language, T> {
  return content;
}
