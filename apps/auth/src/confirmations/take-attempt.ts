// The start of every try at confirming: the confirmation must still be open, and one of its
// three tries is spent before the assertion or code is even looked at (a conditional UPDATE),
// so a burst of parallel guesses gets three checks, not one per request. A right answer spends
// its try too; it ends the confirmation anyway.
import type { ConfirmationsTable } from "../db/schema.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { openConfirmationRefusal } from "./confirmation-state.ts";
import { createConfirmationStore, MAX_CONFIRMATION_ATTEMPTS } from "./confirmation-store.ts";

export type Attempt = { ok: true; row: ConfirmationsTable; attemptsLeft: number };

export async function takeAttempt(
  ctx: ConfirmationContext,
  id: string,
): Promise<Attempt | ConfirmationRefusal> {
  const store = createConfirmationStore(ctx.deps.db);
  const now = ctx.deps.clock.now();
  const attempts = await store.takeAttempt(ctx.userId, id, now.toISOString());
  const row = await store.findOf(ctx.userId, id);
  if (attempts === undefined || row === undefined) {
    return refuse(openConfirmationRefusal(row, now) ?? "confirmation_not_found");
  }
  return { ok: true, row, attemptsLeft: Math.max(0, MAX_CONFIRMATION_ATTEMPTS - attempts) };
}
