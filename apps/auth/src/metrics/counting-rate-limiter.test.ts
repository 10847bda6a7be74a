import { describe, expect, it } from "vitest";
import type { RateLimiter, RateLimitResult } from "../services.ts";
import { countingRateLimiter, rateLimitScope } from "./counting-rate-limiter.ts";

const RULE = { tokens: 1, intervalSeconds: 60 };

describe("rateLimitScope", () => {
  it.each([
    ["passcode/203.0.113.7/jane@example.com", "passcode"],
    ["passcode-email/jane@example.com/203.0.113.7", "passcode-email"],
    ["token_exchange/2001:db8::1", "token_exchange"],
    ["/saml/callback/203.0.113.7", "saml"],
    ["203.0.113.7/passcode", "other"],
    ["Jane@Example.com", "other"],
    ["", "other"],
  ])("%s is %s", (key, scope) => {
    expect(rateLimitScope(key)).toBe(scope);
  });
});

describe("countingRateLimiter", () => {
  const answering = (allowed: boolean): RateLimiter => ({
    consume: () => Promise.resolve({ allowed, retryAfterSeconds: 30, remaining: 0 }),
  });

  it("counts a refusal by scope and answers what the limiter answered", async () => {
    const scopes: string[] = [];
    const limiter = countingRateLimiter(answering(false), {
      rateLimitRefused: (scope) => scopes.push(scope),
    });
    const result: RateLimitResult = await limiter.consume("password-ip/203.0.113.7", RULE);
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 30, remaining: 0 });
    expect(scopes).toEqual(["password-ip"]);
  });

  it("counts nothing for an allowed request", async () => {
    const scopes: string[] = [];
    const limiter = countingRateLimiter(answering(true), {
      rateLimitRefused: (scope) => scopes.push(scope),
    });
    expect((await limiter.consume("password-ip/203.0.113.7", RULE)).allowed).toBe(true);
    expect(scopes).toEqual([]);
  });

  it("passes a failing limiter's error on, counting nothing", async () => {
    const scopes: string[] = [];
    const down = new Error("redis down");
    const limiter = countingRateLimiter(
      { consume: () => Promise.reject(down) },
      { rateLimitRefused: (scope) => scopes.push(scope) },
    );
    await expect(limiter.consume("passcode-ip/203.0.113.7", RULE)).rejects.toBe(down);
    expect(scopes).toEqual([]);
  });
});
