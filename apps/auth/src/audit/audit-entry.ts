// An audit log entry as callers write it and as the admin API will read it.
import type { AuditLogType } from "./audit-log-type.ts";

/** Extra facts of an event (`login_method`, `flow_id`, `email`, …), stored as JSON. */
export type AuditDetails = Readonly<Record<string, string | number | boolean>>;

/** What happened, to whom: the part of an entry the code at the event knows. */
export interface AuditEvent {
  readonly type: AuditLogType;
  /** The user the event concerns, when known (none for a sign-in to an unknown account). */
  readonly userId?: string | undefined;
  /** The actor's address; looked up (the primary one) from `userId` when not given. */
  readonly email?: string | undefined;
  /** A failure's reason code (audit-log-type.ts LoginFailureReason for sign-ins). */
  readonly error?: string | undefined;
  readonly details?: AuditDetails;
}

/** Who was asking: the request the event happened in. */
export interface AuditRequestMeta {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string | undefined;
}

/** A stored entry, with Hanko's field names (its admin API's `GET /audit_logs`). */
export interface AuditLogEntry {
  id: string;
  type: AuditLogType;
  error: string | null;
  meta_http_request_id: string;
  meta_source_ip: string;
  meta_user_agent: string;
  actor_user_id: string | null;
  actor_email: string | null;
  details: Record<string, unknown>;
  created_at: string;
}
