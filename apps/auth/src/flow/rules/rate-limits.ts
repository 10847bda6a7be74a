// The flow rate limits of flow-api.md §5.4: a token per attempt under keys
// `passcode/{ip}/{email}` (3 per minute) and `password/{ip}/{identifier}` (5 per minute),
// shared across instances when the limiter is Redis-backed. When a key runs dry the flow
// answers 429 `rate_limit_exceeded` with the seconds until the window resets in the payload.
import type { FlowDeps } from "../flows/flow-deps.ts";

export type LimitKind = "passcode" | "password";

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function limitKey(kind: LimitKind, ip: string, subject: string): string {
  return `${kind}/${ip}/${subject}`;
}

export async function takeToken(
  deps: FlowDeps,
  kind: LimitKind,
  subject: string,
): Promise<LimitResult> {
  const rules = deps.policy.rateLimits;
  if (rules === undefined) return { allowed: true };
  const result = await deps.rateLimiter.consume(
    limitKey(kind, deps.client.ip, subject),
    rules[kind],
  );
  return result.allowed
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: result.retryAfterSeconds };
}
