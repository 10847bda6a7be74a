// Process-local fixed windows (flow-api.md §5.4 `store: in_memory`). Memory stays bounded:
// past `maxKeys` windows, the ended ones are swept and, if that is not enough, windows are
// dropped down to 90 % of it (so a flood does not make every request scan the map). An ended
// window answers as a missing one, so sweeping only then (not on a timer as well) changes no
// answer, and memory never holds more than `maxKeys` windows either way. Dropping
// forgets a limit, so what goes first are windows that limit nobody yet, oldest first: a
// client creating keys by the thousand (about 1,100 a second emptied the old map in two
// minutes) cannot flush the windows that hold someone back. Several instances need Redis.
import type { Clock, RateLimiter, RateLimitResult, RateLimitRule } from "../services.ts";
import { rateLimitResult } from "./rate-limit-result.ts";

export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /** Most windows kept at once; default 100 000 (a few MB). */
  maxKeys?: number;
}

interface Window {
  count: number;
  tokens: number;
  resetAt: number;
}

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? { now: () => new Date() };
  const maxKeys = options.maxKeys ?? 100_000;
  // Insertion order doubles as age order: a new window is (re)inserted at the end.
  const windows = new Map<string, Window>();

  /** Forgets ended windows; one ending this very millisecond has ended, as consume sees it. */
  const dropExpired = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };

  /** Past `maxKeys`: ended windows go, then down to 90 %, windows that limit nobody first. */
  const enforceCap = (now: number) => {
    dropExpired(now);
    if (windows.size <= maxKeys) return;
    const target = Math.floor(maxKeys * 0.9);
    const limiting = (window: Window) => window.count >= window.tokens;
    for (const [key, window] of windows) {
      if (windows.size <= target) return;
      if (!limiting(window)) windows.delete(key);
    }
    for (const key of windows.keys()) {
      if (windows.size <= target) return;
      windows.delete(key);
    }
  };

  return {
    consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= now) {
        windows.delete(key);
        window = { count: 0, tokens: rule.tokens, resetAt: now + rule.intervalSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      // After counting, so the cap sees whether the new window already limits its key.
      if (windows.size > maxKeys) enforceCap(now);
      return Promise.resolve(rateLimitResult(window.count, rule.tokens, window.resetAt - now));
    },
  };
}
