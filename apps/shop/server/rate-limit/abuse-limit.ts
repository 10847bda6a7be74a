// A budget of attempts per key in a fixed window, over a shared or in-process store: what
// stops one client (or one e-mail address, or one order number) from using a public form at
// speed. A refusal says when to come back (Retry-After).
import type { WindowStore } from "./window-store.ts";

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AbuseLimit {
  /** Spends one attempt for `key`. */
  take(key: string): Promise<LimitVerdict>;
  /** Whether `key` has an attempt left, spending none (for limits spent only on failure). */
  check(key: string): Promise<LimitVerdict>;
}

export interface AbuseLimitRule {
  /** Names the limit in the store's keys: `${name}:${key}`. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * When the store fails (Redis away), the form is served rather than refused: a limit that
 * takes the shop down with it would do the abusers' work. `onStoreError` logs it.
 */
export function createAbuseLimit(
  store: WindowStore,
  rule: AbuseLimitRule,
  onStoreError: (error: unknown) => void = () => {},
): AbuseLimit {
  const refusal = (resetInMs: number): LimitVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  });
  return {
    async take(key) {
      try {
        const { count, resetInMs } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
        return count <= rule.limit ? { allowed: true } : refusal(resetInMs);
      } catch (error) {
        onStoreError(error);
        return { allowed: true };
      }
    },
    async check(key) {
      try {
        const { count, resetInMs } = await store.peek(`${rule.name}:${key}`);
        return count < rule.limit ? { allowed: true } : refusal(resetInMs);
      } catch (error) {
        onStoreError(error);
        return { allowed: true };
      }
    },
  };
}

/** Spends an attempt from each limit in turn; the first refusal answers. */
export async function takeAll(
  attempts: readonly (readonly [AbuseLimit, string])[],
): Promise<LimitVerdict> {
  for (const [limit, key] of attempts) {
    const verdict = await limit.take(key);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}
