import { describe, expect, it } from "vitest";
import { parseStockholmWallTime, toStockholmWallTime } from "./stockholm-wall-time.ts";

describe("Stockholm wall time", () => {
  it("reads winter and summer times with their own offsets", () => {
    expect(parseStockholmWallTime("2026-12-01T08:00")?.toISOString()).toBe(
      "2026-12-01T07:00:00.000Z",
    );
    expect(parseStockholmWallTime("2026-07-01T08:30")?.toISOString()).toBe(
      "2026-07-01T06:30:00.000Z",
    );
  });

  it.each(["2026-12-01T08:00", "2026-07-01T23:59", "2027-03-28T04:00"])(
    "goes back to the same text from %s",
    (text) => {
      expect(toStockholmWallTime(parseStockholmWallTime(text)!)).toBe(text);
    },
  );

  it.each(["", "2026-12-01", "2026-02-30T10:00", "2026-12-01T24:00", "igår"])(
    "refuses %j, which is not a date and time",
    (text) => {
      expect(parseStockholmWallTime(text)).toBeUndefined();
    },
  );
});
