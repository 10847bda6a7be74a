// Workshop times as the rider reads them, always on Stockholm's clock: a day ("tisdag 1
// december"), a time ("09:00") and both ("tisdag 1 december kl. 09:00").
import type { Language } from "../language.ts";

const LOCALE: Record<Language, string> = { se: "sv-SE", en: "en-GB" };
const ZONE = "Europe/Stockholm";

/** A YYYY-MM-DD date as its weekday and date: "tisdag 1 december". */
export function formatSlotDay(date: string, language: Language): string {
  // Noon UTC is the same date in Stockholm.
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant's Stockholm time: "09:00". */
export function formatSlotTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** An instant as day and time: "tisdag 1 december kl. 09:00", "Tuesday 1 December at 09:00". */
export function formatBookingTime(iso: string, language: Language): string {
  const day = new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(iso));
  return `${day} ${language === "se" ? "kl." : "at"} ${formatSlotTime(iso, language)}`;
}
