// Turns audit log entries into queued deliveries: in one transaction, reads the entries after
// the cursor, queues one delivery per entry and enabled subscription that hears its event,
// and moves the cursor past them. An event is therefore durable from the moment the change it
// describes commits (the entry commits with it), and a restart resumes from the cursor.
//
// On PostgreSQL two writers may commit out of `seq` order (each takes max + 1 of what it sees),
// so an entry can appear behind the cursor: entries of the last LATE_WINDOW_MS are looked at
// again, and the unique (webhook_id, audit_log_id) index keeps each queued once. The cursor row
// is locked, so instances fan out one at a time.
import type { Dialect, Kysely, Transaction } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import { eventData } from "./event-data.ts";
import { eventForEntry, subscribes } from "./webhook-events.ts";

const LATE_WINDOW_MS = 60_000;
const BATCH = 500;
const COLUMNS = ["id", "type", "actor_user_id", "details", "created_at", "seq"] as const;

export interface FanOutOptions {
  db: Kysely<AuthDatabase>;
  dialect: Dialect;
  now: Date;
}

/** Queues deliveries for new entries; returns how many deliveries it queued. */
export async function fanOutAuditEntries(options: FanOutOptions): Promise<number> {
  return options.db.transaction().execute((trx) => fanOut(trx, options));
}

async function fanOut(trx: Transaction<AuthDatabase>, options: FanOutOptions): Promise<number> {
  const cursorQuery = trx.selectFrom("webhook_cursor").select("last_seq").where("id", "=", 1);
  const cursor = await (
    options.dialect === "postgres" ? cursorQuery.forUpdate() : cursorQuery
  ).executeTakeFirstOrThrow();
  const lastSeq = Number(cursor.last_seq);
  const lateSince = new Date(options.now.getTime() - LATE_WINDOW_MS).toISOString();
  const fresh = await freshEntries(trx, lastSeq);
  const late = await trx
    .selectFrom("audit_logs")
    .select(COLUMNS)
    .where("seq", "<=", lastSeq)
    .where("created_at", ">=", lateSince)
    .execute();
  const alreadyQueued = await queuedPairs(
    trx,
    late.map((entry) => entry.id),
  );
  const entries = [...late, ...fresh];
  const hooks = await trx
    .selectFrom("webhooks")
    .select(["id", "events", "created_at"])
    .where("enabled", "=", 1)
    .execute();
  const subscriptions = hooks.map((hook) => ({
    ...hook,
    events: JSON.parse(hook.events) as string[],
  }));
  let queued = 0;
  for (const entry of entries) {
    const actor = (JSON.parse(entry.details) as Record<string, unknown>).actor;
    const event = eventForEntry(entry.type, actor);
    if (event === undefined) continue;
    // A subscription hears what happens after it exists.
    const hearing = subscriptions.filter(
      (hook) =>
        hook.created_at <= entry.created_at &&
        subscribes(hook.events, event) &&
        !alreadyQueued.has(`${hook.id} ${entry.id}`),
    );
    if (hearing.length === 0) continue;
    const data = await eventData(trx, entry.actor_user_id);
    const rows = hearing.map((hook) => {
      const id = crypto.randomUUID();
      return {
        id,
        webhook_id: hook.id,
        audit_log_id: entry.id,
        event,
        payload: JSON.stringify({ id, type: event, timestamp: entry.created_at, data }),
        attempts: 0,
        next_attempt_at: options.now.toISOString(),
        created_at: options.now.toISOString(),
      };
    });
    const result = await trx
      .insertInto("webhook_deliveries")
      .values(rows)
      .onConflict((oc) => oc.columns(["webhook_id", "audit_log_id"]).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  const newest = Math.max(lastSeq, ...fresh.map((entry) => Number(entry.seq)));
  if (newest > lastSeq) {
    await trx.updateTable("webhook_cursor").set({ last_seq: newest }).where("id", "=", 1).execute();
  }
  return queued;
}

/**
 * Entries after the cursor, about BATCH of them, in `seq` order; never only some of the
 * entries sharing one `seq`, or the cursor would move past the rest.
 */
async function freshEntries(trx: Transaction<AuthDatabase>, lastSeq: number) {
  const after = trx
    .selectFrom("audit_logs")
    .select(COLUMNS)
    .where("seq", ">", lastSeq)
    .orderBy("seq")
    .orderBy("id");
  const batch = await after.limit(BATCH).execute();
  // Only a full batch has a last entry at BATCH - 1; a shorter one holds every fresh entry.
  const last = batch.at(BATCH - 1);
  return last === undefined ? batch : after.where("seq", "<=", last.seq).execute();
}

/** `webhook_id audit_log_id` of the deliveries already queued for these entries. */
async function queuedPairs(
  trx: Transaction<AuthDatabase>,
  entryIds: string[],
): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom("webhook_deliveries")
    .select(["webhook_id", "audit_log_id"])
    .where("audit_log_id", "in", entryIds)
    .execute();
  return new Set(rows.map((row) => `${row.webhook_id} ${row.audit_log_id}`));
}
