// The rate limiter of flow-api.md §5.4: a fixed window of `tokens` per `intervalSeconds` for
// each key (keys such as `passcode/{ip}/{email}` are built by the callers). Redis when the
// server has one, so instances share limits; process memory otherwise. Redis failures are
// thrown as they come from ioredis; the flow engine answers them with 500 technical_error,
// as Hanko does ("rate limiter failed").
import type { Redis } from "ioredis";
import type { RateLimiter } from "../services.ts";
import { createMemoryRateLimiter, type MemoryRateLimiterOptions } from "./memory-rate-limiter.ts";
import { createRedisRateLimiter } from "./redis-rate-limiter.ts";

/** Redis keys are `${prefix}rl:${key}`; `options` apply to the in-memory store only. */
export function createRateLimiter(
  redis: Redis | undefined,
  prefix: string,
  options: MemoryRateLimiterOptions = {},
): RateLimiter {
  return redis === undefined
    ? createMemoryRateLimiter(options)
    : createRedisRateLimiter(redis, prefix);
}
