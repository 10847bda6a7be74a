import { describe, expect, it } from "vitest";
import type { RateLimitRule } from "../services.ts";
import { createRateLimiter } from "./create-rate-limiter.ts";

function fakeClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const threePerMinute: RateLimitRule = { tokens: 3, intervalSeconds: 60 };

// Each step advances the clock by `after` ms, takes one token, and expects the result.
type Step = { after?: number; allowed: boolean; retryAfterSeconds: number; remaining: number };

const sequences: { name: string; rule: RateLimitRule; steps: Step[] }[] = [
  {
    name: "allows 3, blocks the 4th with the seconds left in the window",
    rule: threePerMinute,
    steps: [
      { allowed: true, retryAfterSeconds: 0, remaining: 2 },
      { after: 1_000, allowed: true, retryAfterSeconds: 0, remaining: 1 },
      { after: 1_000, allowed: true, retryAfterSeconds: 0, remaining: 0 },
      { after: 500, allowed: false, retryAfterSeconds: 58, remaining: 0 },
      { after: 57_400, allowed: false, retryAfterSeconds: 1, remaining: 0 },
    ],
  },
  {
    name: "rounds a blocked client's wait up, never to 0",
    rule: { tokens: 1, intervalSeconds: 60 },
    steps: [
      { allowed: true, retryAfterSeconds: 0, remaining: 0 },
      { after: 59_999, allowed: false, retryAfterSeconds: 1, remaining: 0 },
    ],
  },
  {
    name: "starts a fresh window once the old one has reset",
    rule: threePerMinute,
    steps: [
      { allowed: true, retryAfterSeconds: 0, remaining: 2 },
      { allowed: true, retryAfterSeconds: 0, remaining: 1 },
      { allowed: true, retryAfterSeconds: 0, remaining: 0 },
      { allowed: false, retryAfterSeconds: 60, remaining: 0 },
      { after: 60_000, allowed: true, retryAfterSeconds: 0, remaining: 2 },
    ],
  },
  {
    name: "a window is fixed: takes late in it do not extend it",
    rule: { tokens: 2, intervalSeconds: 10 },
    steps: [
      { allowed: true, retryAfterSeconds: 0, remaining: 1 },
      { after: 9_000, allowed: true, retryAfterSeconds: 0, remaining: 0 },
      { after: 500, allowed: false, retryAfterSeconds: 1, remaining: 0 },
      { after: 500, allowed: true, retryAfterSeconds: 0, remaining: 1 },
    ],
  },
  {
    name: "zero tokens blocks everything",
    rule: { tokens: 0, intervalSeconds: 5 },
    steps: [{ allowed: false, retryAfterSeconds: 5, remaining: 0 }],
  },
];

