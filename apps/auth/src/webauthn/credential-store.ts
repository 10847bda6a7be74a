// Stored passkeys and security keys (flow-api.md §3.2), over the caller's database or
// transaction. Renames and deletes name the owner, so nobody touches another user's key.
import { atomically, isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, WebauthnCredentialsTable } from "../db/schema.ts";

export interface CredentialStore {
  listOf(userId: string): Promise<WebauthnCredentialsTable[]>;
  /** Any user's credential by its id (an assertion names it). */
  find(id: string): Promise<WebauthnCredentialsTable | undefined>;
  /** After a verified assertion: the authenticator's new counter and backup state. */
  recordUse(
    id: string,
    use: { signCount: number; backupState: boolean; at: string },
  ): Promise<void>;
  /** False when a credential of that id is stored already (for anyone). */
  insert(row: WebauthnCredentialsTable): Promise<boolean>;
  /** False when the user has no credential of that id. */
  rename(userId: string, id: string, name: string): Promise<boolean>;
  remove(userId: string, id: string): Promise<boolean>;
}

export function createCredentialStore(db: Kysely<AuthDatabase>): CredentialStore {
  return {
    listOf: (userId) =>
      db
        .selectFrom("webauthn_credentials")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),

    find: (id) =>
      db.selectFrom("webauthn_credentials").selectAll().where("id", "=", id).executeTakeFirst(),

    async recordUse(id, use) {
      await db
        .updateTable("webauthn_credentials")
        .set({
          sign_count: use.signCount,
          backup_state: use.backupState ? 1 : 0,
          last_used_at: use.at,
        })
        .where("id", "=", id)
        .execute();
    },

    async insert(row) {
      try {
        // A savepoint: a duplicate must not abort the caller's transaction.
        await atomically(db, (trx) => trx.insertInto("webauthn_credentials").values(row).execute());
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async rename(userId, id, name) {
      const result = await db
        .updateTable("webauthn_credentials")
        .set({ name })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(userId, id) {
      const result = await db
        .deleteFrom("webauthn_credentials")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
