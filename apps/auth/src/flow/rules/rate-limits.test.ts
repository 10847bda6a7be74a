import { describe, expect, it } from "vitest";
import { readAuthConfig } from "../../config/config.ts";
import { createRateLimiter } from "../../rate-limit/create-rate-limiter.ts";
import type { FlowDeps } from "../flows/flow-deps.ts";
import { flowPolicy } from "../flows/flow-policy.ts";
import { takeToken } from "./rate-limits.ts";

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
