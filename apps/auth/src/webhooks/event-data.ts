// The `data` of an event, read from the database when the event is queued rather than from
// the audit entry (which AUDIT_LOG_MASK may have masked): the user as the admin API shows one
// (Hanko's user: id, emails, username, times), or just its id once the user is gone.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

export interface WebhookUserData {
  id: string;
  username?: string | null;
  emails?: { id: string; address: string; is_verified: boolean; is_primary: boolean }[];
  created_at?: string;
  updated_at?: string;
}

export async function eventData(
  db: Kysely<AuthDatabase>,
  userId: string | null,
): Promise<WebhookUserData | Record<string, never>> {
  if (userId === null) return {};
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "created_at", "updated_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return { id: userId };
  const emails = await db
    .selectFrom("emails")
    .select(["id", "address", "verified", "is_primary"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return {
    id: user.id,
    username: user.username,
    emails: emails.map((email) => ({
      id: email.id,
      address: email.address,
      is_verified: email.verified === 1,
      is_primary: email.is_primary === 1,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
