// Which times a service can be booked (issue 41): slots start at opening time and follow each
// other by the service's duration while the whole booking fits before closing, on Stockholm's
// wall clock, so a slot at 09:00 is 09:00 in winter and in summer (stockholm-time.ts). A slot
// offers as many bookings as the service's capacity less those already made; closed weekdays
// and closed dates have none, and nothing starts sooner than the lead time from now.
import { stockholmInstant, stockholmWallClock } from "../stockholm-time.ts";
import type { OpeningHours } from "./opening-hours.ts";
import type { WorkshopService } from "./workshop-services.ts";

/** How far ahead the booking page offers slots. */
export const BOOKING_HORIZON_DAYS = 14;
/** The least time between booking and the slot: the workshop needs to see it coming. */
export const BOOKING_LEAD_MINUTES = 60;

export interface Slot {
  /** ISO 8601 UTC, the booking's start as stored. */
  start: string;
  end: string;
  /** Bookings the slot still takes. */
  free: number;
}

export interface SlotDay {
  /** YYYY-MM-DD in Stockholm. */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  closed: boolean;
  slots: Slot[];
}

export interface SlotCalendar {
  service: Pick<WorkshopService, "durationMinutes" | "capacity">;
  hours: readonly OpeningHours[];
  /** YYYY-MM-DD dates the workshop is closed. */
  closedDates: ReadonlySet<string>;
  /** Active bookings per start (ISO 8601 UTC). */
  booked: ReadonlyMap<string, number>;
  now: Date;
  days?: number;
  leadMinutes?: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The Stockholm date `offset` days after the one of `instant`, as year, month, day. */
function stockholmDate(instant: Date, offset: number) {
  const today = stockholmWallClock(instant);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The Stockholm date of an instant, YYYY-MM-DD. */
export function stockholmDateOf(instant: Date): string {
  const { year, month, day } = stockholmWallClock(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The slots of one service day by day, from today (Stockholm) for `days` days. */
export function slotDays({
  service,
  hours,
  closedDates,
  booked,
  now,
  days = BOOKING_HORIZON_DAYS,
  leadMinutes = BOOKING_LEAD_MINUTES,
}: SlotCalendar): SlotDay[] {
  const earliest = now.getTime() + leadMinutes * 60_000;
  const result: SlotDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const { year, month, day } = stockholmDate(now, offset);
    const date = `${year}-${pad(month)}-${pad(day)}`;
    // Noon is on the date whatever the clocks do at night.
    const weekday = stockholmWallClock(stockholmInstant(year, month, day, 12)).isoWeekday;
    const open = hours.find((h) => h.weekday === weekday);
    const closed =
      closedDates.has(date) || !open || open.opensAt === null || open.closesAt === null;
    const slots: Slot[] = [];
    if (!closed && service.durationMinutes > 0 && service.capacity > 0) {
      for (
        let minute = open.opensAt!;
        minute + service.durationMinutes <= open.closesAt!;
        minute += service.durationMinutes
      ) {
        const start = stockholmInstant(year, month, day, Math.floor(minute / 60), minute % 60);
        if (start.getTime() < earliest) continue;
        const end = stockholmInstant(
          year,
          month,
          day,
          Math.floor((minute + service.durationMinutes) / 60),
          (minute + service.durationMinutes) % 60,
        );
        const iso = start.toISOString();
        const free = Math.max(0, service.capacity - (booked.get(iso) ?? 0));
        slots.push({ start: iso, end: end.toISOString(), free });
      }
    }
    result.push({ date, weekday, closed, slots });
  }
  return result;
}

/** The slot that starts at `start` (ISO 8601), if the calendar offers one there at all. */
export function slotAt(calendar: SlotCalendar, start: string): Slot | undefined {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return undefined;
  const iso = new Date(at).toISOString();
  return slotDays(calendar)
    .find((day) => day.date === stockholmDateOf(new Date(at)))
    ?.slots.find((slot) => slot.start === iso);
}
