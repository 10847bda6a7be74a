// Cookie consent as market.md describes it (lag 2022:482, 9 kap. 28 §): cart, session and
// the consent answer itself are strictly necessary; language, currency and colour are
// preferences and kept beyond the browser session only with consent. The shop has no
// analytics or embeds, so preferences are the only optional category.

export type ConsentChoice = "preferences" | "necessary";

export function parseConsent(value: string | null | undefined): ConsentChoice | undefined {
  return value === "preferences" || value === "necessary" ? value : undefined;
}

export function allowsPreferences(consent: ConsentChoice | undefined): boolean {
  return consent === "preferences";
}
