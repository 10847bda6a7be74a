// Calendar dates ("2026-11-01", already Swedish days) as the admin shows them. They are dates,
// not instants, so they are formatted in UTC: the same text on the server and in the browser.
import type { Language } from "../../../domain/language.ts";

const LOCALE: Record<Language, string> = { se: "sv-SE", en: "en-GB" };

const asUtc = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** "1 nov. 2026" / "1 Nov 2026". */
export function formatCalendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { timeZone: "UTC", dateStyle: "medium" }).format(
    asUtc(date),
  );
}

/** "1 nov." / "1 Nov": a chart's axis. */
export function formatDayMonth(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
  }).format(asUtc(date));
}

/** Whole kronor, for a chart's scale: "12 000 kr" / "SEK 12,000". */
export function formatWholeSek(ore: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: "currency",
    currency: "SEK",
    maximumFractionDigits: 0,
  }).format(Math.round(ore / 100));
}
