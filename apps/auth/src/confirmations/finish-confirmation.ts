// The end of a successful ceremony, in the caller's transaction: the confirmation is marked
// confirmed with the hash of a fresh token, only if no other request confirmed it and it did not
// expire meanwhile (one conditional UPDATE), and `confirmation_succeeded` is audited with it.
// The token itself leaves only in the answer.
import type { Kysely } from "@kretsbutiken/database";
import { auditRecorder } from "../audit/audit-recorder.ts";
import type { AuthDatabase, ConfirmationsTable } from "../db/schema.ts";
import { CONFIRMATION_TOKEN_TTL_MS, type ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { openConfirmationRefusal } from "./confirmation-state.ts";
import { createConfirmationStore } from "./confirmation-store.ts";
import { confirmationTokenHash, newConfirmationToken } from "./confirmation-token.ts";

export type ConfirmationMethod = "webauthn" | "passcode";

export type Confirmed = { ok: true; token: string; expiresAt: string };

export async function finishConfirmation(
  trx: Kysely<AuthDatabase>,
  ctx: ConfirmationContext,
  row: ConfirmationsTable,
  method: ConfirmationMethod,
): Promise<Confirmed | ConfirmationRefusal> {
  const now = ctx.deps.clock.now();
  const store = createConfirmationStore(trx);
  const token = newConfirmationToken();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS).toISOString();
  const confirmed = await store.confirm(row.id, {
    method,
    tokenHash: confirmationTokenHash(token),
    at: now.toISOString(),
    tokenExpiresAt: expiresAt,
  });
  if (!confirmed) {
    // Another request got there first (or the clock ran out between check and write).
    const current = await store.findOf(ctx.userId, row.id);
    return refuse(openConfirmationRefusal(current, now) ?? "confirmation_used");
  }
  await auditRecorder(ctx.deps.audit.within(trx), ctx.client).record({
    type: "confirmation_succeeded",
    userId: ctx.userId,
    details: { action: row.action, method, confirmation_id: row.id },
  });
  return { ok: true, token, expiresAt };
}
