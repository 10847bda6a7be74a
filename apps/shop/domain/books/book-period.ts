// The bookkeeping period an owner asks for (`?from=2026-11-01&to=2026-11-30`, Stockholm dates,
// both days included). Without dates it is the current month. A period lies within one calendar
// year, the fiscal year the SIE file names (#RAR): the shop keeps its books by calendar year.
import {
  addDays,
  firstOfMonth,
  isCalendarDate,
  lastOfMonth,
  startOfDay,
  type CalendarDate,
} from "./stockholm-days.ts";

export interface BookPeriod {
  first: CalendarDate;
  last: CalendarDate;
}

export type PeriodError = "date" | "order" | "year";

export type PeriodRead =
  | { ok: true; period: BookPeriod }
  | {
      ok: false;
      from: string;
      to: string;
      errors: { from?: PeriodError | undefined; to?: PeriodError | undefined };
    };

export function currentMonth(today: CalendarDate): BookPeriod {
  return { first: firstOfMonth(today), last: lastOfMonth(today) };
}

export function previousMonth(today: CalendarDate): BookPeriod {
  return currentMonth(addDays(firstOfMonth(today), -1));
}

export function readPeriod(params: URLSearchParams, today: CalendarDate): PeriodRead {
  const from = (params.get("from") ?? "").trim().slice(0, 20);
  const to = (params.get("to") ?? "").trim().slice(0, 20);
  if (from === "" && to === "") return { ok: true, period: currentMonth(today) };
  const errors: { from?: PeriodError; to?: PeriodError } = {};
  if (!isCalendarDate(from)) errors.from = "date";
  if (!isCalendarDate(to)) errors.to = "date";
  if (!errors.from && !errors.to) {
    if (to < from) errors.to = "order";
    else if (to.slice(0, 4) !== from.slice(0, 4)) errors.to = "year";
  }
  return errors.from || errors.to
    ? { ok: false, from, to, errors }
    : { ok: true, period: { first: from, last: to } };
}

/** The instants the period covers: [00:00 on the first day, 00:00 after the last day). */
export function periodInstants(period: BookPeriod): { from: Date; to: Date } {
  return { from: startOfDay(period.first), to: startOfDay(addDays(period.last, 1)) };
}

/** The period's query string, for links. */
export function periodQuery(period: BookPeriod): string {
  return new URLSearchParams({ from: period.first, to: period.last }).toString();
}
