// What nothing else deletes: flows past their expiry, passcodes past their lifetime, sessions
// past theirs, one-time tokens, SAML message ids and confirmations past theirs, and the OpenID
// Provider's records past theirs. In batches, so a large backlog never holds a long lock, and
// by condition alone, so several instances running it at once only share the work.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import { deleteExpiredModels } from "../openid/openid-model-store.ts";

export interface DeletedCounts {
  flows: number;
  passcodes: number;
  sessions: number;
  /**
   * Unredeemed `hanko_token` values, remembered SAML request and assertion ids, and
   * confirmations of risky actions whose ceremony or token ran out.
   */
  oneTimeValues: number;
  /** "Logga in med Kretsbutiken"'s sessions, interactions, codes, tokens and grants. */
  openIdRecords: number;
}

export interface DeleteExpiredOptions {
  now: Date;
  /** A passcode is dead this long after it was made (PASSCODE_TTL). */
  passcodeTtlSeconds: number;
  batchSize?: number;
}

type Table = "flows" | "passcodes" | "sessions";

async function deleteBefore(
  db: Kysely<AuthDatabase>,
  table: Table,
  column: "expires_at" | "created_at",
  cutoff: string,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await db
      .selectFrom(table)
      .select("id")
      .where(column, "<", cutoff)
      .limit(batchSize)
      .execute();
    if (ids.length === 0) return total;
    const result = await db
      .deleteFrom(table)
      .where(
        "id",
        "in",
        ids.map((row) => row.id),
      )
      .where(column, "<", cutoff)
      .executeTakeFirst();
    total += Number(result.numDeletedRows);
    if (ids.length < batchSize) return total;
  }
}

export async function deleteExpired(
  db: Kysely<AuthDatabase>,
  { now, passcodeTtlSeconds, batchSize = 500 }: DeleteExpiredOptions,
): Promise<DeletedCounts> {
  const at = now.toISOString();
  const passcodeCutoff = new Date(now.getTime() - passcodeTtlSeconds * 1000).toISOString();
  return {
    flows: await deleteBefore(db, "flows", "expires_at", at, batchSize),
    passcodes: await deleteBefore(db, "passcodes", "created_at", passcodeCutoff, batchSize),
    sessions: await deleteBefore(db, "sessions", "expires_at", at, batchSize),
    oneTimeValues: await deleteOneTimeValues(db, at),
    openIdRecords: await deleteExpiredModels(db, now),
  };
}

/** Rows that live a minute or a few: never a backlog worth batching. */
async function deleteOneTimeValues(db: Kysely<AuthDatabase>, at: string): Promise<number> {
  const tokens = await db
    .deleteFrom("one_time_tokens")
    .where("expires_at", "<", at)
    .executeTakeFirst();
  const connections = await db
    .deleteFrom("pending_connections")
    .where("expires_at", "<", at)
    .executeTakeFirst();
  const saml = await db.deleteFrom("saml_messages").where("expires_at", "<", at).executeTakeFirst();
  // Past expires_at a confirmation can be neither confirmed nor redeemed (confirmations/).
  const confirmations = await db
    .deleteFrom("confirmations")
    .where("expires_at", "<", at)
    .executeTakeFirst();
  return [tokens, connections, saml, confirmations].reduce(
    (sum, result) => sum + Number(result.numDeletedRows),
    0,
  );
}
