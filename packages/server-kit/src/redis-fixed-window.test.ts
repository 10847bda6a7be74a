import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRedisFixedWindow } from "./redis-fixed-window.ts";

const redisUrl = process.env.REDIS_URL;
const prefix = `test:server-kit:${randomUUID()}:`;
let redis: Redis | undefined;

function connect(): Redis {
  redis ??= new Redis(redisUrl ?? "", { maxRetriesPerRequest: 1 });
  return redis;
}

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe("createRedisFixedWindow", () => {
  it("counts hits in one window that ends when it was opened to", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const window = createRedisFixedWindow(connect(), prefix);
    const first = await window.hit("a", 60_000);
    const second = await window.hit("a", 1_000);
    expect([first.count, second.count]).toEqual([1, 2]);
    // The second hit does not move the end: the window is still the first one's minute.
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await connect().pttl(`${prefix}a`)).toBeGreaterThan(50_000);
  });

  it("reads a window without counting, and nothing for a window never opened", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const window = createRedisFixedWindow(connect(), prefix);
    expect(await window.peek("b")).toEqual({ count: 0, resetInMs: 0 });
    await window.hit("b", 60_000);
    const peeked = await window.peek("b");
    expect(peeked.count).toBe(1);
    expect(peeked.resetInMs).toBeGreaterThan(50_000);
    expect((await window.peek("b")).count).toBe(1);
  });

  it("gives a key left without an expiry one, rather than counting it forever", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    await connect().set(`${prefix}c`, "7");
    expect((await createRedisFixedWindow(connect(), prefix).peek("c")).resetInMs).toBe(0);
    const hit = await createRedisFixedWindow(connect(), prefix).hit("c", 5_000);
    expect(hit).toEqual({ count: 8, resetInMs: 5_000 });
    expect(await connect().pttl(`${prefix}c`)).toBeGreaterThan(0);
  });
});
