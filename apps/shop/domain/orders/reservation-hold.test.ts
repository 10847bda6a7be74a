import { describe, expect, it } from "vitest";
import { reservationEnd } from "./reservation-hold.ts";

const NOW = new Date("2026-11-28T12:00:00.000Z");

describe("reservationEnd", () => {
  it.each([
    // The test provider: the configured minutes.
    [10, 0, "2026-11-28T12:10:00.000Z"],
    [1, 0, "2026-11-28T12:01:00.000Z"],
    // A provider whose page lives longer holds as long as it does, and no longer.
    [10, 31 * 60_000, "2026-11-28T12:31:00.000Z"],
    // Configured longer than the provider needs: the configuration.
    [45, 31 * 60_000, "2026-11-28T12:45:00.000Z"],
    [10, 10 * 60_000, "2026-11-28T12:10:00.000Z"],
  ])("%i min, provider at least %i ms → %s", (minutes, minimumMs, end) => {
    expect(reservationEnd(NOW, minutes, minimumMs).toISOString()).toBe(end);
  });
});
