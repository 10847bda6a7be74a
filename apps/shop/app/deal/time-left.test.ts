import { describe, expect, it } from "vitest";
import { timeLeft } from "./time-left.ts";

describe("timeLeft", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const end = Date.parse("2026-11-22T23:00:00Z");
    expect(timeLeft(end, Date.parse("2026-11-20T20:58:30Z"))).toEqual({
      days: 2,
      hours: 2,
      minutes: 1,
      seconds: 30,
    });
  });
  it("is over at the end and after it", () => {
    const end = Date.parse("2026-11-22T23:00:00Z");
    expect(timeLeft(end, end)).toBeUndefined();
    expect(timeLeft(end, end + 5000)).toBeUndefined();
    expect(timeLeft(end, end - 999)).toBeUndefined();
  });
});
