import { describe, expect, it } from "vitest";
import {
  currentMonth,
  periodInstants,
  periodQuery,
  previousMonth,
  readPeriod,
} from "./book-period.ts";

const TODAY = "2026-11-29";
const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

describe("the bookkeeping period an owner asks for", () => {
  it("is this month when no dates are given, and last month's link goes over a year end", () => {
    expect(read("")).toEqual({ ok: true, period: { first: "2026-11-01", last: "2026-11-30" } });
    expect(read("from=&to=%20")).toEqual(read(""));
    expect(currentMonth("2028-02-10")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(previousMonth("2027-01-01")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(previousMonth("2026-03-31")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
  });

  it("takes the two days as typed, spaces around them trimmed, both days included", () => {
    expect(read("from=%202026-10-05&to=2026-10-05%20")).toEqual({
      ok: true,
      period: { first: "2026-10-05", last: "2026-10-05" },
    });
    expect(read("from=2026-01-01&to=2026-12-31")).toEqual({
      ok: true,
      period: { first: "2026-01-01", last: "2026-12-31" },
    });
  });

  it("names the field that is wrong, and gives back what was typed", () => {
    expect(read("from=2026-02-30&to=2026-03-01")).toEqual({
      ok: false,
      from: "2026-02-30",
      to: "2026-03-01",
      errors: { from: "date" },
    });
    expect(read("from=2026-03-01")).toEqual({
      ok: false,
      from: "2026-03-01",
      to: "",
      errors: { to: "date" },
    });
    expect(read("to=igår")).toEqual({
      ok: false,
      from: "",
      to: "igår",
      errors: { from: "date", to: "date" },
    });
  });

  it("refuses an end before the start, and a period over two years", () => {
    expect(read("from=2026-11-02&to=2026-11-01")).toMatchObject({
      ok: false,
      errors: { to: "order" },
    });
    expect(read("from=2026-12-01&to=2027-01-31")).toMatchObject({
      ok: false,
      errors: { to: "year" },
    });
  });

  it("keeps at most 20 characters of a typed value", () => {
    const long = "2026-11-01".padEnd(500, "x");
    const answer = read(`from=${long}&to=${long}`);
    expect(answer).toEqual({
      ok: false,
      from: long.slice(0, 20),
      to: long.slice(0, 20),
      errors: { from: "date", to: "date" },
    });
  });

  it("covers Swedish midnight to Swedish midnight, and links to itself", () => {
    const period = { first: "2026-10-01", last: "2026-10-31" };
    const { from, to } = periodInstants(period);
    expect(from.toISOString()).toBe("2026-09-30T22:00:00.000Z");
    // Summer time ended on 25 October: November begins at 23:00 UTC.
    expect(to.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(periodQuery(period)).toBe("from=2026-10-01&to=2026-10-31");
    expect(readPeriod(new URLSearchParams(periodQuery(period)), TODAY)).toEqual({
      ok: true,
      period,
    });
  });
});
