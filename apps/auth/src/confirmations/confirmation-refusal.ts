// Why a confirmation request was refused: expected outcomes, so values rather than exceptions.
// Each has a stable code the shop can switch on and the HTTP status the route answers with.

export const CONFIRMATION_ERROR_STATUS = {
  /** Unknown, or another user's (never told apart). */
  confirmation_not_found: 404,
  /** The 5 minutes to confirm, or the token's 2 minutes, are over. */
  confirmation_expired: 410,
  /** Three failed tries ended it; open a new one. */
  confirmation_attempts_exceeded: 410,
  /** Confirmed already, or its token redeemed already. */
  confirmation_used: 409,
  /** The assertion or the code was wrong; `attempts_left` says how many tries remain. */
  confirmation_failed: 401,
  /** The token was issued for another action or other details; it stays unredeemed. */
  confirmation_mismatch: 409,
  /** No passkey to sign with, no verified primary address to mail, or passkeys are off. */
  confirmation_method_unavailable: 400,
  /** A code was sent for checking before any was mailed. */
  confirmation_passcode_not_sent: 400,
  confirmation_rate_limited: 429,
} as const;

export type ConfirmationErrorCode = keyof typeof CONFIRMATION_ERROR_STATUS;

export interface ConfirmationRefusal {
  ok: false;
  error: ConfirmationErrorCode;
  /** After a failed try. */
  attemptsLeft?: number;
  /** With `confirmation_rate_limited`. */
  retryAfterSeconds?: number;
}

export function refuse(
  error: ConfirmationErrorCode,
  extra: Pick<ConfirmationRefusal, "attemptsLeft" | "retryAfterSeconds"> = {},
): ConfirmationRefusal {
  return { ok: false, error, ...extra };
}
