// A signed-in user's own email addresses: the v2 REST endpoints (flow-api.md Appendix A) and,
// later, the profile flow's email actions. Outcomes a user can cause are result values.
import {
  atomically,
  isUniqueViolation,
  type Kysely,
  type Transaction,
} from "@kretsbutiken/database";
import type { AuthDatabase, EmailsTable } from "../db/schema.ts";
import type { Clock } from "../services.ts";
import { normalizeAddress } from "./normalize.ts";

export type AddEmailResult =
  { ok: true; email: EmailsTable } | { ok: false; reason: "limit_reached" | "already_exists" };

export type EmailChangeResult = "ok" | "not_found" | "primary" | "unverified";

export interface EmailStore {
  list(userId: string): Promise<EmailsTable[]>;
  /**
   * Adds an address, unless at `limit` or verified by someone (an unverified one may be held
   * by several accounts). It is primary only when verified and the user has no primary.
   */
  add(
    userId: string,
    address: string,
    options: {
      verified: boolean;
      limit: number;
      /**
       * The address the account signs in with, given at onboarding without verification
       * (EMAIL_REQUIRE_VERIFICATION=false): primary when the user has none, even unverified.
       */
      signInAddress?: boolean;
      /**
       * Store it unverified even when someone has verified it, so that the answer does not tell
       * (no existence hints). It stays unverified: a code for it goes to its owner.
       */
      evenIfOwned?: boolean;
    },
  ): Promise<AddEmailResult>;
  /** Only a verified address can be primary (docs/decisions/0016). */
  setPrimary(userId: string, emailId: string): Promise<Exclude<EmailChangeResult, "primary">>;
  /**
   * The primary address cannot be deleted (Appendix A: 409), unless `allowPrimary` (the
   * profile, where an optional address may go when it is the user's last).
   */
  remove(
    userId: string,
    emailId: string,
    options?: { allowPrimary?: boolean },
  ): Promise<EmailChangeResult>;
}

export function createEmailStore(db: Kysely<AuthDatabase>, clock: Clock): EmailStore {
  const now = () => clock.now().toISOString();
  const list = (userId: string, executor: Kysely<AuthDatabase> = db) =>
    executor
      .selectFrom("emails")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();

  // Updating the user row first makes PostgreSQL lock it, so two concurrent changes for one
  // user queue up instead of both passing the limit check (SQLite serialises writes anyway).
  const lockUser = (trx: Transaction<AuthDatabase>, userId: string, at: string) =>
    trx.updateTable("users").set({ updated_at: at }).where("id", "=", userId).executeTakeFirst();

  return {
    list: (userId) => list(userId),

    async add(userId, address, { verified, limit, signInAddress = false, evenIfOwned = false }) {
      const at = now();
      try {
        return await atomically(db, async (trx): Promise<AddEmailResult> => {
          await lockUser(trx, userId, at);
          const emails = await list(userId, trx);
          if (emails.length >= limit) return { ok: false, reason: "limit_reached" };
          const normalized = normalizeAddress(address);
          const owned = await trx
            .selectFrom("emails")
            .select("id")
            .where("address", "=", normalized)
            .where("verified", "=", 1)
            .executeTakeFirst();
          if (owned && (verified || !evenIfOwned)) return { ok: false, reason: "already_exists" };
          const email: EmailsTable = {
            id: crypto.randomUUID(),
            user_id: userId,
            address: normalized,
            verified: verified ? 1 : 0,
            is_primary:
              (verified || signInAddress) && !emails.some((e) => e.is_primary === 1) ? 1 : 0,
            created_at: at,
            updated_at: at,
          };
          await trx.insertInto("emails").values(email).execute();
          return { ok: true, email };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "already_exists" };
        throw error;
      }
    },

    async setPrimary(userId, emailId) {
      const at = now();
      return atomically(db, async (trx) => {
        await lockUser(trx, userId, at);
        const email = (await list(userId, trx)).find((e) => e.id === emailId);
        if (!email) return "not_found";
        if (email.verified !== 1) return "unverified";
        await trx
          .updateTable("emails")
          .set({ is_primary: 0, updated_at: at })
          .where("user_id", "=", userId)
          .where("id", "!=", emailId)
          .where("is_primary", "=", 1)
          .execute();
        await trx
          .updateTable("emails")
          .set({ is_primary: 1, updated_at: at })
          .where("id", "=", emailId)
          .execute();
        return "ok";
      });
    },

    async remove(userId, emailId, { allowPrimary = false } = {}) {
      const at = now();
      return atomically(db, async (trx) => {
        await lockUser(trx, userId, at);
        const email = (await list(userId, trx)).find((e) => e.id === emailId);
        if (!email) return "not_found";
        if (email.is_primary === 1 && !allowPrimary) return "primary";
        await trx.deleteFrom("emails").where("id", "=", emailId).execute();
        return "ok";
      });
    },
  };
}
