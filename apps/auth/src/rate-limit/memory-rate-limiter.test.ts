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

  it("prunes expired windows instead of growing without bound", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(undefined, "test:", { clock, maxKeys: 3 });
    const rule = { tokens: 1, intervalSeconds: 1 };
    for (let i = 0; i < 3; i++) await limiter.consume(`old-${i}`, rule);
    clock.advance(61_000);
    await limiter.consume("fresh-1", rule);
    await limiter.consume("fresh-2", rule);
    await limiter.consume("fresh-3", rule);
    // Had the expired windows survived, the cap would have evicted fresh-1 by now.
    expect((await limiter.consume("fresh-1", rule)).allowed).toBe(false);
  });
});
