// A user write the onboarding states need: adding an address without verification
// (`onboarding_email` with verification off, B8, through the users module's email store).
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../../db/schema.ts";
import type { Clock } from "../../services.ts";
import { createEmailStore } from "../../users/email-store.ts";

export type UserDetailsResult = "ok" | "taken";

export interface UserDetailsWriter {
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
    async addEmail(userId, address, options) {
      const result = await emails.add(userId, address, { ...options, signInAddress: true });
      // A user at the address limit has addresses, so onboarding never asks; treat as taken.
      return result.ok ? "ok" : "taken";
    },
  };
}
