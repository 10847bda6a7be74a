// Fixed windows in Redis, so every server instance on one Redis shares the counts
// (flow-api.md §5.4 `store: redis`): the window itself is server-kit's, shared with the shop.
import { createRedisFixedWindow } from "@kretsbutiken/server-kit";
import type { Redis } from "ioredis";
import type { RateLimiter, RateLimitResult, RateLimitRule } from "../services.ts";
import { rateLimitResult } from "./rate-limit-result.ts";

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const window = createRedisFixedWindow(redis, `${prefix}rl:`);
  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const { count, resetInMs } = await window.hit(key, rule.intervalSeconds * 1000);
      return rateLimitResult(count, rule.tokens, resetInMs);
    },
  };
}
