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
});
