// Consent remembered per user and client: the newest unexpired grant the two share, found by
// the columns openid-model-store.ts writes beside each grant.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

export async function latestGrantId(
  db: Kysely<AuthDatabase>,
  accountId: string,
  clientId: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom("openid_models")
    .select("id")
    .where("model", "=", "Grant")
    .where("account_id", "=", accountId)
    .where("client_id", "=", clientId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("expires_at", "desc")
    .executeTakeFirst();
  return row?.id;
}
