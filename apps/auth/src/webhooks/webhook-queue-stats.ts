// The delivery queue's numbers for /metrics: deliveries not yet delivered (the queue's depth)
// and failed attempts so far (a counter; it drops only when a subscription is deleted with
// its deliveries).
import { sql, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

export interface WebhookQueueStats {
  depth: number;
  failedTotal: number;
}

export async function webhookQueueStats(db: Kysely<AuthDatabase>): Promise<WebhookQueueStats> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select([
      sql<number>`coalesce(sum(case when delivered_at is null then 1 else 0 end), 0)`.as("depth"),
      sql<number>`coalesce(sum(attempts - case when delivered_at is null then 0 else 1 end), 0)`.as(
        "failed",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), failedTotal: Number(row.failed) };
}
