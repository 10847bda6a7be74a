// Confirmation rows, over the caller's database or transaction. Every change that must happen
// at most once or a bounded number of times (a try, confirming, redeeming) is one conditional
// UPDATE whose affected-row count says whether this request won: concurrent requests can never
// both confirm, both redeem, or between them try more than three times.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, ConfirmationsTable } from "../db/schema.ts";

/** Failed tries (assertions and codes together) after which a confirmation is dead. */
export const MAX_CONFIRMATION_ATTEMPTS = 3;

export interface ConfirmationStore {
  insert(row: ConfirmationsTable): Promise<void>;
  /** The user's confirmation of that id; another user's is as unknown as a missing one. */
  findOf(userId: string, id: string): Promise<ConfirmationsTable | undefined>;
  findByTokenHash(tokenHash: string): Promise<ConfirmationsTable | undefined>;
  setPasscode(id: string, passcodeId: string): Promise<void>;
  /**
   * Takes one of the three tries before a ceremony is checked, so that parallel guesses cannot
   * outrun the count; the count after it, or undefined when the confirmation is not the
   * user's, is confirmed, out of tries or expired at `at`.
   */
  takeAttempt(userId: string, id: string, at: string): Promise<number | undefined>;
  /** False when it was confirmed meanwhile or expired (`at`). */
  confirm(
    id: string,
    change: { method: string; tokenHash: string; at: string; tokenExpiresAt: string },
  ): Promise<boolean>;
  /** False unless confirmed, unredeemed, unexpired at `at`, the user's and for `actionHash`. */
  redeem(
    id: string,
    expected: { userId: string; actionHash: string; at: string },
  ): Promise<boolean>;
}

export function createConfirmationStore(db: Kysely<AuthDatabase>): ConfirmationStore {
  return {
    async insert(row) {
      await db.insertInto("confirmations").values(row).execute();
    },

    findOf: (userId, id) =>
      db
        .selectFrom("confirmations")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    findByTokenHash: (tokenHash) =>
      db
        .selectFrom("confirmations")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst(),

    async setPasscode(id, passcodeId) {
      await db
        .updateTable("confirmations")
        .set({ passcode_id: passcodeId })
        .where("id", "=", id)
        .execute();
    },

    async takeAttempt(userId, id, at) {
      const result = await db
        .updateTable("confirmations")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("confirmed_at", "is", null)
        .where("attempts", "<", MAX_CONFIRMATION_ATTEMPTS)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return undefined;
      const row = await db
        .selectFrom("confirmations")
        .select("attempts")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.attempts;
    },

    async confirm(id, { method, tokenHash, at, tokenExpiresAt }) {
      const result = await db
        .updateTable("confirmations")
        .set({ method, token_hash: tokenHash, confirmed_at: at, expires_at: tokenExpiresAt })
        .where("id", "=", id)
        .where("confirmed_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async redeem(id, { userId, actionHash, at }) {
      const result = await db
        .updateTable("confirmations")
        .set({ redeemed_at: at })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("action_hash", "=", actionHash)
        .where("confirmed_at", "is not", null)
        .where("redeemed_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
