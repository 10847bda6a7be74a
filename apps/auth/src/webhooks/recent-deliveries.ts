// A subscription's latest deliveries as the admin API shows them to an operator: what was
// sent, how often it was tried, when it went through or is tried next, and the last error.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

export interface DeliveryDto {
  id: string;
  event: string;
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
}

export async function recentDeliveries(
  db: Kysely<AuthDatabase>,
  webhookId: string,
  limit = 100,
): Promise<DeliveryDto[]> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .select([
      "id",
      "event",
      "attempts",
      "delivered_at",
      "next_attempt_at",
      "last_error",
      "created_at",
    ])
    .where("webhook_id", "=", webhookId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    next_attempt_at: row.delivered_at === null ? row.next_attempt_at : null,
  }));
}
