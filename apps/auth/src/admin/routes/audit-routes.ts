// The audit log through the admin API, on Hanko's wire (backend/handler/audit_log.go):
// `GET /audit_logs`, newest first, with its filters (type, repeatable; actor_user_id,
// actor_email, meta_source_ip and q as substrings; start_time and end_time as RFC 3339 times,
// both exclusive) and paging (page, per_page; X-Total-Count and Link), read by audit-query.ts.
// A type this server never logs matches nothing, as in Hanko; a malformed time or page is 400.
import { Hono } from "hono";
import { z } from "zod";
import type { AuditLogFilters } from "../../audit/audit-query.ts";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { queryParameter } from "../openapi-query-parameter.ts";
import { PAGING_HEADERS, PAGING_PARAMETERS, readPaging, setPagingHeaders } from "../paging.ts";
import { errorResponse, jsonContent, schemaRef } from "./openapi-parts.ts";

const time = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .optional();

const filtersQuery = z.object({
  start_time: time,
  end_time: time,
  actor_user_id: z.string().optional(),
  actor_email: z.string().optional(),
  meta_source_ip: z.string().optional(),
  q: z.string().optional(),
});

export function auditRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();

  app.get("/audit_logs", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const query = filtersQuery.safeParse(c.req.query());
    if (!query.success) {
      const name = query.error.issues[0]?.path.join(".") ?? "";
      return adminError(c, 400, `invalid query parameter: ${name}`);
    }
    const { start_time, end_time, actor_user_id, actor_email, meta_source_ip, q } = query.data;
    const filters: AuditLogFilters = {
      // Unknown types stay in the filter: they match no entry rather than being ignored.
      types: (c.req.queries("type") ?? []) as AuditLogType[],
      ...(actor_user_id && { actorUserId: actor_user_id }),
      ...(actor_email && { actorEmail: actor_email }),
      ...(meta_source_ip && { ip: meta_source_ip }),
      ...(q && { q }),
      ...(start_time && { startTime: start_time }),
      ...(end_time && { endTime: end_time }),
    };
    const { entries, total } = await deps.audit.list({ filters, ...paging });
    setPagingHeaders(c, paging, total);
    return c.json(entries);
  });

  return app;
}

export const auditPaths: OpenApiPaths = {
  "/audit_logs": {
    get: {
      summary: "List audit log entries",
      operationId: "listAuditLogs",
      tags: ["Audit log"],
      parameters: [
        ...PAGING_PARAMETERS,
        queryParameter("start_time", "Only entries after this time.", {
          type: "string",
          format: "date-time",
        }),
        queryParameter("end_time", "Only entries before this time.", {
          type: "string",
          format: "date-time",
        }),
        {
          ...queryParameter("type", "Only entries of these types (repeat for several).", {
            type: "array",
            items: { type: "string" },
          }),
          style: "form",
          explode: true,
        },
        queryParameter("actor_user_id", "A part of the user ID.", { type: "string" }),
        queryParameter("actor_email", "A part of the address.", { type: "string" }),
        queryParameter("meta_source_ip", "A part of the client IP.", { type: "string" }),
        queryParameter("q", "A part of the user ID, address or client IP.", { type: "string" }),
      ],
      responses: {
        "200": {
          description: "One page of entries, newest first.",
          headers: PAGING_HEADERS,
          content: jsonContent({ type: "array", items: schemaRef("AuditLog") }),
        },
        "400": errorResponse("A query parameter is malformed."),
      },
    },
  },
};
