// Process-local fixed windows (flow-api.md §5.4 `store: in_memory`). Memory stays bounded:
// expired windows are swept at most once per sweep interval, and past `maxKeys` the oldest
// windows are dropped (which forgets, i.e. relaxes, those keys' limits rather than growing).
import type { Clock, RateLimiter, RateLimitResult, RateLimitRule } from "../services.ts";
import { rateLimitResult } from "./rate-limit-result.ts";

export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /** Most windows kept at once; default 100 000 (a few MB). */
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? { now: () => new Date() };
  const maxKeys = options.maxKeys ?? 100_000;
  // Insertion order doubles as age order: a new window is (re)inserted at the end.
  const windows = new Map<string, Window>();
  let nextSweepAt = 0;

  const sweep = (now: number) => {
    nextSweepAt = now + SWEEP_INTERVAL_MS;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= now) {
        windows.delete(key);
        window = { count: 0, resetAt: now + rule.intervalSeconds * 1000 };
        windows.set(key, window);
        if (now >= nextSweepAt || windows.size > maxKeys) sweep(now);
      }
      window.count += 1;
      return Promise.resolve(rateLimitResult(window.count, rule.tokens, window.resetAt - now));
    },
  };
}
