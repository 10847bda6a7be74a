// Webhook subscriptions in the database, for the admin API: made with a fresh signing secret
// (sealed at rest; the plain `whsec_…` is returned once, at creation), listed, changed,
// deleted with their queue, and re-enabled, which also makes their waiting deliveries due now.
import type { Kysely, Selectable } from "@kretsbutiken/database";
import type { AuthDatabase, WebhooksTable } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";
import { generateWebhookSecret } from "./webhook-signature.ts";

/** A subscription as the admin API shows it (never its secret). */
export interface WebhookDto {
  id: string;
  callback: string;
  events: string[];
  enabled: boolean;
  failures: number;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookChange {
  callback: string;
  events: string[];
  enabled?: boolean | undefined;
}

export function webhookDto(row: Selectable<WebhooksTable>): WebhookDto {
  return {
    id: row.id,
    callback: row.callback,
    events: JSON.parse(row.events) as string[],
    enabled: row.enabled === 1,
    failures: row.failures,
    failing_since: row.failing_since,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Made with a fresh secret, or with `secret` when the operator chose one (configuration). */
export async function createWebhook(
  db: Kysely<AuthDatabase>,
  deps: { clock: Clock; secretBox: SecretBox },
  change: WebhookChange,
  secret = generateWebhookSecret(),
): Promise<{ webhook: WebhookDto; secret: string }> {
  const now = deps.clock.now().toISOString();
  const row = {
    id: crypto.randomUUID(),
    callback: change.callback,
    events: JSON.stringify([...new Set(change.events)]),
    secret: deps.secretBox.seal(secret),
    enabled: change.enabled === false ? (0 as const) : (1 as const),
    failures: 0,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("webhooks").values(row).execute();
  return { webhook: webhookDto(row), secret };
}

export async function listWebhooks(db: Kysely<AuthDatabase>): Promise<WebhookDto[]> {
  const rows = await db.selectFrom("webhooks").selectAll().orderBy("created_at").execute();
  return rows.map(webhookDto);
}

export async function findWebhook(
  db: Kysely<AuthDatabase>,
  id: string,
): Promise<WebhookDto | undefined> {
  const row = await db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirst();
  return row && webhookDto(row);
}

/** Replaces callback and events (and `enabled` when given); undefined when there is none. */
export async function updateWebhook(
  db: Kysely<AuthDatabase>,
  clock: Clock,
  id: string,
  change: WebhookChange,
): Promise<WebhookDto | undefined> {
  const before = await findWebhook(db, id);
  if (!before) return undefined;
  await db
    .updateTable("webhooks")
    .set({
      callback: change.callback,
      events: JSON.stringify([...new Set(change.events)]),
      ...(change.enabled === false && { enabled: 0 }),
      updated_at: clock.now().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  if (change.enabled === true && !before.enabled) return enableWebhook(db, clock, id);
  return findWebhook(db, id);
}

export async function deleteWebhook(db: Kysely<AuthDatabase>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("webhooks").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Enables the subscription, forgets its failures and makes every delivery still waiting due
 * now, so a backlog held while it was disabled goes out at the next dispatch.
 */
export async function enableWebhook(
  db: Kysely<AuthDatabase>,
  clock: Clock,
  id: string,
): Promise<WebhookDto | undefined> {
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("webhooks")
      .set({ enabled: 1, failures: 0, failing_since: null, updated_at: now })
      .where("id", "=", id)
      .execute();
    await trx
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: now })
      .where("webhook_id", "=", id)
      .where("delivered_at", "is", null)
      .execute();
  });
  return findWebhook(db, id);
}
