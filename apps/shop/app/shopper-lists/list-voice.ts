import { useMemo } from "react";
import type { Localized } from "../../domain/catalogue/product.ts";
import { useT, type Translate } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

/** What the list operations need to speak to the shopper: words in the page's language. */
export interface ListVoice {
  t: Translate;
  name: (name: Localized) => string;
}

export function useListVoice(): ListVoice {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => ({ t, name: (name: Localized) => name[language] }), [t, language]);
}
