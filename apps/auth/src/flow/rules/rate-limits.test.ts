import { describe, expect, it } from "vitest";
import { readAuthConfig } from "../../config/config.ts";
import { createRateLimiter } from "../../rate-limit/create-rate-limiter.ts";
import type { FlowDeps } from "../flows/flow-deps.ts";
import { flowPolicy } from "../flows/flow-policy.ts";
import { takePasswordTurn, takeToken, takeTokenExchangeTurn } from "./rate-limits.ts";

/** The parts of FlowDeps that rate limiting reads, on the real in-memory limiter. */
let current = Date.parse("2026-03-01T10:00:00Z");
const clock = {
  now: () => new Date(current),
  advance: (ms: number) => {
    current += ms;
  },
};

function limits() {
  const rateLimiter = createRateLimiter(undefined, "test:", { clock });
  const policy = flowPolicy(readAuthConfig({}));
  return (ip: string) =>
    ({
      policy,
      rateLimiter,
      client: { ip, userAgent: undefined, language: "en" },
    }) as unknown as FlowDeps;
}

async function attempts(
  take: () => Promise<{ allowed: boolean }>,
  count: number,
): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await take()).allowed);
  return answers;
}

describe("passcode rate limits", () => {
  it("allow 3 mails a minute for one address from one IP (Hanko's key)", async () => {
    const deps = limits();
    const answers = await attempts(
      () => takeToken(deps("10.0.0.1"), "passcode", "a@example.se"),
      4,
    );
    expect(answers).toEqual([true, true, true, false]);
  });

  it("stop one IP from mailing a 31st address within 10 minutes", async () => {
    const deps = limits();
    let n = 0;
    const answers = await attempts(
      () => takeToken(deps("10.0.0.2"), "passcode", `kund${n++}@example.se`),
      31,
    );
    expect(answers.slice(0, 30).every(Boolean)).toBe(true);
    expect(answers[30]).toBe(false);
  });

  it("stop an 11th mail to one address from one IP within an hour", async () => {
    const deps = limits();
    const answers: boolean[] = [];
    for (let minute = 0; minute < 4; minute += 1) {
      // Three a minute is Hanko's own limit; spread over minutes, the hourly one decides.
      answers.push(
        ...(await attempts(() => takeToken(deps("10.0.1.1"), "passcode", "utsatt@example.se"), 3)),
      );
      clock.advance(61_000);
    }
    expect(answers.slice(0, 10).every(Boolean)).toBe(true);
    expect(answers[10]).toBe(false);
  });

  it("let the owner through while other IPs exhaust their share of the address", async () => {
    const deps = limits();
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      for (let minute = 0; minute < 4; minute += 1) {
        await attempts(() => takeToken(deps(ip), "passcode", "agare@example.se"), 3);
        clock.advance(61_000);
      }
      expect((await takeToken(deps(ip), "passcode", "agare@example.se")).allowed).toBe(false);
    }
    expect((await takeToken(deps("203.0.113.50"), "passcode", "agare@example.se")).allowed).toBe(
      true,
    );
  });

  it("stop the 101st mail to one address within an hour, from any IPs (the inbox's ceiling)", async () => {
    const deps = limits();
    let n = 0;
    const answers = await attempts(
      () =>
        takeToken(
          deps(`10.0.${Math.floor(n / 250)}.${n++ % 250}`),
          "passcode",
          "inkorg@example.se",
        ),
      101,
    );
    expect(answers.slice(0, 100).every(Boolean)).toBe(true);
    expect(answers[100]).toBe(false);
  });

  it("report the latest reset among the exhausted windows", async () => {
    const deps = limits();
    let n = 0;
    for (let i = 0; i < 100; i += 1)
      await takeToken(deps(`10.0.2.${n++}`), "passcode", "b@example.se");
    const refused = await takeToken(deps("10.0.3.200"), "passcode", "b@example.se");
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(600);
  });
});

describe("password rate limits", () => {
  it("allow 5 attempts a minute per identifier and IP, untouched by passcode limits", async () => {
    const deps = limits();
    const answers = await attempts(
      () => takeToken(deps("10.0.0.3"), "password", "a@example.se"),
      6,
    );
    expect(answers).toEqual([true, true, true, true, true, false]);
  });
});

describe("the password back-off per account", () => {
  const ip = (n: number) => `10.9.${Math.floor(n / 250)}.${n % 250}`;

  it("lets 5 attempts through from any IPs, then pauses 1, 2, 4 … seconds between attempts", async () => {
    const deps = limits();
    const account = crypto.randomUUID();
    const take = (n: number) => takePasswordTurn(deps(ip(n)), account);
    expect(await attempts(() => take(0), 6)).toEqual([true, true, true, true, true, true]);
    // The sixth opened a one-second pause.
    expect(await take(7)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    // Attempt 8 opens a pause of 2^(8-6) = 4 s.
    expect((await take(8)).allowed).toBe(true);
    expect(await take(9)).toEqual({ allowed: false, retryAfterSeconds: 4 });
    expect((await takePasswordTurn(deps(ip(10)), crypto.randomUUID())).allowed).toBe(true);
  });

  it("never pauses for longer than five minutes, however hard it is hammered", async () => {
    const deps = limits();
    const account = crypto.randomUUID();
    const waits: number[] = [];
    // An attempt a second for half an hour, each from another IP.
    for (let n = 0; n < 1800; n++) {
      const turn = await takePasswordTurn(deps(ip(n)), account);
      if (!turn.allowed) waits.push(turn.retryAfterSeconds);
      clock.advance(1_000);
    }
    expect(Math.max(...waits)).toBeGreaterThan(250);
    expect(Math.max(...waits)).toBeLessThanOrEqual(300);
    // The owner, told to wait, gets through after waiting that long.
    let turn = await takePasswordTurn(deps("192.0.2.1"), account);
    while (!turn.allowed) {
      clock.advance(turn.retryAfterSeconds * 1000);
      turn = await takePasswordTurn(deps("192.0.2.1"), account);
      expect(turn.allowed).toBe(true);
    }
  });

  it("starts over an hour after the first attempt", async () => {
    const deps = limits();
    const account = crypto.randomUUID();
    await attempts(() => takePasswordTurn(deps(ip(1)), account), 8);
    clock.advance(3_600_000);
    expect(await attempts(() => takePasswordTurn(deps(ip(2)), account), 6)).toEqual(
      Array(6).fill(true),
    );
  });
});

describe("token exchange rate limit (§5.4 token_limits)", () => {
  it("allows 3 exchanges a minute per IP, tells how long to wait, and starts over after it", async () => {
    const deps = limits();
    expect(await attempts(() => takeTokenExchangeTurn(deps("198.51.100.1")), 4)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const refused = await takeTokenExchangeTurn(deps("198.51.100.1"));
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another IP has its own bucket.
    expect((await takeTokenExchangeTurn(deps("198.51.100.2"))).allowed).toBe(true);
    clock.advance(61_000);
    expect((await takeTokenExchangeTurn(deps("198.51.100.1"))).allowed).toBe(true);
  });

  it("is off with rate limiting off", async () => {
    const rateLimiter = createRateLimiter(undefined, "test:", { clock });
    const policy = flowPolicy(readAuthConfig({ RATE_LIMIT_ENABLED: "false" }));
    const deps = {
      policy,
      rateLimiter,
      client: { ip: "198.51.100.3", userAgent: undefined, language: "en" },
    } as unknown as FlowDeps;
    expect(await attempts(() => takeTokenExchangeTurn(deps), 10)).toEqual(Array(10).fill(true));
  });
});
