// The page's language strings, fetched in parallel with the page's scripts rather than after
// them: entry.client.tsx waits for this file before hydrating.
import { DICTIONARY_FILES } from "virtual:kb-dictionary-files";
import type { Language } from "../../domain/language.ts";

export function DictionaryPreload({ language }: { language: Language }) {
  const href = DICTIONARY_FILES?.[language];
  return href === undefined ? null : <link rel="modulepreload" href={href} />;
}
