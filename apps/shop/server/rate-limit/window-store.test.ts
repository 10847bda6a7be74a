// Both stores of the abuse limits, to one table of cases: the in-process one always, the Redis
// one against the real Redis when REDIS_URL is set (CI's services; skipped with the reason).
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAbuseLimit } from "./abuse-limit.ts";
import { createMemoryWindowStore } from "./memory-window-store.ts";
import { createRedisWindowStore } from "./redis-window-store.ts";
import type { WindowStore } from "./window-store.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const redisUrl = process.env.REDIS_URL;
const prefix = `test:shop-limit:${randomUUID()}:`;
let redis: Redis | undefined;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const stores: { name: string; skip?: string; open: () => WindowStore }[] = [
  { name: "memory", open: () => createMemoryWindowStore() },
  {
    name: "redis",
    ...(redisUrl ? {} : { skip: "REDIS_URL is not set" }),
    open: () => {
      redis ??= new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
      return createRedisWindowStore(redis, prefix);
    },
  },
];

/** Resolves once `key` may act again: the store's own clock (Redis's, or ours) ended its window. */
async function untilAllowed(limit: ReturnType<typeof createAbuseLimit>, key: string) {
  const until = Date.now() + scaled(10_000);
  while (!(await limit.check(key)).allowed) {
    if (Date.now() > until) throw new Error(`${key} was still refused after its window`);
    await sleep(20);
  }
}

describe.each(stores)("the $name store", ({ skip, open }) => {
  it("allows the limit, refuses the next with Retry-After, and starts again after the window", async (ctx) => {
    if (skip) ctx.skip(skip);
    const limit = createAbuseLimit(open(), { name: "form", limit: 3, windowMs: 1000 });
    const key = randomUUID();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limit.take(key));
    expect(verdicts).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    expect(await limit.take(randomUUID())).toEqual({ allowed: true });
    await untilAllowed(limit, key);
    expect(await limit.take(key)).toEqual({ allowed: true });
  });

  it("checks a budget without spending it, and refuses once it is spent", async (ctx) => {
    if (skip) ctx.skip(skip);
    const limit = createAbuseLimit(open(), { name: "failures", limit: 2, windowMs: 60_000 });
    const key = randomUUID();
    expect(await limit.check(key)).toEqual({ allowed: true });
    expect(await limit.check(key)).toEqual({ allowed: true });
    expect(await limit.take(key)).toEqual({ allowed: true });
    expect(await limit.check(key)).toEqual({ allowed: true });
    expect(await limit.take(key)).toEqual({ allowed: true });
    expect(await limit.check(key)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limit.check(randomUUID())).toEqual({ allowed: true });
  });

  it("forgets what it checks once the window ends", async (ctx) => {
    if (skip) ctx.skip(skip);
    const limit = createAbuseLimit(open(), { name: "short", limit: 1, windowMs: 300 });
    const key = randomUUID();
    await limit.take(key);
    expect((await limit.check(key)).allowed).toBe(false);
    await untilAllowed(limit, key);
    expect(await limit.take(key)).toEqual({ allowed: true });
  });

  it("counts each limit's keys apart", async (ctx) => {
    if (skip) ctx.skip(skip);
    const store = open();
    const a = createAbuseLimit(store, { name: "a", limit: 1, windowMs: 60_000 });
    const b = createAbuseLimit(store, { name: "b", limit: 1, windowMs: 60_000 });
    const key = randomUUID();
    expect(await a.take(key)).toEqual({ allowed: true });
    expect(await b.take(key)).toEqual({ allowed: true });
    expect(await a.take(key)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("the Redis store shared by two instances", () => {
  it("refuses on the second instance what the first one spent", async (ctx) => {
    if (!redisUrl) ctx.skip("REDIS_URL is not set");
    const second = new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
    try {
      const rule = { name: "shared", limit: 2, windowMs: 60_000 };
      const key = randomUUID();
      const one = createAbuseLimit(stores[1]!.open(), rule);
      const two = createAbuseLimit(createRedisWindowStore(second, prefix), rule);
      expect(await one.take(key)).toEqual({ allowed: true });
      expect(await two.take(key)).toEqual({ allowed: true });
      expect((await one.take(key)).allowed).toBe(false);
      expect(await second.pttl(`${prefix}shared:${key}`)).toBeGreaterThan(59_000);
    } finally {
      await second.quit();
    }
  });
});

describe("a store that fails", () => {
  it("lets the form through and reports the error", async () => {
    const errors: unknown[] = [];
    const failing: WindowStore = {
      hit: () => Promise.reject(new Error("connection refused")),
      peek: () => Promise.reject(new Error("connection refused")),
    };
    const limit = createAbuseLimit(failing, { name: "x", limit: 1, windowMs: 1000 }, (error) =>
      errors.push(error),
    );
    expect(await limit.take("k")).toEqual({ allowed: true });
    expect(await limit.check("k")).toEqual({ allowed: true });
    expect(errors).toHaveLength(2);
  });
});

describe("the memory store", () => {
  it("forgets the oldest key past maxKeys", async () => {
    const store = createMemoryWindowStore({ maxKeys: 2 });
    await store.hit("a", 60_000);
    await store.hit("b", 60_000);
    await store.hit("c", 60_000);
    expect((await store.hit("a", 60_000)).count).toBe(1);
    expect((await store.hit("c", 60_000)).count).toBe(2);
  });

  it("peeks at a window without counting, and at none as zero", async () => {
    let now = 0;
    const store = createMemoryWindowStore({ now: () => now });
    expect(await store.peek("a")).toEqual({ count: 0, resetInMs: 0 });
    await store.hit("a", 1000);
    now = 400;
    expect(await store.peek("a")).toEqual({ count: 1, resetInMs: 600 });
    expect(await store.peek("a")).toEqual({ count: 1, resetInMs: 600 });
    now = 1000;
    expect(await store.peek("a")).toEqual({ count: 0, resetInMs: 0 });
  });
});
