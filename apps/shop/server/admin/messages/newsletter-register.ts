// The newsletter's sign-ups as staff see them (README "Admin" → "Messages"): every address with
// its status (pending until the confirmation link is followed, then confirmed), the consent
// record (the form it came from, when it was confirmed) and its language; the confirmed ones as
// a CSV file for the mailing tool; and unsubscribing an address for someone who asked another
// way (by phone, by mail). Unsubscribing deletes the address, as the letters' own link does, so
// it leaves the list and every later export. The export and every unsubscribe are audit-logged;
// the log keeps the subscription's id and consent record, never the address itself.
import { atomically, type Kysely, type Selectable } from "@kretsbutiken/database";
import { formatDateTime } from "../../../domain/admin-format.ts";
import type { SubscriptionFilter } from "../../../domain/admin/message-filters.ts";
import type { Language } from "../../../domain/language.ts";
import type { NewsletterSubscriptionsTable, ShopDatabase } from "../../database/schema.ts";
import { normaliseEmail } from "../../newsletter/newsletter-subscriptions.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { csvFile, csvSeparator } from "../csv-file.ts";
import { containsText } from "../sql-contains.ts";

export interface SubscriptionRecord {
  id: string;
  email: string;
  language: string;
  status: "pending" | "confirmed";
  consentSource: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface SubscriptionPage {
  subscriptions: SubscriptionRecord[];
  total: number;
  confirmed: number;
  pending: number;
}

export type UnsubscribeOutcome =
  { ok: true; email: string } | { ok: false; reason: "not_found" | "invalid_email" };

export interface NewsletterRegister {
  list(query: {
    status: SubscriptionFilter;
    search: string;
    page: number;
    pageSize: number;
  }): Promise<SubscriptionPage>;
  /** The confirmed subscribers as a CSV file, headed in `language`; recorded in the audit log. */
  exportConfirmed(
    actor: Actor,
    language: Language,
    at?: Date,
  ): Promise<{ csv: string; count: number }>;
  /** Unsubscribes by the subscription's id or by the address (any case). */
  unsubscribe(
    actor: Actor,
    which: { id: string } | { email: string },
    at?: Date,
  ): Promise<UnsubscribeOutcome>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const HEADER: Record<Language, string[]> = {
  se: ["E-postadress", "Språk", "Källa", "Anmäld", "Bekräftad"],
  en: ["E-mail address", "Language", "Source", "Signed up", "Confirmed"],
};

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toSubscriptionRecord(
  row: Selectable<NewsletterSubscriptionsTable>,
): SubscriptionRecord {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    consentSource: row.consent_source,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: iso(row.confirmed_at),
  };
}

export function createNewsletterRegister(
  db: Kysely<ShopDatabase>,
  { audit, clock = () => new Date() }: { audit: AuditLog; clock?: () => Date },
): NewsletterRegister {
  const table = "newsletter_subscriptions" as const;
  const countOf = (status: "pending" | "confirmed") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", status)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));

  return {
    async list({ status, search, page, pageSize }) {
      let filtered = db.selectFrom(table);
      if (status !== "all") filtered = filtered.where("status", "=", status);
      if (search) filtered = filtered.where(containsText("email", search));
      const [counted, confirmed, pending, rows] = await Promise.all([
        filtered
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow(),
        countOf("confirmed"),
        countOf("pending"),
        filtered
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(pageSize)
          .offset((Math.max(1, page) - 1) * pageSize)
          .execute(),
      ]);
      return {
        subscriptions: rows.map(toSubscriptionRecord),
        total: Number(counted.count),
        confirmed,
        pending,
      };
    },

    async exportConfirmed(actor, language, at = clock()) {
      return atomically(db, async (trx) => {
        const rows = await trx
          .selectFrom(table)
          .selectAll()
          .where("status", "=", "confirmed")
          .orderBy("confirmed_at")
          .orderBy("email")
          .execute();
        const csv = csvFile(
          HEADER[language],
          rows.map((row) => [
            row.email,
            row.language === "en" ? "en" : "sv",
            row.consent_source,
            // Stockholm time as a spreadsheet reads it, "2026-11-26 10:15", in either language.
            formatDateTime(new Date(row.created_at).toISOString(), "se"),
            row.confirmed_at === null ? null : formatDateTime(row.confirmed_at, "se"),
          ]),
          csvSeparator(language),
        );
        await audit.record(
          trx,
          actor,
          {
            action: "newsletter.export",
            subjectType: "newsletter",
            subjectId: "confirmed",
            after: { subscribers: rows.length },
          },
          at,
        );
        return { csv, count: rows.length };
      });
    },

    async unsubscribe(actor, which, at = clock()) {
      let email: string | undefined;
      if ("email" in which) {
        email = normaliseEmail(which.email);
        if (!EMAIL.test(email) || email.length > 254) return { ok: false, reason: "invalid_email" };
      }
      return atomically(db, async (trx): Promise<UnsubscribeOutcome> => {
        let select = trx.selectFrom(table).selectAll();
        select =
          "id" in which ? select.where("id", "=", which.id) : select.where("email", "=", email!);
        const row = await select.executeTakeFirst();
        if (!row) return { ok: false, reason: "not_found" };
        const deleted = await trx.deleteFrom(table).where("id", "=", row.id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return { ok: false, reason: "not_found" };
        const record = toSubscriptionRecord(row);
        await audit.record(
          trx,
          actor,
          {
            action: "newsletter.unsubscribe",
            subjectType: "newsletter-subscription",
            subjectId: row.id,
            before: {
              status: record.status,
              language: record.language,
              consentSource: record.consentSource,
              createdAt: record.createdAt,
              confirmedAt: record.confirmedAt,
            },
          },
          at,
        );
        return { ok: true, email: row.email };
      });
    },
  };
}
