import { describe, expect, it } from "vitest";
import { stockholmInstant } from "../stockholm-time.ts";
import { DEFAULT_OPENING_HOURS, type OpeningHours } from "./opening-hours.ts";
import { slotAt, slotDays, type SlotCalendar } from "./workshop-slots.ts";

const hour = (h: number) => h * 60;

function calendar(overrides: Partial<SlotCalendar> = {}): SlotCalendar {
  return {
    service: { durationMinutes: 60, capacity: 1 },
    hours: DEFAULT_OPENING_HOURS,
    closedDates: new Set(),
    booked: new Map(),
    // Monday 30 November 2026, 07:00 in Stockholm (winter time, UTC+1).
    now: stockholmInstant(2026, 11, 30, 7, 0),
    days: 7,
    ...overrides,
  };
}

const times = (day: { slots: { start: string }[] }) => day.slots.map((slot) => slot.start);

describe("slotDays", () => {
  it("follows opening hours and the service's duration, in Stockholm time", () => {
    const [monday] = slotDays(calendar());
    expect(monday!.date).toBe("2026-11-30");
    // 09:00 … 16:00 Stockholm = 08:00 … 15:00 UTC; the last hour ends at closing.
    expect(times(monday!)).toEqual([
      "2026-11-30T08:00:00.000Z",
      "2026-11-30T09:00:00.000Z",
      "2026-11-30T10:00:00.000Z",
      "2026-11-30T11:00:00.000Z",
      "2026-11-30T12:00:00.000Z",
      "2026-11-30T13:00:00.000Z",
      "2026-11-30T14:00:00.000Z",
      "2026-11-30T15:00:00.000Z",
    ]);
  });

  it.each([
    [30, "Saturday", 5, 8, "2026-12-05T09:00:00.000Z", "2026-12-05T12:30:00.000Z"],
    [60, "Monday", 0, 8, "2026-11-30T08:00:00.000Z", "2026-11-30T15:00:00.000Z"],
    [90, "Monday", 0, 5, "2026-11-30T08:00:00.000Z", "2026-11-30T14:00:00.000Z"],
  ])("a %i-minute service on %s", (duration, _name, index, count, first, last) => {
    const day = slotDays(calendar({ service: { durationMinutes: duration, capacity: 1 } }))[index]!;
    expect(day.slots).toHaveLength(count);
    expect(day.slots[0]!.start).toBe(first);
    expect(day.slots.at(-1)!.start).toBe(last);
  });

  it("has no slots on a closed weekday or a closed date", () => {
    const days = slotDays(calendar({ closedDates: new Set(["2026-12-01"]) }));
    const byDate = Object.fromEntries(days.map((day) => [day.date, day]));
    expect(byDate["2026-12-01"]).toMatchObject({ closed: true, slots: [] });
    expect(byDate["2026-12-06"]).toMatchObject({ weekday: 7, closed: true, slots: [] });
    expect(byDate["2026-12-02"]!.slots).toHaveLength(8);
  });

  it("offers nothing that starts within the lead time", () => {
    const [monday] = slotDays(calendar({ now: stockholmInstant(2026, 11, 30, 9, 30) }));
    expect(monday!.slots[0]!.start).toBe("2026-11-30T10:00:00.000Z");
  });

  it("counts the bookings a slot already has against its capacity", () => {
    const booked = new Map([
      ["2026-11-30T08:00:00.000Z", 2],
      ["2026-11-30T09:00:00.000Z", 1],
    ]);
    const [monday] = slotDays(calendar({ booked, service: { durationMinutes: 60, capacity: 2 } }));
    expect(monday!.slots.slice(0, 3).map((slot) => slot.free)).toEqual([0, 1, 2]);
  });

  it("keeps 09:00 at 09:00 across the change to summer time", () => {
    const hours: OpeningHours[] = DEFAULT_OPENING_HOURS.map((h) => ({
      ...h,
      opensAt: hour(9),
      closesAt: hour(10),
    }));
    // Saturday 28 March 2026 is winter time, Sunday the 29th the first day of summer time.
    const days = slotDays(calendar({ hours, now: stockholmInstant(2026, 3, 27, 7, 0), days: 4 }));
    expect(days.map((day) => [day.date, times(day)])).toEqual([
      ["2026-03-27", ["2026-03-27T08:00:00.000Z"]],
      ["2026-03-28", ["2026-03-28T08:00:00.000Z"]],
      ["2026-03-29", ["2026-03-29T07:00:00.000Z"]],
      ["2026-03-30", ["2026-03-30T07:00:00.000Z"]],
    ]);
  });

  it("gives a slot across the night the clocks go back its real length", () => {
    const hours: OpeningHours[] = DEFAULT_OPENING_HOURS.map((h) => ({
      ...h,
      opensAt: hour(1),
      closesAt: hour(4),
    }));
    const [sunday] = slotDays(
      calendar({
        hours,
        service: { durationMinutes: 180, capacity: 1 },
        now: stockholmInstant(2026, 10, 24, 12, 0),
        days: 2,
      }),
    ).slice(1);
    // 01:00 summer time to 04:00 winter time is four real hours.
    expect(sunday!.slots).toEqual([
      { start: "2026-10-24T23:00:00.000Z", end: "2026-10-25T03:00:00.000Z", free: 1 },
    ]);
  });
});

describe("slotAt", () => {
  it.each([
    ["2026-11-30T10:00:00.000Z", true],
    ["2026-11-30T10:00:00Z", true],
    ["2026-11-30T10:30:00.000Z", false],
    ["2026-12-06T10:00:00.000Z", false],
    ["2026-11-30T05:00:00.000Z", false],
    ["inte ett datum", false],
  ])("%s is a slot: %s", (start, expected) => {
    expect(slotAt(calendar(), start) !== undefined).toBe(expected);
  });
});
