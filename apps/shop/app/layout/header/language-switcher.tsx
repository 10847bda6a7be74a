import { useFetcher, useLocation } from "react-router";
import { loadDictionary } from "../../i18n/dictionaries.ts";
import { useT } from "../../i18n/use-t.ts";
import { HTML_LANG, LANGUAGES, type Language } from "../../../domain/language.ts";
import { useLanguage } from "../../root-data.ts";

// Each language's own name, in that language: the convention for a language picker.
const OWN_NAME: Record<Language, string> = { se: "Svenska", en: "English" };

/**
 * Posts the choice to /api/preferences, which sets the selectedLanguage cookie and sends the
 * visitor back here; the server then renders the page in that language. Works without JS.
 * With JS the page re-renders in place, once the new language's strings have arrived.
 */
export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action="/api/preferences" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <span className="sr-only">{t("topbar.language")}</span>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="submit"
          name="language"
          value={option}
          lang={HTML_LANG[option]}
          aria-pressed={option === language}
          // The other language's strings start loading with the click, not after the answer.
          onClick={() => void loadDictionary(option).catch(() => undefined)}
          className="rounded-control px-2 py-1 text-sm aria-pressed:font-bold aria-pressed:underline"
        >
          {OWN_NAME[option]}
        </button>
      ))}
    </fetcher.Form>
  );
}
