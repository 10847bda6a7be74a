import { describe, expect, it } from "vitest";
import { endOfStockholmWeek, stockholmMidnight } from "./stockholm-time.ts";

describe("stockholmMidnight", () => {
  it("is 23:00 UTC the day before in winter and 22:00 UTC in summer", () => {
    expect(stockholmMidnight(2026, 11, 23).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(stockholmMidnight(2026, 6, 22).toISOString()).toBe("2026-06-21T22:00:00.000Z");
  });
});

describe("endOfStockholmWeek", () => {
  it("ends at the coming Monday 00:00 Swedish time", () => {
    // Sunday 22 November 2026, 07:00 UTC = 08:00 in Stockholm.
    expect(endOfStockholmWeek(new Date("2026-11-22T07:00:00Z")).toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
    // Wednesday.
    expect(endOfStockholmWeek(new Date("2026-11-18T12:00:00Z")).toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
  });
  it("counts Sunday 23:30 in Stockholm (22:30 UTC) in the ending week", () => {
    expect(endOfStockholmWeek(new Date("2026-11-22T22:30:00Z")).toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
  });
  it("starts a new week at Monday 00:00 Stockholm time, though it is still Sunday in UTC", () => {
    expect(endOfStockholmWeek(new Date("2026-11-22T23:00:00Z")).toISOString()).toBe(
      "2026-11-29T23:00:00.000Z",
    );
  });
  it("ends a week across the change to summer time an hour earlier in UTC", () => {
    // Week of 23 March 2026; clocks go forward on Sunday 29 March.
    expect(endOfStockholmWeek(new Date("2026-03-25T12:00:00Z")).toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
  });
});
