import { useCallback } from "react";
import { useLanguage } from "../root-data.ts";
import { interpolate, type MessageValues } from "./interpolate.ts";
import type { Language } from "../../domain/language.ts";
import { dictionaryFor } from "./dictionaries.ts";
import type { MessageKey } from "./messages.ts";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Translates outside React (meta functions, actions). */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return interpolate(dictionaryFor(language)[key], values);
}

/** The translate function for the language the page is rendered in. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, values) => translate(language, key, values), [language]);
}

/** Whether a string from outside (a URL, a form) names one of the interface strings. */
export function isMessageKey(language: Language, value: string): value is MessageKey {
  return Object.hasOwn(dictionaryFor(language), value);
}
