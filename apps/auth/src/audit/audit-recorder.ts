// The audit log as code at an event sees it: bound to the request (its id, IP and User-Agent)
// and to the request's transaction, so a caller says only what happened.
import type { ClientInfo } from "../services.ts";
import type { AuditEvent } from "./audit-entry.ts";
import type { AuditLog } from "./audit-log.ts";

export interface AuditRecorder {
  record(event: AuditEvent): Promise<void>;
}

export function auditRecorder(log: AuditLog, client: ClientInfo): AuditRecorder {
  const meta = { requestId: client.requestId ?? "", ip: client.ip, userAgent: client.userAgent };
  return { record: (event) => log.record(event, meta) };
}
