import { describe, expect, it } from "vitest";
import { createFlowLock } from "./create-flow-lock.ts";

function fakeClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("createFlowLock (memory)", () => {
  it("refuses a second acquire while held, without waiting", async () => {
    const lock = createFlowLock(undefined, 15, "test:");
    const release = await lock.tryAcquire("flow-1");
    expect(release).toBeTypeOf("function");
    expect(await lock.tryAcquire("flow-1")).toBeUndefined();
  });

  it("locks flows independently", async () => {
    const lock = createFlowLock(undefined, 15, "test:");
    expect(await lock.tryAcquire("flow-1")).toBeDefined();
    expect(await lock.tryAcquire("flow-2")).toBeDefined();
  });

  it("can be taken again after release", async () => {
    const lock = createFlowLock(undefined, 15, "test:");
    const release = await lock.tryAcquire("flow-1");
    await release?.();
    expect(await lock.tryAcquire("flow-1")).toBeDefined();
  });

  it("frees itself after the TTL, and a stale release does not free the new owner", async () => {
    const clock = fakeClock();
    const lock = createFlowLock(undefined, 15, "test:", { clock });
    const stale = await lock.tryAcquire("flow-1");
    clock.advance(14_999);
    expect(await lock.tryAcquire("flow-1")).toBeUndefined();
    clock.advance(1);
    const owner = await lock.tryAcquire("flow-1");
    expect(owner).toBeDefined();
    await stale?.();
    expect(await lock.tryAcquire("flow-1")).toBeUndefined();
    await owner?.();
    expect(await lock.tryAcquire("flow-1")).toBeDefined();
  });

  it("releasing twice is harmless", async () => {
    const lock = createFlowLock(undefined, 15, "test:");
    const first = await lock.tryAcquire("flow-1");
    await first?.();
    const second = await lock.tryAcquire("flow-1");
    await first?.();
    expect(second).toBeDefined();
    expect(await lock.tryAcquire("flow-1")).toBeUndefined();
  });

  it("sweeps expired holds whose release never ran", async () => {
    const clock = fakeClock();
    const lock = createFlowLock(undefined, 1, "test:", { clock });
    for (let i = 0; i < 1000; i++) await lock.tryAcquire(`abandoned-${i}`);
    clock.advance(2_000);
    for (let i = 0; i < 1100; i++) await lock.tryAcquire(`live-${i}`);
    // All live holds are still exclusive after the sweep ran.
    expect(await lock.tryAcquire("live-0")).toBeUndefined();
    expect(await lock.tryAcquire("abandoned-0")).toBeDefined();
  });
});
