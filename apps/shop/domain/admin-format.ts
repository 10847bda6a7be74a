// Money and times as the admin shows them: always kronor (the books are kept in SEK, whatever
// currency a shopper browses in) and Swedish time.
import type { Language } from "./language.ts";

const LOCALE: Record<Language, string> = { se: "sv-SE", en: "en-GB" };
const ZONE = "Europe/Stockholm";

/** 123456 öre → "1 234,56 kr" (Swedish) or "SEK 1,234.56" (English). */
export function formatSek(ore: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: "currency",
    currency: "SEK",
    minimumFractionDigits: 2,
  }).format(ore / 100);
}

/** An instant as date and time in Stockholm: "2026-11-26 10:15". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: ZONE,
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** An instant's date in Stockholm: "2026-11-26". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { timeZone: ZONE, dateStyle: "short" }).format(
    new Date(iso),
  );
}
