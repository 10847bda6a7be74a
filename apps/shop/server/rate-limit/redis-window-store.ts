// Fixed windows in Redis, so every instance of the shop on one Redis shares the counts (the
// auth server's store, apps/auth/src/rate-limit/redis-rate-limiter.ts). One Lua script makes
// count-and-expire atomic.
import type { Redis } from "ioredis";
import type { WindowStore } from "./window-store.ts";

// Returns { count in this window, ms until it ends }. A key without an expiry can only be left
// over from elsewhere; it gets one rather than blocking forever.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// The same without counting: { count, ms until the window ends }, { 0, 0 } for no window.
const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return { 0, 0 } end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return { tonumber(count), ttl }
`;

/** Keys are `${prefix}${key}`. */
export function createRedisWindowStore(redis: Redis, prefix: string): WindowStore {
  return {
    async hit(key, windowMs) {
      const [count, resetInMs] = (await redis.eval(HIT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs };
    },
    async peek(key) {
      const [count, resetInMs] = (await redis.eval(PEEK, 1, `${prefix}${key}`)) as [number, number];
      return { count, resetInMs };
    },
  };
}
