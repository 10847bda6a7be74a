// Whether a confirmation can still be confirmed, checked before any ceremony is verified. The
// order matters to the answer: a confirmed one is `used` even after its token expired, and one
// that ran out of tries says so rather than `expired`.
import type { ConfirmationsTable } from "../db/schema.ts";
import { MAX_CONFIRMATION_ATTEMPTS } from "./confirmation-store.ts";
import type { ConfirmationErrorCode } from "./confirmation-refusal.ts";

export function openConfirmationRefusal(
  row: ConfirmationsTable | undefined,
  now: Date,
): ConfirmationErrorCode | undefined {
  if (row === undefined) return "confirmation_not_found";
  if (row.confirmed_at !== null) return "confirmation_used";
  if (row.attempts >= MAX_CONFIRMATION_ATTEMPTS) return "confirmation_attempts_exceeded";
  if (row.expires_at <= now.toISOString()) return "confirmation_expired";
  return undefined;
}
