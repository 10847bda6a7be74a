// Why a confirmation was not given or not accepted, as the shop tells the user: the sign-in
// provider's stable `error` codes (apps/auth/README.md "Confirmations for risky actions"),
// plus the shop's own two: no token came with the form, and the provider did not answer.

export const CONFIRMATION_REFUSALS = [
  "confirmation_not_found",
  "confirmation_expired",
  "confirmation_attempts_exceeded",
  "confirmation_used",
  "confirmation_failed",
  "confirmation_mismatch",
  "confirmation_method_unavailable",
  "confirmation_passcode_not_sent",
  "confirmation_rate_limited",
  "confirmation_missing",
  "confirmation_unavailable",
] as const;

export type ConfirmationRefusal = (typeof CONFIRMATION_REFUSALS)[number];

/** A provider's code as one the shop knows; anything else counts as the provider failing. */
export function confirmationRefusal(code: unknown): ConfirmationRefusal {
  return (CONFIRMATION_REFUSALS as readonly unknown[]).includes(code)
    ? (code as ConfirmationRefusal)
    : "confirmation_unavailable";
}
