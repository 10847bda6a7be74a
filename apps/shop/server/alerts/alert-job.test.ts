import { afterEach, describe, expect, it, vi } from "vitest";
import { startAlertJob, type AlertJob } from "./alert-job.ts";

let job: AlertJob | undefined;
afterEach(() => {
  job?.stop();
  vi.useRealTimers();
});

function harness(run: () => Promise<number> = () => Promise.resolve(0)) {
  vi.useFakeTimers();
  let now = 0;
  const listeners = new Set<() => void>();
  const runs = vi.fn(run);
  const errors: unknown[] = [];
  job = startAlertJob({
    run: runs,
    check: () => Promise.resolve(),
    onCatalogueChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checkEveryMs: 5_000,
    everyMs: 60_000,
    onError: (error) => errors.push(error),
    clock: () => now,
  });
  return {
    runs,
    errors,
    change: () => listeners.forEach((listener) => listener()),
    listeners,
    advance: async (ms: number) => {
      now += ms;
      await vi.advanceTimersByTimeAsync(ms);
    },
  };
}

describe("startAlertJob", () => {
  it("runs at start, on every change of the catalogue, and at least every everyMs", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toHaveBeenCalledTimes(1);
    h.change();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toHaveBeenCalledTimes(2);
    // Checks without a change run nothing before everyMs has passed.
    await h.advance(55_000);
    expect(h.runs).toHaveBeenCalledTimes(2);
    await h.advance(5_000);
    expect(h.runs).toHaveBeenCalledTimes(3);
  });

  it("never overlaps runs: a change during a run asks for one more after it", async () => {
    let finish: (sent: number) => void = () => {};
    const h = harness(() => new Promise<number>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    h.change();
    h.change();
    expect(h.runs).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toHaveBeenCalledTimes(2);
    finish(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toHaveBeenCalledTimes(2);
  });

  it("reports a failed run and keeps going; stop ends both triggers", async () => {
    const h = harness(() => Promise.reject(new Error("database away")));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.errors).toHaveLength(1);
    h.change();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.errors).toHaveLength(2);
    job?.stop();
    expect(h.listeners.size).toBe(0);
    await h.advance(120_000);
    expect(h.runs).toHaveBeenCalledTimes(2);
  });
});
