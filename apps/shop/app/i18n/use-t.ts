import { useCallback } from "react";
import { useLanguage } from "../root-data.ts";
import { interpolate, type MessageValues } from "./interpolate.ts";
import type { Language } from "./language.ts";
import { messages, type MessageKey } from "./messages.ts";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Translates outside React (meta functions, actions). */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return interpolate(messages[language][key], values);
}

/** The translate function for the language the page is rendered in. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, values) => translate(language, key, values), [language]);
}
