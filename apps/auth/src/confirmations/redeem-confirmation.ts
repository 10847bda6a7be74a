// The shop, about to carry out a risky action, redeems the token the user's browser brought
// back, naming the action and details it is about to carry out. The token is found by its
// hash; it must be the signed-in user's, confirmed, unexpired and unredeemed, and for exactly
// this action: the hash is computed again from what the shop names. A token for another
// action is refused without being used up, so the shop can still redeem it for the action the
// user confirmed, while the mismatch is audited. Redeeming is one conditional UPDATE: of two
// concurrent redeems, one wins.
import { actionHash } from "./action-hash.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { createConfirmationStore } from "./confirmation-store.ts";
import { confirmationTokenHash } from "./confirmation-token.ts";
import { recordConfirmationFailure } from "./fail-confirmation.ts";

export interface Redeemed {
  ok: true;
  userId: string;
  action: string;
  actionHash: string;
  method: string;
  confirmedAt: string;
}

export async function redeemConfirmation(
  ctx: ConfirmationContext,
  input: { token: string; action: string; details: Record<string, unknown> },
): Promise<Redeemed | ConfirmationRefusal> {
  const { deps, userId } = ctx;
  const store = createConfirmationStore(deps.db);
  const row = await store.findByTokenHash(confirmationTokenHash(input.token));
  // Another user's token is as unknown as a made-up one.
  if (row === undefined || row.user_id !== userId) return refuse("confirmation_not_found");
  if (row.redeemed_at !== null) return refuse("confirmation_used");
  const now = deps.clock.now().toISOString();
  if (row.expires_at <= now) return refuse("confirmation_expired");
  if (row.action_hash !== actionHash(input.action, input.details)) {
    await deps.db.transaction().execute((trx) =>
      recordConfirmationFailure(trx, ctx, row, {
        method: row.method ?? "",
        reason: "action_mismatch",
      }),
    );
    return refuse("confirmation_mismatch");
  }
  const won = await store.redeem(row.id, { userId, actionHash: row.action_hash, at: now });
  if (!won) return refuse("confirmation_used");
  return {
    ok: true,
    userId,
    action: row.action,
    actionHash: row.action_hash,
    method: row.method ?? "",
    confirmedAt: row.confirmed_at ?? "",
  };
}
