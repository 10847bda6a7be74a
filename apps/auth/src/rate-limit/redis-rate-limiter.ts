// Fixed windows in Redis, so every server instance on one Redis shares the counts
// (flow-api.md §5.4 `store: redis`). One Lua script makes take-and-expire atomic.
import type { Redis } from "ioredis";
import type { RateLimiter, RateLimitResult, RateLimitRule } from "../services.ts";
import { rateLimitResult } from "./rate-limit-result.ts";

// Returns { count in this window, ms until the window resets }. A key without an expiry can
// only be left over from elsewhere; it gets one rather than blocking forever.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const intervalMs = rule.intervalSeconds * 1000;
      const reply = (await redis.eval(TAKE, 1, `${prefix}rl:${key}`, intervalMs)) as [
        number,
        number,
      ];
      const [count, resetInMs] = reply;
      return rateLimitResult(count, rule.tokens, resetInMs);
    },
  };
}
