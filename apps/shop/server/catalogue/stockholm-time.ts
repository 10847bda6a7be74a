// Week boundaries in Swedish time (Europe/Stockholm, CET/CEST), without a date library: the
// deal of the week ends at midnight between Sunday and Monday, Swedish time.
const DAY_MS = 24 * 60 * 60 * 1000;

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function localParts(instant: number): LocalParts {
  const parts = partsFormat.formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: Number(value("year")),
    month: Number(value("month")),
    day: Number(value("day")),
    hour: Number(value("hour")),
    minute: Number(value("minute")),
    second: Number(value("second")),
    isoWeekday: WEEKDAYS.indexOf(value("weekday")) + 1,
  };
}

/** Stockholm's offset from UTC at an instant, in ms (+1 h or +2 h). */
function offsetAt(instant: number): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 Swedish time on a calendar date. */
export function stockholmMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Midnight is never inside a DST jump in Sweden (they happen at 02:00 and 03:00).
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** When the week containing `now` ends: the next Monday 00:00 in Swedish time. */
export function endOfStockholmWeek(now: Date): Date {
  const today = localParts(now.getTime());
  const daysToMonday = 8 - today.isoWeekday;
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day) + daysToMonday * DAY_MS);
  return stockholmMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}
