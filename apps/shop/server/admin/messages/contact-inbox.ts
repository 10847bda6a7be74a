// What shoppers sent through the contact form, as staff read it (README "Admin" → "Messages"):
// newest first, a page at a time, open or handled. Marking a message handled (or open again)
// records who did it and when, in the audit log too; of two staff members marking the same
// message at once, the second is told it was already done.
import { atomically, type Kysely, type Selectable } from "@kretsbutiken/database";
import type { ContactFilter } from "../../../domain/admin/message-filters.ts";
import type { ContactMessagesTable, ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
  message: string;
  language: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

export interface InboxPage {
  messages: InboxMessage[];
  total: number;
  /** Messages not yet handled, whatever the filter. */
  open: number;
}

export type HandleOutcome = { ok: true } | { ok: false; reason: "not_found" | "conflict" };

export interface ContactInbox {
  list(query: { filter: ContactFilter; page: number; pageSize: number }): Promise<InboxPage>;
  /** Marks a message handled (`handled`) or open again. */
  mark(actor: Actor, id: string, handled: boolean, at?: Date): Promise<HandleOutcome>;
}

export function toInboxMessage(row: Selectable<ContactMessagesTable>): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderNumber: row.order_number,
    message: row.message,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
    handledBy: row.handled_by,
  };
}

export function createContactInbox(
  db: Kysely<ShopDatabase>,
  { audit, clock = () => new Date() }: { audit: AuditLog; clock?: () => Date },
): ContactInbox {
  const filtered = (filter: ContactFilter) => {
    const select = db.selectFrom("contact_messages");
    if (filter === "open") return select.where("handled_at", "is", null);
    if (filter === "handled") return select.where("handled_at", "is not", null);
    return select;
  };
  const count = (filter: ContactFilter) =>
    filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));

  return {
    async list({ filter, page, pageSize }) {
      const [total, open, rows] = await Promise.all([
        count(filter),
        count("open"),
        filtered(filter)
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(pageSize)
          .offset((Math.max(1, page) - 1) * pageSize)
          .execute(),
      ]);
      return { messages: rows.map(toInboxMessage), total, open };
    },

    async mark(actor, id, handled, at = clock()) {
      return atomically(db, async (trx): Promise<HandleOutcome> => {
        const stamp = handled ? at.toISOString() : null;
        const result = await trx
          .updateTable("contact_messages")
          .set({ handled_at: stamp, handled_by: handled ? actor.email : null })
          .where("id", "=", id)
          .where("handled_at", handled ? "is" : "is not", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          const exists = await trx
            .selectFrom("contact_messages")
            .select("id")
            .where("id", "=", id)
            .executeTakeFirst();
          return { ok: false, reason: exists ? "conflict" : "not_found" };
        }
        await audit.record(
          trx,
          actor,
          {
            action: handled ? "contact-message.handle" : "contact-message.reopen",
            subjectType: "contact-message",
            subjectId: id,
            before: { handled: !handled },
            after: { handled, ...(stamp && { handledAt: stamp }) },
          },
          at,
        );
        return { ok: true };
      });
    },
  };
}
