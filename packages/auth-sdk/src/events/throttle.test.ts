import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Timers } from "../platform/platform.ts";
import { throttle, type ThrottleSetup } from "./throttle.ts";

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Calls at the given times (ms after start) and the times and arguments the function ran with. */
function run(setup: Omit<ThrottleSetup, "clock" | "wait">, callsAt: number[], wait = 100) {
  const start = Date.now();
  const ran: [number, number][] = [];
  const throttled = throttle((call: number) => ran.push([Date.now() - start, call]), {
    wait,
    clock: { now: () => Date.now() },
    ...setup,
  });
  let now = 0;
  callsAt.forEach((at, call) => {
    vi.advanceTimersByTime(at - now);
    now = at;
    throttled(call);
  });
  vi.advanceTimersByTime(10 * wait);
  return ran;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("throttle", () => {
  it.each([
    [
      "leading only (no timers)",
      {},
      [0, 10, 99, 100, 150, 250],
      [
        [0, 0],
        [100, 3],
        [250, 5],
      ],
    ],
    [
      "leading only, timers given",
      { timers, trailing: false },
      [0, 10, 99, 100],
      [
        [0, 0],
        [100, 3],
      ],
    ],
    [
      "leading and trailing: the last dropped call runs when the wait ends",
      { timers, trailing: true },
      [0, 10, 20, 150],
      [
        [0, 0],
        [100, 2],
        [200, 3],
      ],
    ],
    [
      "trailing only: the first call waits too",
      { timers, leading: false, trailing: true },
      [0, 10, 300],
      [
        [100, 1],
        [400, 2],
      ],
    ],
    [
      "trailing without timers: dropped calls are dropped",
      { leading: true, trailing: true },
      [0, 10],
      [[0, 0]],
    ],
  ] as const)("%s", (_name, setup, callsAt, expected) => {
    expect(run(setup, [...callsAt])).toEqual(expected);
  });

  it("runs at once when the clock went backwards, cancelling a pending trailing call", () => {
    let now = 1_000;
    const calls: number[] = [];
    const throttled = throttle((call: number) => calls.push(call), {
      wait: 100,
      clock: { now: () => now },
      timers,
      trailing: true,
    });
    throttled(1);
    now = 1_050;
    throttled(2);
    now = 900;
    throttled(3);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([1, 3]);
  });
});
