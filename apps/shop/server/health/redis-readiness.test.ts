import { afterEach, describe, expect, it } from "vitest";
import { openRedis } from "../rate-limit/open-redis.ts";
import { redisReadiness } from "./redis-readiness.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const REDIS_URL = process.env.REDIS_URL;
const opened: { quit(): Promise<unknown>; disconnect(): void }[] = [];
afterEach(async () => {
  for (const redis of opened.splice(0)) await redis.quit().catch(() => redis.disconnect());
});

describe("redisReadiness", () => {
  it.skipIf(REDIS_URL === undefined)("passes while Redis answers", async () => {
    const redis = openRedis(REDIS_URL!, () => {});
    opened.push(redis);
    // Not ready before the connection is (commands fail at once until then).
    await new Promise((resolve) => redis.once("ready", resolve));
    await expect(redisReadiness(redis).check()).resolves.toBe("PONG");
  });

  it("fails, without waiting, when nothing answers at the address", async () => {
    // A port nothing listens on: the connection is refused and commands fail at once.
    const redis = openRedis("redis://127.0.0.1:1", () => {});
    opened.push(redis);
    const started = Date.now();
    await expect(redisReadiness(redis).check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(scaled(2500));
  });
});
