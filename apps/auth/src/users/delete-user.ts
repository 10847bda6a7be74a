import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

/** Deletes the user; emails, password, passcodes and sessions go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Kysely<AuthDatabase>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
