// The answer to one take, shared by the memory and Redis stores so both round alike.
import type { RateLimitResult } from "../services.ts";

/** The result for the `count`th take in a window that resets in `resetInMs`. */
export function rateLimitResult(count: number, tokens: number, resetInMs: number): RateLimitResult {
  const allowed = count <= tokens;
  return {
    allowed,
    // Whole seconds, rounded up so a blocked client never retries a moment too early (≥ 1).
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)),
    remaining: Math.max(0, tokens - count),
  };
}
