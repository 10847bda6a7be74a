// A failed try (a wrong assertion or code, or a token redeemed for another action): audited as
// `confirmation_failed` with its reason. A try at confirming was already counted when it began
// (take-attempt.ts); the third ends the confirmation.
import type { Kysely } from "@kretsbutiken/database";
import { auditRecorder } from "../audit/audit-recorder.ts";
import type { AuthDatabase, ConfirmationsTable } from "../db/schema.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";

export type ConfirmationFailureReason =
  "unknown_credential" | "invalid_assertion" | "wrong_passcode" | "action_mismatch";

/** Over the caller's database or transaction. */
export async function recordConfirmationFailure(
  db: Kysely<AuthDatabase>,
  ctx: ConfirmationContext,
  row: ConfirmationsTable,
  failure: { method: string; reason: ConfirmationFailureReason },
): Promise<void> {
  await auditRecorder(ctx.deps.audit.within(db), ctx.client).record({
    type: "confirmation_failed",
    userId: ctx.userId,
    error: failure.reason,
    details: { action: row.action, ...failure, confirmation_id: row.id },
  });
}

/** Audits a failed ceremony (its try was taken before); the answer says how many are left. */
export async function failConfirmation(
  db: Kysely<AuthDatabase>,
  ctx: ConfirmationContext,
  attempt: { row: ConfirmationsTable; attemptsLeft: number },
  failure: { method: string; reason: Exclude<ConfirmationFailureReason, "action_mismatch"> },
): Promise<ConfirmationRefusal> {
  await recordConfirmationFailure(db, ctx, attempt.row, failure);
  return refuse("confirmation_failed", { attemptsLeft: attempt.attemptsLeft });
}
