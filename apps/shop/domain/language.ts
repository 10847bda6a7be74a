// The two interface languages (spec §1): Swedish under the key "se" first, then English.
export const LANGUAGES = ["se", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Swedish is the initial locale; the translation facility's own default is overridden. */
export const DEFAULT_LANGUAGE: Language = "se";

/** BCP 47 tags for <html lang>: the spec's key "se" is the country, Swedish is "sv". */
export const HTML_LANG: Record<Language, string> = { se: "sv", en: "en" };

export function parseLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** The language of a page from its <html lang>; Swedish when it names neither. */
export function languageOfHtmlLang(tag: string): Language {
  return LANGUAGES.find((language) => HTML_LANG[language] === tag) ?? DEFAULT_LANGUAGE;
}
