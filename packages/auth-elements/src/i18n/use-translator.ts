// The texts for `lang`, switching as soon as a fetched language file arrives.
import { useEffect, useSyncExternalStore } from "react";
import type { TranslationStore, Translator } from "./translation-store.ts";

export function useTranslator(store: TranslationStore, lang: string): Translator {
  // Re-renders when a file arrives; the store hands out the same translator until then.
  useSyncExternalStore(store.subscribe, store.version, store.version);
  useEffect(() => store.load(lang), [store, lang]);
  return store.translator(lang);
}
