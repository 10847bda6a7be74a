// Which language Demo-ID's pages speak: Swedish, the shop's own, unless the person or their
// browser asks for English. A choice made on the page itself (`?lang=en`, then remembered in a
// cookie) beats the client's `ui_locales`, which beats the browser's Accept-Language.

export type DemoIdLanguage = "sv" | "en";

export const DEMO_ID_LANGUAGES: readonly DemoIdLanguage[] = ["sv", "en"];

/** The cookie that remembers a language picked on the page, across login and consent. */
export const LANGUAGE_COOKIE = "demo_id_lang";

export interface LanguageSources {
  /** `?lang=` on the page's address. */
  query?: string | null;
  /** The language cookie. */
  cookie?: string | undefined;
  /** The authorization request's `ui_locales`: space-separated tags, preferred first. */
  uiLocales?: unknown;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | undefined;
}

/** A language tag's language, if it is one of ours: "en-GB" is "en", "sv_SE" is "sv". */
export function demoIdLanguage(tag: unknown): DemoIdLanguage | undefined {
  if (typeof tag !== "string") return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return DEMO_ID_LANGUAGES.find((language) => language === primary);
}

/** Accept-Language's tags, most wanted first (equal weights keep the header's order). */
function acceptedTags(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export function pickLanguage(sources: LanguageSources): DemoIdLanguage {
  const explicit = demoIdLanguage(sources.query) ?? demoIdLanguage(sources.cookie);
  if (explicit) return explicit;
  const uiLocales = typeof sources.uiLocales === "string" ? sources.uiLocales.split(/\s+/) : [];
  const accepted = sources.acceptLanguage ? acceptedTags(sources.acceptLanguage) : [];
  for (const tag of [...uiLocales, ...accepted]) {
    const language = demoIdLanguage(tag);
    if (language) return language;
  }
  return "sv";
}
