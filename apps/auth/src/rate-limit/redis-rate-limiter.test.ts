import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "./create-rate-limiter.ts";

const redisUrl = process.env.REDIS_URL;
const prefix = `test:rate-limit:${randomUUID()}:`;
const connections: Redis[] = [];

function connect(): Redis {
  const redis = new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
  connections.push(redis);
  return redis;
}

afterAll(async () => {
  const [first] = connections;
  if (first !== undefined) {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  await Promise.all(connections.map((redis) => redis.quit()));
});

/** Resolves once Redis has expired `key` (its own clock, not ours, ends the window). */
async function untilExpired(redis: Redis, key: string) {
  while ((await redis.exists(key)) === 1) await sleep(20);
}

describe("createRateLimiter (Redis)", () => {
  it("allows 3, blocks the 4th with retry-after, and resets after the window", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    const limiter = createRateLimiter(redis, prefix);
    const rule = { tokens: 3, intervalSeconds: 1 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume("seq", rule));
    expect(results).toEqual([
      { allowed: true, retryAfterSeconds: 0, remaining: 2 },
      { allowed: true, retryAfterSeconds: 0, remaining: 1 },
      { allowed: true, retryAfterSeconds: 0, remaining: 0 },
      { allowed: false, retryAfterSeconds: 1, remaining: 0 },
    ]);
    await untilExpired(redis, `${prefix}rl:seq`);
    expect(await limiter.consume("seq", rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      remaining: 2,
    });
  });

  it("stores the window under `${prefix}rl:${key}` with an expiry", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    await createRateLimiter(redis, prefix).consume("passcode/1.2.3.4/a@b.se", {
      tokens: 3,
      intervalSeconds: 60,
    });
    const key = `${prefix}rl:passcode/1.2.3.4/a@b.se`;
    expect(await redis.get(key)).toBe("1");
    expect(await redis.pttl(key)).toBeGreaterThan(59_000);
  });

  it("repairs a window key that has lost its expiry", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    await redis.set(`${prefix}rl:stuck`, "99");
    const result = await createRateLimiter(redis, prefix).consume("stuck", {
      tokens: 3,
      intervalSeconds: 2,
    });
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 2, remaining: 0 });
    expect(await redis.pttl(`${prefix}rl:stuck`)).toBeGreaterThan(0);
  });

  it("shares counts between two limiters (two server instances) on one Redis", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const a = createRateLimiter(connect(), prefix);
    const b = createRateLimiter(connect(), prefix);
    const rule = { tokens: 3, intervalSeconds: 60 };
    const allowed = [];
    for (const limiter of [a, b, a, b])
      allowed.push((await limiter.consume("shared", rule)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    const blocked = await a.consume("shared", rule);
    expect(blocked.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it("keeps limiters with different prefixes apart", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    const rule = { tokens: 1, intervalSeconds: 60 };
    expect((await createRateLimiter(redis, `${prefix}a:`).consume("k", rule)).allowed).toBe(true);
    expect((await createRateLimiter(redis, `${prefix}b:`).consume("k", rule)).allowed).toBe(true);
  });

  it("takes concurrent tokens atomically", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const limiters = [connect(), connect(), connect()].map((r) => createRateLimiter(r, prefix));
    const rule = { tokens: 5, intervalSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => limiters[i % 3]!.consume("burst", rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});
