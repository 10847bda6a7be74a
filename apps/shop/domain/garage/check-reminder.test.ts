import { describe, expect, it } from "vitest";
import { addMonths, checkDueness, type ReminderState } from "./check-reminder.ts";

const NOW = new Date("2026-12-01T10:00:00.000Z");
const state = (over: Partial<ReminderState>): ReminderState => ({
  everyKm: undefined,
  everyMonths: undefined,
  lastCheckKm: undefined,
  lastCheckAt: "2026-11-01T10:00:00.000Z",
  ...over,
});

describe("checkDueness", () => {
  it.each([
    // every km, last check at km, odometer now → due, reason
    {
      name: "not yet ridden far enough",
      s: { everyKm: 500, lastCheckKm: 1000 },
      km: 1499,
      due: false,
      reason: undefined,
    },
    {
      name: "exactly N km since the check",
      s: { everyKm: 500, lastCheckKm: 1000 },
      km: 1500,
      due: true,
      reason: "km",
    },
    {
      name: "far past N km",
      s: { everyKm: 500, lastCheckKm: 1000 },
      km: 4000,
      due: true,
      reason: "km",
    },
    {
      name: "no odometer entered",
      s: { everyKm: 500, lastCheckKm: 1000 },
      km: undefined,
      due: false,
      reason: undefined,
    },
    {
      name: "odometer unknown at the last check",
      s: { everyKm: 500 },
      km: 9000,
      due: false,
      reason: undefined,
    },
    {
      name: "an odometer entered lower than at the check",
      s: { everyKm: 500, lastCheckKm: 1000 },
      km: 10,
      due: false,
      reason: undefined,
    },
    {
      name: "one month not yet passed",
      s: { everyMonths: 2 },
      km: undefined,
      due: false,
      reason: undefined,
    },
    {
      name: "the months passed",
      s: { everyMonths: 1 },
      km: undefined,
      due: true,
      reason: "months",
    },
    {
      name: "both: km first",
      s: { everyKm: 100, everyMonths: 1, lastCheckKm: 0 },
      km: 100,
      due: true,
      reason: "km",
    },
    {
      name: "both: months when km not reached",
      s: { everyKm: 1000, everyMonths: 1, lastCheckKm: 0 },
      km: 5,
      due: true,
      reason: "months",
    },
    { name: "neither asked for", s: {}, km: 100, due: false, reason: undefined },
  ] as const)("$name", ({ s, km, due, reason }) => {
    const result = checkDueness(state(s), km, NOW);
    expect({ due: result.due, reason: result.reason }).toEqual({ due, reason });
  });

  it("says when the next check is due, by km and by date", () => {
    expect(
      checkDueness(
        state({
          everyKm: 300,
          everyMonths: 6,
          lastCheckKm: 1200,
          lastCheckAt: "2026-08-31T09:00:00.000Z",
        }),
        1350,
        NOW,
      ),
    ).toEqual({
      due: false,
      reason: undefined,
      kmSince: 150,
      dueAtKm: 1500,
      dueAtDate: "2027-02-28T09:00:00.000Z",
    });
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-01-31T00:00:00.000Z", 1, "2026-02-28T00:00:00.000Z"],
    ["2028-01-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-11-15T12:00:00.000Z", 3, "2027-02-15T12:00:00.000Z"],
    ["2026-12-01T00:00:00.000Z", 12, "2027-12-01T00:00:00.000Z"],
  ])("%s + %i months is %s", (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });
});
