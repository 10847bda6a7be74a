// The audit log's store (docs/decisions/0063): `record` appends an entry, masked as configured,
// over whatever database handle it was made with, so an event written `within` a flow
// request's transaction commits or rolls back with the change it describes; `list` reads it
// for the admin API. Nothing here updates or deletes: the database would refuse it anyway.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { Clock } from "../services.ts";
import type { AuditDetails, AuditEvent, AuditRequestMeta } from "./audit-entry.ts";
import { maskEmail, maskIp, maskUserAgent, maskUsername } from "./audit-masking.ts";
import { listAuditLogs, type AuditLogPage, type AuditLogQuery } from "./audit-query.ts";

export interface AuditLog {
  record(event: AuditEvent, meta: AuditRequestMeta): Promise<void>;
  list(query?: AuditLogQuery): Promise<AuditLogPage>;
  /** The same log over the caller's transaction: its entries commit with the caller's writes. */
  within(db: Kysely<AuthDatabase>): AuditLog;
}

export interface AuditLogOptions {
  /** AUDIT_LOG_MASK. */
  mask: boolean;
}

// Hanko masks these two keys of an entry's details; the rest name no person.
const MASKED_DETAILS: Readonly<Record<string, (value: string) => string>> = {
  email: maskEmail,
  username: maskUsername,
};

function maskedDetails(details: AuditDetails): AuditDetails {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      const mask = MASKED_DETAILS[key];
      return [key, mask !== undefined && typeof value === "string" ? mask(value) : value];
    }),
  );
}

async function primaryEmailOf(
  db: Kysely<AuthDatabase>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("emails")
    .select("address")
    .where("user_id", "=", userId)
    .where("is_primary", "=", 1)
    .executeTakeFirst();
  return row?.address;
}

export function createAuditLog(
  db: Kysely<AuthDatabase>,
  clock: Clock,
  options: AuditLogOptions,
): AuditLog {
  const { mask } = options;
  return {
    async record(event, meta) {
      const email =
        event.email ??
        (event.userId === undefined ? undefined : await primaryEmailOf(db, event.userId));
      const details = event.details ?? {};
      const userAgent = meta.userAgent ?? "";
      await db
        .insertInto("audit_logs")
        .values({
          id: crypto.randomUUID(),
          type: event.type,
          error: event.error ?? null,
          meta_http_request_id: meta.requestId,
          meta_source_ip: mask ? maskIp(meta.ip) : meta.ip,
          meta_user_agent: mask ? maskUserAgent(userAgent) : userAgent,
          actor_user_id: event.userId ?? null,
          actor_email: email === undefined ? null : mask ? maskEmail(email) : email,
          details: JSON.stringify(mask ? maskedDetails(details) : details),
          created_at: clock.now().toISOString(),
          seq: sql<number>`(select coalesce(max(seq), 0) + 1 from audit_logs)`,
        })
        .execute();
    },
    list: (query) => listAuditLogs(db, query),
    within: (trx) => createAuditLog(trx, clock, options),
  };
}
