// Swedish wall-clock time (Europe/Stockholm, CET/CEST) without a date library: the wall-clock
// parts of an instant, Stockholm's offset from UTC at an instant, and the instant of a wall-clock
// time. Summer time is Stockholm's own rule as Intl knows it, not a fixed offset. Imports
// nothing, so the server (the deal of the week, the books' days, the order list's dates) and the
// browser (the admin's datetime-local fields) share it.

/** A moment as a clock on the wall in Stockholm shows it. */
export interface StockholmWallClock {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

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

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** What the clock shows in Stockholm at an instant (a Date or ms since the epoch). */
export function stockholmWallClock(instant: Date | number): StockholmWallClock {
  const parts = partsFormat.formatToParts(instant);
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

/** Stockholm's offset from UTC at an instant (ms since the epoch), in ms: one hour or two. */
export function stockholmOffsetAt(instant: number): number {
  const wall = stockholmWallClock(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a Stockholm clock shows this date and time. Out-of-range fields roll over as in
 * Date.UTC (day 32 is the 1st of the next month). A time skipped when clocks go forward (02:30 on
 * the last Sunday of March) is read an hour later (03:30 summer time); one shown twice when they
 * go back (02:30 on the last Sunday of October) is the second, winter-time one.
 */
export function stockholmInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - stockholmOffsetAt(wall);
  return new Date(wall - stockholmOffsetAt(guess));
}
