import { describe, expect, it } from "vitest";
import {
  addDays,
  daysFrom,
  isCalendarDate,
  lastOfMonth,
  startOfDay,
  stockholmDate,
} from "./stockholm-days.ts";

describe("Stockholm calendar days", () => {
  it("puts an instant on its Swedish date, not its UTC one", () => {
    expect(stockholmDate(new Date("2026-10-31T23:30:00Z"))).toBe("2026-11-01");
    expect(stockholmDate(new Date("2026-10-31T22:59:59Z"))).toBe("2026-10-31");
    // Summer time: midnight is 22:00 UTC.
    expect(stockholmDate("2026-06-30T22:00:00.000Z")).toBe("2026-07-01");
    expect(stockholmDate("2026-06-30T21:59:59.999Z")).toBe("2026-06-30");
  });

  it("starts days at Swedish midnight on both sides of a clock change", () => {
    expect(startOfDay("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDay("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(startOfDay("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfDay("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("counts calendar dates, months and leap years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(lastOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(daysFrom("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-11-30")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    const refused = ["2026-02-30", "2026-11-00", "2026-11-31", "2026-13-01", "2026-00-10"];
    refused.push("26-11-30", "2026-11-30T00:00", "", "x", "12026-11-30", "2026-11-30 ");
    for (const text of refused) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });
});