describe("createRateLimiter (memory)", () => {
  it.each(sequences)("$name", async ({ rule, steps }) => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock });
    expect(steps.length).toBeGreaterThan(0);
    for (const [index, { after = 0, ...expected }] of steps.entries()) {
      clock.advance(after);
      expect(await limiter.consume("passcode/1.2.3.4/a@b.se", rule), `step ${index}`).toEqual(
        expected,
      );
    }
  });

  it("counts keys separately", async () => {
    const limiter = createRateLimiter(undefined, "test:", { clock: fakeClock() });
    const rule = { tokens: 1, intervalSeconds: 60 };
    expect((await limiter.consume("a", rule)).allowed).toBe(true);
    expect((await limiter.consume("b", rule)).allowed).toBe(true);
    expect((await limiter.consume("a", rule)).allowed).toBe(false);
  });

  it("keeps at most maxKeys windows, forgetting the oldest", async () => {
    const limiter = createRateLimiter(undefined, "test:", { clock: fakeClock(), maxKeys: 2 });
    const rule = { tokens: 1, intervalSeconds: 60 };
    for (const key of ["a", "b", "c"]) await limiter.consume(key, rule);
    // "a" was dropped to make room for "c", so it starts afresh; "c" is still counted.
    expect((await limiter.consume("a", rule)).allowed).toBe(true);
    expect((await limiter.consume("c", rule)).allowed).toBe(false);
  });

  it("a flood of new keys cannot flush a window that holds someone back", async () => {
    const limiter = createRateLimiter(undefined, "test:", { clock: fakeClock(), maxKeys: 100 });
    const password = { tokens: 5, intervalSeconds: 60 };
    for (let i = 0; i < 5; i++) await limiter.consume("password/203.0.113.7/victim", password);
    expect((await limiter.consume("password/203.0.113.7/victim", password)).allowed).toBe(false);
    for (let i = 0; i < 10_000; i++)
      await limiter.consume(`password/198.51.100.1/spray-${i}`, password);
    expect((await limiter.consume("password/203.0.113.7/victim", password)).allowed).toBe(false);
  });

  it("past maxKeys drops down to 90 % of it, the oldest windows that limit nobody first", async () => {
    const limiter = createRateLimiter(undefined, "test:", { clock: fakeClock(), maxKeys: 15 });
    const rule = { tokens: 2, intervalSeconds: 60 };
    // Sixteen windows, one over the cap: down to 13 (90 % of 15, rounded down), so the three
    // oldest go and the fourth stays.
    for (let i = 0; i < 16; i++) await limiter.consume(`k${i}`, rule);
    expect(await limiter.consume("k3", rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      remaining: 0,
    });
    expect(await limiter.consume("k2", rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      remaining: 1,
    });
  });

  it("drops nothing while at most maxKeys windows are kept", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 10 });
    const rule = { tokens: 2, intervalSeconds: 600 };
    for (let i = 0; i < 9; i++) await limiter.consume(`k${i}`, rule);
    // A minute on, ten windows: at the cap, not over it.
    clock.advance(60_000);
    await limiter.consume("k9", rule);
    expect((await limiter.consume("k0", rule)).remaining).toBe(0);
  });

  it("over the cap, lets windows ending this very millisecond go before any that still count", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 3 });
    const once = { tokens: 1, intervalSeconds: 1 };
    const twice = { tokens: 2, intervalSeconds: 600 };
    await limiter.consume("ending-1", once);
    await limiter.consume("ending-2", once);
    await limiter.consume("counting", twice);
    clock.advance(1_000); // the first two windows end now
    await limiter.consume("new", twice);
    // Four windows, one over the cap: the two that ended go, and "counting" keeps its take.
    expect((await limiter.consume("counting", twice)).remaining).toBe(0);
  });

  it("over the cap, drops no window that still counts when ended ones free enough room", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 10 });
    const twice = { tokens: 2, intervalSeconds: 600 };
    await limiter.consume("ending", { tokens: 2, intervalSeconds: 1 });
    for (let i = 0; i < 9; i++) await limiter.consume(`k${i}`, twice);
    clock.advance(1_000);
    // Eleven windows: "ending" goes, which leaves exactly ten, the cap, so k0 keeps its take.
    await limiter.consume("new", twice);
    expect((await limiter.consume("k0", twice)).remaining).toBe(0);
  });

  it("counts a window whose last token is taken as one that limits, and keeps it", async () => {
    const limiter = createRateLimiter(undefined, "test:", { clock: fakeClock(), maxKeys: 3 });
    const once = { tokens: 1, intervalSeconds: 60 };
    await limiter.consume("victim", once);
    for (const key of ["a", "b", "c"])
      await limiter.consume(key, { tokens: 2, intervalSeconds: 60 });
    expect((await limiter.consume("victim", once)).allowed).toBe(false);
  });

  it("counts a window started anew as the newest when choosing what to drop", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 3 });
    const short = { tokens: 2, intervalSeconds: 1 };
    const long = { tokens: 2, intervalSeconds: 600 };
    await limiter.consume("k0", short);
    await limiter.consume("k1", long);
    await limiter.consume("k2", long);
    clock.advance(2_000);
    await limiter.consume("k0", short);
    // Four windows: down to two, the oldest first; k0's new window is younger than k1 and k2.
    await limiter.consume("k3", long);
    expect((await limiter.consume("k0", short)).remaining).toBe(0);
    expect((await limiter.consume("k1", long)).remaining).toBe(1);
  });

  it("prunes expired windows instead of growing without bound", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 3 });
    const rule = { tokens: 1, intervalSeconds: 1 };
    for (let i = 0; i < 3; i++) await limiter.consume(`old-${i}`, rule);
    clock.advance(61_000);
    await limiter.consume("fresh-1", rule);
    await limiter.consume("fresh-2", rule);
    await limiter.consume("fresh-3", rule);
    // Over the cap the ended windows go first: had they stayed, the cap would have evicted
    // fresh-1 by now.
    expect((await limiter.consume("fresh-1", rule)).allowed).toBe(false);
  });
});
