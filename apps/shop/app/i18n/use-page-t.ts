// Strings that one page alone uses live beside that page, not in the dictionary every page
// loads (build-plugins/dictionaries.ts): its own module, defined with defineMessages, ends up
// in the page's own chunk. This is the translate function for such a module.
import { useCallback } from "react";
import { useLanguage } from "../root-data.ts";
import { interpolate, type MessageValues } from "./interpolate.ts";
import type { Language } from "../../domain/language.ts";

export type PageTranslate<K extends string> = (key: K, values?: MessageValues) => string;

export function usePageT<K extends string>(
  messages: Record<Language, Record<K, string>>,
): PageTranslate<K> {
  const language = useLanguage();
  return useCallback(
    (key: K, values?: MessageValues) => interpolate(messages[language][key], values),
    [messages, language],
  );
}
