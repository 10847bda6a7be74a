// Rate limits of confirmations, per user (the session names them) and shared across instances
// through Redis like every limit: opening one (10 in 5 minutes; a person needs one per risky
// action) and mailing a code for one (5 in 5 minutes, first mails and resends together), so a
// stolen session cannot flood the user's inbox or try codes without end.
import type { AuthDeps, RateLimitRule } from "../services.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";

export const CONFIRMATION_LIMITS = {
  "confirmation-open": { tokens: 10, intervalSeconds: 300 },
  "confirmation-passcode": { tokens: 5, intervalSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>;

/** A refusal when the user's bucket is dry, else undefined (a token was taken). */
export async function takeConfirmationToken(
  deps: Pick<AuthDeps, "config" | "rateLimiter">,
  kind: keyof typeof CONFIRMATION_LIMITS,
  userId: string,
): Promise<ConfirmationRefusal | undefined> {
  if (!deps.config.rateLimit.enabled) return undefined;
  const result = await deps.rateLimiter.consume(`${kind}/${userId}`, CONFIRMATION_LIMITS[kind]);
  return result.allowed
    ? undefined
    : refuse("confirmation_rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
}
