// Reading the audit log with the filters of Hanko's admin API `GET /audit_logs`: type (any of
// several), actor_user_id, actor_email and meta_source_ip (each a substring, as Hanko matches
// them), q (a substring of any of the three) and start_time/end_time (exclusive). Newest first,
// a page at a time, with the total the filters match (Hanko's X-Total-Count).
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from "@kretsbutiken/database";
import type { AuditLogsTable, AuthDatabase } from "../db/schema.ts";
import type { AuditLogEntry } from "./audit-entry.ts";
import type { AuditLogType } from "./audit-log-type.ts";

export interface AuditLogFilters {
  types?: readonly AuditLogType[];
  actorUserId?: string;
  actorEmail?: string;
  ip?: string;
  q?: string;
  startTime?: Date;
  endTime?: Date;
}

export interface AuditLogQuery {
  filters?: AuditLogFilters;
  /** From 1; Hanko's default page is 1 and its default per_page 20. */
  page?: number;
  perPage?: number;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
}

type Column = "actor_user_id" | "actor_email" | "meta_source_ip";
type Where = ExpressionBuilder<AuthDatabase, "audit_logs">;

/** `%` and `_` in what the admin typed match themselves, not any text. */
function contains(column: Column, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

function conditions(eb: Where, filters: AuditLogFilters): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (filters.types !== undefined && filters.types.length > 0) {
    all.push(eb("type", "in", [...filters.types]));
  }
  if (filters.actorUserId) all.push(contains("actor_user_id", filters.actorUserId));
  if (filters.actorEmail) all.push(contains("actor_email", filters.actorEmail));
  if (filters.ip) all.push(contains("meta_source_ip", filters.ip));
  if (filters.q) {
    const text = filters.q;
    all.push(
      eb.or([
        contains("actor_email", text),
        contains("meta_source_ip", text),
        contains("actor_user_id", text),
      ]),
    );
  }
  if (filters.startTime) all.push(eb("created_at", ">", filters.startTime.toISOString()));
  if (filters.endTime) all.push(eb("created_at", "<", filters.endTime.toISOString()));
  return all;
}

function entryOf({ seq: _seq, ...row }: AuditLogsTable): AuditLogEntry {
  return {
    ...row,
    type: row.type as AuditLogType,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

export async function listAuditLogs(
  db: Kysely<AuthDatabase>,
  { filters = {}, page = 1, perPage = 20 }: AuditLogQuery = {},
): Promise<AuditLogPage> {
  const base = db.selectFrom("audit_logs").where((eb) => eb.and(conditions(eb, filters)));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("seq", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((Math.max(page, 1) - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
  ]);
  return { entries: rows.map(entryOf), total: Number(count?.n ?? 0) };
}
