// Fixed windows in Redis, so every instance of a server on one Redis shares the counts: the
// auth server's rate limits (flow-api.md §5.4 `store: redis`) and the shop's abuse limits. One
// Lua script makes count-and-expire atomic.
import type { Redis } from "ioredis";

/** A window's count and the milliseconds until it ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface FixedWindow {
  /** Counts one more in `key`'s window, opening a window of `windowMs` if none is open. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The window's count without counting: { count: 0, resetInMs: 0 } when none is open. */
  peek(key: string): Promise<WindowCount>;
}

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

/** Windows kept under `${prefix}${key}`. */
export function createRedisFixedWindow(redis: Redis, prefix: string): FixedWindow {
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
