// Week boundaries in Swedish time (Europe/Stockholm, CET/CEST), without a date library: the
// deal of the week ends at midnight between Sunday and Monday, Swedish time. The wall-clock
// arithmetic is domain/stockholm-time.ts.
import { stockholmInstant, stockholmWallClock } from "../../domain/stockholm-time.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of 00:00 Swedish time on a calendar date. */
export function stockholmMidnight(year: number, month: number, day: number): Date {
  // Midnight is never inside a DST jump in Sweden (they happen at 02:00 and 03:00).
  return stockholmInstant(year, month, day);
}

/** When the week containing `now` ends: the next Monday 00:00 in Swedish time. */
export function endOfStockholmWeek(now: Date): Date {
  const today = stockholmWallClock(now.getTime());
  const daysToMonday = 8 - today.isoWeekday;
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day) + daysToMonday * DAY_MS);
  return stockholmMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}
