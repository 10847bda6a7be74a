// Where translate() finds a language's strings. This is the server's module (and the tests'
// and the dev server's): both languages, always at hand. The browser build swaps it for
// dictionaries.client.ts, which holds only the languages the page has loaded
// (build-plugins/dictionaries.ts).
import type { Language } from "../../domain/language.ts";
import { messages, type MessageKey } from "./messages.ts";

export type Dictionary = Readonly<Record<MessageKey, string>>;

export function dictionaryFor(language: Language): Dictionary {
  return messages[language];
}

/** Resolves once the language's strings are at hand (here they always are). */
export function loadDictionary(_language: Language): Promise<void> {
  return Promise.resolve();
}
