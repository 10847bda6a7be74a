// The admin's audit log: every change made in the admin, who made it, when, and the fields it
// changed before and after. A change and its entry are written in one transaction (`record`
// takes the transaction), so there is never a change without its entry or the other way round.
// Rows are never updated or deleted: the database refuses it (the migration's trigger).
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";

/** Who made a change: the signed-in staff member (or "cli" for the command line). */
export interface Actor {
  email: string;
  userId: string;
}

/** The shop's command-line tools (npm run admin:grant, order-status, reviews) as "who". */
export const COMMAND_LINE: Actor = { email: "cli", userId: "cli" };

export interface AuditEntry {
  /** "order.ship", "product.price", "staff.add", …: subject, then verb. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The fields changed as they were; undefined when the thing did not exist. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface AuditRecord extends AuditEntry {
  id: string;
  at: string;
  actor: Actor;
}

export interface AuditPage {
  entries: AuditRecord[];
  /** Entries in all, for the pager. */
  total: number;
}

export interface AuditLog {
  /** Appends one entry inside the caller's transaction. */
  record(
    trx: Transaction<ShopDatabase> | Kysely<ShopDatabase>,
    actor: Actor,
    entry: AuditEntry,
    at?: Date,
  ): Promise<void>;
  /** Newest first, `pageSize` a page (page 1 first); optionally about one thing. */
  list(options: {
    page: number;
    pageSize: number;
    subject?: { type: string; id: string };
  }): Promise<AuditPage>;
}

const json = (value: Record<string, unknown> | undefined) =>
  value === undefined ? null : JSON.stringify(value);
const parsed = (text: string | null) =>
  text === null ? undefined : (JSON.parse(text) as Record<string, unknown>);

// Sorts by time, then by the order entries were written within one millisecond.
let sequence = 0;
const entryId = (at: Date) =>
  `${at.getTime().toString(36).padStart(9, "0")}-${(sequence++ % 46_656).toString(36).padStart(3, "0")}-${randomUUID()}`;

export function createAuditLog(db: Kysely<ShopDatabase>): AuditLog {
  return {
    async record(trx, actor, entry, at = new Date()) {
      await trx
        .insertInto("audit_log")
        .values({
          id: entryId(at),
          at: at.toISOString(),
          actor_email: actor.email,
          actor_id: actor.userId,
          action: entry.action,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          before: json(entry.before),
          after: json(entry.after),
        })
        .execute();
    },

    async list({ page, pageSize, subject }) {
      let query = db.selectFrom("audit_log");
      if (subject) {
        query = query.where("subject_type", "=", subject.type).where("subject_id", "=", subject.id);
      }
      const [{ count }] = (await query
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .execute()) as [{ count: number | string }];
      const rows = await query
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((Math.max(1, page) - 1) * pageSize)
        .execute();
      return {
        total: Number(count),
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actor: { email: row.actor_email, userId: row.actor_id },
          action: row.action,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          before: parsed(row.before),
          after: parsed(row.after),
        })),
      };
    },
  };
}
