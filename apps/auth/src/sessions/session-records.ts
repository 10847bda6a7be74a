// Server-side session rows (flow-api.md §6.2 steps 3–4, §6.3). Deleting a row revokes its token.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, SessionsTable } from "../db/schema.ts";

// Browsers send long user agents; anything longer than this is not a real one.
const USER_AGENT_MAX = 512;

export interface SessionRecords {
  /** Deletes the user's expired sessions and, at `limit`, the oldest ones; then inserts `row`. */
  insert(row: SessionsTable, limit: number): Promise<void>;
  find(id: string): Promise<SessionsTable | undefined>;
  /** The user's sessions that have not expired at `at`, newest first. */
  listOf(userId: string, at: string): Promise<SessionsTable[]>;
  touch(id: string, at: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Deletes the session only if it is the user's; true when one was deleted. */
  removeOf(userId: string, id: string): Promise<boolean>;
  removeAllOf(userId: string): Promise<void>;
}

export function createSessionRecords(db: Kysely<AuthDatabase>): SessionRecords {
  return {
    async insert(row, limit) {
      await atomically(db, async (trx) => {
        await trx
          .deleteFrom("sessions")
          .where("user_id", "=", row.user_id)
          .where("expires_at", "<=", row.created_at)
          .execute();
        const live = await trx
          .selectFrom("sessions")
          .select("id")
          .where("user_id", "=", row.user_id)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .execute();
        // Keep the newest limit-1 so that, with the new one, the user has at most `limit`.
        const excess = live.slice(Math.max(limit - 1, 0)).map((session) => session.id);
        if (excess.length > 0) await trx.deleteFrom("sessions").where("id", "in", excess).execute();
        await trx
          .insertInto("sessions")
          .values({ ...row, user_agent: row.user_agent?.slice(0, USER_AGENT_MAX) ?? null })
          .execute();
      });
    },

    find: (id) => db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst(),

    listOf: (userId, at) =>
      db
        .selectFrom("sessions")
        .selectAll()
        .where("user_id", "=", userId)
        .where("expires_at", ">", at)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute(),

    async touch(id, at) {
      await db
        .updateTable("sessions")
        .set({ last_used: at, updated_at: at })
        .where("id", "=", id)
        .execute();
    },

    async remove(id) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },

    async removeOf(userId, id) {
      const result = await db
        .deleteFrom("sessions")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async removeAllOf(userId) {
      await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    },
  };
}
