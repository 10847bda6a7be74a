import { describe, expect, it } from "vitest";
import { createFixedWindowLimiter } from "./fixed-window-limiter.ts";

describe("fixed window limiter", () => {
  it("allows the budget per key and window, then refuses until the window ends", () => {
    let now = 0;
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([true, true, false]);
    expect(limiter.take("b")).toBe(true);
    now = 1000;
    expect(limiter.take("a")).toBe(true);
  });

  it("keeps at most maxKeys keys, forgetting the oldest", () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect(limiter.take("a")).toBe(true);
  });

  it("starts a key's window at its first attempt, not at the clock's zero", () => {
    let now = 5_000;
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 1000, now: () => now });
    expect(limiter.take("a")).toBe(true);
    now = 5_500;
    expect(limiter.take("a")).toBe(false);
    now = 6_000;
    expect(limiter.take("a")).toBe(true);
  });

  it("forgets no key while there is room for it", () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect([limiter.take("a"), limiter.take("b"), limiter.take("c")]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("counts a key whose window started again as the newest, forgetting an older one first", () => {
    let now = 0;
    const limiter = createFixedWindowLimiter({
      limit: 1,
      windowMs: 1000,
      maxKeys: 3,
      now: () => now,
    });
    limiter.take("a");
    now = 500;
    limiter.take("b");
    now = 1000;
    expect(limiter.take("a")).toBe(true);
    limiter.take("c");
    limiter.take("d");
    // "b" was the oldest and is forgotten; "a", whose window started at 1000, is still counted.
    expect(limiter.take("a")).toBe(false);
    expect(limiter.take("b")).toBe(true);
  });
});
