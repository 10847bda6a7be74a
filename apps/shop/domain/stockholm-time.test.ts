import { describe, expect, it } from "vitest";
import { stockholmInstant, stockholmOffsetAt, stockholmWallClock } from "./stockholm-time.ts";

const HOUR_MS = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso).getTime();
const iso = (instant: Date) => instant.toISOString();

// In 2026 Sweden goes to summer time on Sunday 29 March at 01:00 UTC (02:00 → 03:00) and back on
// Sunday 25 October at 01:00 UTC (03:00 → 02:00).
describe("stockholmWallClock", () => {
  it("shows the clock on both sides of the change to summer time", () => {
    expect(stockholmWallClock(at("2026-03-29T00:59:59Z"))).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 1,
      minute: 59,
      second: 59,
      isoWeekday: 7,
    });
    expect(stockholmWallClock(new Date("2026-03-29T01:00:00Z"))).toMatchObject({
      day: 29,
      hour: 3,
      minute: 0,
    });
  });

  it("shows 02:xx twice when the clocks go back in October", () => {
    expect(stockholmWallClock(at("2026-10-25T00:30:00Z"))).toMatchObject({ hour: 2, minute: 30 });
    expect(stockholmWallClock(at("2026-10-25T01:30:00Z"))).toMatchObject({ hour: 2, minute: 30 });
  });

  it("writes midnight as hour 0 of the new day, a Monday though UTC is still on Sunday", () => {
    expect(stockholmWallClock(at("2026-11-22T23:00:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 0,
      second: 0,
      isoWeekday: 1,
    });
    expect(stockholmWallClock(at("2026-12-31T23:00:00Z"))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      isoWeekday: 5,
    });
  });
});

describe("stockholmOffsetAt", () => {
  it("is one hour in winter and two in summer, changing at 01:00 UTC", () => {
    expect(stockholmOffsetAt(at("2026-03-29T00:59:59.999Z"))).toBe(HOUR_MS);
    expect(stockholmOffsetAt(at("2026-03-29T01:00:00Z"))).toBe(2 * HOUR_MS);
    expect(stockholmOffsetAt(at("2026-07-01T12:00:00.500Z"))).toBe(2 * HOUR_MS);
    expect(stockholmOffsetAt(at("2026-10-25T00:59:59.999Z"))).toBe(2 * HOUR_MS);
    expect(stockholmOffsetAt(at("2026-10-25T01:00:00Z"))).toBe(HOUR_MS);
  });
});

describe("stockholmInstant", () => {
  it("finds midnight on both sides of each clock change", () => {
    expect(iso(stockholmInstant(2026, 3, 29))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(stockholmInstant(2026, 3, 30))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(stockholmInstant(2026, 10, 25))).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(stockholmInstant(2026, 10, 26))).toBe("2026-10-25T23:00:00.000Z");
  });

  it("reads the minutes around the change to summer time, a skipped time an hour later", () => {
    expect(iso(stockholmInstant(2026, 3, 29, 1, 59))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(stockholmInstant(2026, 3, 29, 3, 0))).toBe("2026-03-29T01:00:00.000Z");
    // 02:30 never shows on a Stockholm clock that night: it is read as 03:30 summer time.
    expect(iso(stockholmInstant(2026, 3, 29, 2, 30))).toBe("2026-03-29T01:30:00.000Z");
  });

  it("reads a time shown twice in October as the second, winter-time one", () => {
    expect(iso(stockholmInstant(2026, 10, 25, 1, 59))).toBe("2026-10-24T23:59:00.000Z");
    expect(iso(stockholmInstant(2026, 10, 25, 2, 30))).toBe("2026-10-25T01:30:00.000Z");
    expect(iso(stockholmInstant(2026, 10, 25, 3, 0))).toBe("2026-10-25T02:00:00.000Z");
  });

  it("rolls an overflowing day into the next month and year", () => {
    expect(iso(stockholmInstant(2026, 12, 32))).toBe("2026-12-31T23:00:00.000Z");
    expect(iso(stockholmInstant(2026, 3, 32))).toBe("2026-03-31T22:00:00.000Z");
  });

  it.each([
    ["spring", "2026-03-28T12:00:00Z", "2026-03-30T12:00:00Z"],
    ["autumn", "2026-10-24T12:00:00Z", "2026-10-26T12:00:00Z"],
  ] as const)(
    "gives back every quarter hour across the %s change day from its wall clock",
    (_day, from, to) => {
      const ambiguousFrom = at("2026-10-25T00:00:00Z");
      const ambiguousTo = at("2026-10-25T01:00:00Z");
      const readBack: string[] = [];
      const expected: string[] = [];
      for (let instant = at(from); instant <= at(to); instant += HOUR_MS / 4) {
        const wall = stockholmWallClock(instant);
        const back = stockholmInstant(wall.year, wall.month, wall.day, wall.hour, wall.minute);
        readBack.push(iso(back));
        // The first 02:xx in October (summer time) reads back as the second one, an hour later.
        const ambiguous = instant >= ambiguousFrom && instant < ambiguousTo;
        expected.push(new Date(ambiguous ? instant + HOUR_MS : instant).toISOString());
      }
      // Two days of quarter hours, both ends included.
      expect(readBack).toHaveLength(2 * 96 + 1);
      expect(readBack).toEqual(expected);
    },
  );
});
