import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createFlowLock } from "./create-flow-lock.ts";

const redisUrl = process.env.REDIS_URL;
const prefix = `test:flow-lock:${randomUUID()}:`;
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

describe("createFlowLock (Redis)", () => {
  it("refuses a second acquire while held and allows it after release", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const lock = createFlowLock(connect(), 15, prefix);
    const release = await lock.tryAcquire("flow-1");
    expect(release).toBeTypeOf("function");
    expect(await lock.tryAcquire("flow-1")).toBeUndefined();
    await release?.();
    const again = await lock.tryAcquire("flow-1");
    expect(again).toBeDefined();
    await again?.();
  });

  it("uses the key `${prefix}flow:lock:${flowId}` with the TTL", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    const release = await createFlowLock(redis, 15, prefix).tryAcquire("flow-key");
    const ttl = await redis.pttl(`${prefix}flow:lock:flow-key`);
    expect(ttl).toBeGreaterThan(14_000);
    expect(ttl).toBeLessThanOrEqual(15_000);
    await release?.();
    expect(await redis.exists(`${prefix}flow:lock:flow-key`)).toBe(0);
  });

  it("frees itself after the TTL, and a stale release does not free the new owner", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    const lock = createFlowLock(redis, 1, prefix);
    const stale = await lock.tryAcquire("flow-ttl");
    expect(await lock.tryAcquire("flow-ttl")).toBeUndefined();
    await untilExpired(redis, `${prefix}flow:lock:flow-ttl`);
    const owner = await lock.tryAcquire("flow-ttl");
    expect(owner).toBeDefined();
    await stale?.();
    expect(await lock.tryAcquire("flow-ttl")).toBeUndefined();
    await owner?.();
  });

  it("a release by someone else's token does nothing", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const redis = connect();
    const lock = createFlowLock(redis, 15, prefix);
    const release = await lock.tryAcquire("flow-owner");
    // Another holder's lock value, as if our TTL had run out and someone else took it.
    await redis.set(`${prefix}flow:lock:flow-owner`, "someone-else", "PX", 15_000);
    await release?.();
    expect(await redis.get(`${prefix}flow:lock:flow-owner`)).toBe("someone-else");
  });

  it("two instances on one Redis exclude each other", async (ctx) => {
    if (redisUrl === undefined) ctx.skip("REDIS_URL is not set");
    const a = createFlowLock(connect(), 15, prefix);
    const b = createFlowLock(connect(), 15, prefix);
    const [first, second] = await Promise.all([a.tryAcquire("flow-2"), b.tryAcquire("flow-2")]);
    expect([first, second].filter((release) => release !== undefined)).toHaveLength(1);
    await (first ?? second)?.();
    const afterRelease = await b.tryAcquire("flow-2");
    expect(afterRelease).toBeDefined();
    expect(await a.tryAcquire("flow-2")).toBeUndefined();
    await afterRelease?.();
  });
});
