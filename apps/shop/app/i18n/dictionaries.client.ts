// The browser's translate() strings: only the languages this page has loaded, each fetched
// once as its own module (build-plugins/dictionaries.ts). The page's language is loaded
// before hydration (entry.client.tsx), from the file the server already linked.
import { DICTIONARY_FILES } from "virtual:kb-dictionary-files";
import type { Dictionary } from "./dictionaries.ts";
import type { Language } from "../../domain/language.ts";

const loaded: Partial<Record<Language, Dictionary>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

export function loadDictionary(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  const url = DICTIONARY_FILES?.[language];
  if (url === undefined) return Promise.reject(new Error(`no strings built for ${language}`));
  return (loading[language] ??= import(/* @vite-ignore */ url).then(
    (module: { default: Dictionary }) => {
      loaded[language] = module.default;
    },
    (error: unknown) => {
      // A failed fetch may be retried by the next render that needs the language.
      delete loading[language];
      throw error;
    },
  ));
}

/**
 * The language's strings. When they are not here yet (the shopper just switched language),
 * the render suspends until they are; React does that inside the navigation's transition, so
 * the page stays as it was until it can be shown in the new language.
 */
export function dictionaryFor(language: Language): Dictionary {
  const dictionary = loaded[language];
  if (dictionary) return dictionary;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- how a render suspends on data
  throw loadDictionary(language);
}
