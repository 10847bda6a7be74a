// Sends the deliveries that are due, for enabled subscriptions. Each is first claimed: in one
// short transaction its next attempt is pushed LEASE_MS ahead, so no other pass (nor another
// instance: PostgreSQL rows are picked `FOR UPDATE SKIP LOCKED`) sends the same attempt while
// this one is under way, and an instance that dies mid-send leaves it due again after the
// lease. Then every claimed delivery is POSTed and its outcome recorded: delivered, or retried
// later (retry-policy.ts), the subscription disabled once it has failed for DISABLE_AFTER_MS.
import { sql, type Dialect, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, Flag } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";
import { postWebhook } from "./post-webhook.ts";
import { DISABLE_AFTER_MS, retryDelayMs } from "./retry-policy.ts";

const LEASE_MS = 60_000;
const BATCH = 50;

export interface SendDueOptions {
  db: Kysely<AuthDatabase>;
  dialect: Dialect;
  clock: Clock;
  secretBox: SecretBox;
  /** Per attempt; post-webhook.ts's default (5 s) when not given. */
  timeoutMs?: number | undefined;
}

export interface SendOutcome {
  delivered: number;
  failed: number;
}

interface Claimed {
  id: string;
  webhook_id: string;
  payload: string;
  attempts: number;
}

export async function sendDueDeliveries(options: SendDueOptions): Promise<SendOutcome> {
  const claimed = await claimDue(options);
  if (claimed.length === 0) return { delivered: 0, failed: 0 };
  const hooks = await options.db
    .selectFrom("webhooks")
    .select(["id", "callback", "secret"])
    .where("id", "in", [...new Set(claimed.map((delivery) => delivery.webhook_id))])
    .execute();
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  const errors = await Promise.all(
    claimed.map(async (delivery) => {
      const hook = byId.get(delivery.webhook_id);
      // Deleted since the claim: its deliveries went with it.
      if (!hook) return undefined;
      const secret = openSecret(options.secretBox, hook.secret);
      const error =
        secret === undefined
          ? "the webhook's secret does not open (SECRETS_KEY changed?)"
          : await postWebhook({
              callback: hook.callback,
              secret,
              id: delivery.id,
              body: delivery.payload,
              now: options.clock.now(),
              timeoutMs: options.timeoutMs,
            });
      await recordAttempt(options, delivery, error);
      return error;
    }),
  );
  const failed = errors.filter((error) => error !== undefined).length;
  return { delivered: claimed.length - failed, failed };
}

function openSecret(box: SecretBox, sealed: string): string | undefined {
  try {
    return box.open(sealed);
  } catch {
    return undefined;
  }
}

async function claimDue(options: SendDueOptions): Promise<Claimed[]> {
  const now = options.clock.now();
  return options.db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom("webhook_deliveries")
      .select(["id", "webhook_id", "payload", "attempts"])
      .where("delivered_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .where("webhook_id", "in", (eb) =>
        eb.selectFrom("webhooks").select("id").where("enabled", "=", 1),
      )
      .orderBy("next_attempt_at")
      .limit(BATCH);
    const rows = await (
      options.dialect === "postgres" ? due.forUpdate().skipLocked() : due
    ).execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    return rows;
  });
}

async function recordAttempt(
  options: SendDueOptions,
  delivery: Claimed,
  error: string | undefined,
): Promise<void> {
  const { db } = options;
  const now = options.clock.now();
  const at = now.toISOString();
  if (error === undefined) {
    await db
      .updateTable("webhook_deliveries")
      .set((eb) => ({ delivered_at: at, attempts: eb("attempts", "+", 1), last_error: null }))
      .where("id", "=", delivery.id)
      .execute();
    await db
      .updateTable("webhooks")
      .set({ failures: 0, failing_since: null })
      .where("id", "=", delivery.webhook_id)
      .execute();
    return;
  }
  const attempts = delivery.attempts + 1;
  await db
    .updateTable("webhook_deliveries")
    .set({
      attempts,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      last_error: error.slice(0, 500),
    })
    .where("id", "=", delivery.id)
    .execute();
  const giveUpBefore = new Date(now.getTime() - DISABLE_AFTER_MS).toISOString();
  await db
    .updateTable("webhooks")
    .set((eb) => ({
      failures: eb("failures", "+", 1),
      failing_since: sql<string>`coalesce(failing_since, ${at})`,
      enabled: sql<Flag>`case when coalesce(failing_since, ${at}) <= ${giveUpBefore} then 0 else enabled end`,
    }))
    .where("id", "=", delivery.webhook_id)
    .execute();
}
