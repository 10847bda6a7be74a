// AUDIT_LOG_RETENTION_DAYS: entries older than the retention period are deleted. The database
// refuses to delete any entry not older than `audit_log_retention.cutoff` (migration 0008), so
// the cutoff is moved first, in the same transaction as the delete: nothing but this job moves
// it, and never past now minus the retention period.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

const DAY_MS = 86_400_000;

export interface EnforceRetentionOptions {
  now: Date;
  retentionDays: number;
}

/** Deletes entries created before now minus the retention; returns how many. */
export async function enforceAuditRetention(
  db: Kysely<AuthDatabase>,
  { now, retentionDays }: EnforceRetentionOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    // Only forward: what was old enough to go once stays so, whatever the retention says later.
    await trx
      .updateTable("audit_log_retention")
      .set({ cutoff })
      .where("id", "=", 1)
      .where("cutoff", "<", cutoff)
      .execute();
    const result = await trx
      .deleteFrom("audit_logs")
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
