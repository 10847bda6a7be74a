// Where a confirmation stands in the page (confirm-with-passkey.tsx): not asked yet, being
// opened, waiting for a passkey (with a code as the other way), waiting for a mailed code, or
// confirmed and the form on its way. The refusals that end a confirmation need a new one.
import type { ConfirmationRefusal } from "../../../domain/confirmations/confirmation-refusal.ts";
import type { ConfirmationMessage } from "./confirmation-messages.ts";

export type ConfirmationStep =
  | { name: "closed" }
  | { name: "opening" }
  | { name: "passkey"; id: string; options: unknown }
  | { name: "code"; id: string; sentTo: string | undefined; resent: boolean }
  | { name: "done" };

export interface ShownProblem {
  message: ConfirmationMessage;
  values?: Record<string, string | number>;
  /** The confirmation is over: only starting again helps. */
  final: boolean;
}

const FINAL: readonly ConfirmationRefusal[] = [
  "confirmation_not_found",
  "confirmation_expired",
  "confirmation_attempts_exceeded",
  "confirmation_used",
  "confirmation_method_unavailable",
  "confirmation_mismatch",
];

/** A refusal as the dialog shows it; a wrong code says how many tries remain. */
export function problemOf(refusal: ConfirmationRefusal, attemptsLeft?: number): ShownProblem {
  if (refusal === "confirmation_failed" && attemptsLeft !== undefined) {
    return attemptsLeft > 0
      ? { message: "confirm.triesLeft", values: { count: attemptsLeft }, final: false }
      : { message: "confirmation_attempts_exceeded", final: true };
  }
  return { message: refusal, final: FINAL.includes(refusal) };
}
