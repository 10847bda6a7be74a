// Two user writes the flows need that the UserStore contract (services.ts) does not offer yet:
// giving an existing user a username (`onboarding_username`) and adding an address without
// verification (`onboarding_email` with verification off, B8). Kept behind this small interface
// so that they move into UserStore once the contract has them; until then the username is
// written here and the address through the users module's email store.
import { atomically, isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../../db/schema.ts";
import type { Clock } from "../../services.ts";
import { createEmailStore } from "../../users/email-store.ts";

export type UserDetailsResult = "ok" | "taken";

export interface UserDetailsWriter {
  setUsername(userId: string, username: string): Promise<UserDetailsResult>;
  /** Primary when the user has no primary address yet. */
  addEmail(
    userId: string,
    address: string,
    options: { verified: boolean; limit: number },
  ): Promise<UserDetailsResult>;
}

export function createUserDetailsWriter(db: Kysely<AuthDatabase>, clock: Clock): UserDetailsWriter {
  const emails = createEmailStore(db, clock);
  return {
    async setUsername(userId, username) {
      try {
        // A savepoint of the request's transaction: a taken name must not abort the rest.
        await atomically(db, (trx) =>
          trx
            .updateTable("users")
            .set({ username: username.trim().toLowerCase(), updated_at: clock.now().toISOString() })
            .where("id", "=", userId)
            .execute(),
        );
        return "ok";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    async addEmail(userId, address, options) {
      const result = await emails.add(userId, address, { ...options, signInAddress: true });
      // A user at the address limit has addresses, so onboarding never asks; treat as taken.
      return result.ok ? "ok" : "taken";
    },
  };
}
