// How long a fix step takes, in words a rider reads at a glance, and as an ISO 8601 duration
// for schema.org's HowTo (totalTime, https://schema.org/totalTime).
import type { Language } from "../../domain/language.ts";

const HOUR = 60;
const DAY = 24 * HOUR;

export function stepTimeWords(minutes: number, language: Language): string {
  const se = language === "se";
  if (minutes < HOUR) return `${minutes} min`;
  if (minutes < DAY) {
    const hours = Math.round((minutes / HOUR) * 2) / 2;
    const written = se ? String(hours).replace(".", ",") : String(hours);
    return se ? `${written} tim` : `${written} h`;
  }
  const days = Math.round(minutes / DAY);
  if (se) return days === 1 ? "1 dygn" : `${days} dygn`;
  return days === 1 ? "1 day" : `${days} days`;
}

export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
