// Calendar days and months as the books count them: in Swedish time (Europe/Stockholm), so an
// order paid at 23:30 on 30 November in Stockholm (22:30 UTC) belongs to November, and one paid
// at 00:30 on 1 December (23:30 UTC the day before) to December. A day is "YYYY-MM-DD".
import { stockholmInstant, stockholmWallClock } from "../stockholm-time.ts";

/** "2026-11-26": a date in the Swedish calendar. */
export type CalendarDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, "0");

/** The Stockholm date an instant falls on. */
export function stockholmDate(instant: Date | string): CalendarDate {
  const wall = stockholmWallClock(new Date(instant));
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

function parts(date: CalendarDate): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

/** True for a real date written YYYY-MM-DD (no 2026-02-30), years 2000–2999. */
export function isCalendarDate(text: string): boolean {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = parts(text);
  // A day the month lacks (00, or past its last) rolls into another month: two digits of days
  // never reach the same month again, so the month alone tells.
  return new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1;
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the day begins: 00:00 in Stockholm. */
export function startOfDay(date: CalendarDate): Date {
  const [year, month, day] = parts(date);
  return stockholmInstant(year, month, day);
}

/** The first day of the date's month. */
export function firstOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the date's month. */
export function lastOfMonth(date: CalendarDate): CalendarDate {
  const [year, month] = parts(date);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Every date from `first` to `last`, both included. */
export function daysFrom(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
