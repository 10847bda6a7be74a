// What the admin API's plugins put on Hono's context for its route modules, and what those
// modules are built from. Every route module under admin/routes/ exports a factory
// `xxxRoutes(deps: AdminDeps): Hono<AdminEnv>` and the OpenAPI 3.1 path items it serves
// (`xxxPaths: OpenApiPaths`), which openapi-document.ts assembles.
import type { AuthDeps } from "../services.ts";
import type { AdminRequest } from "./admin-change.ts";

export type AdminDeps = AuthDeps;

export interface AdminEnv {
  Variables: {
    /** Set by the request-id plugin for every request. */
    requestId: string;
    /** Set after the bearer secret is checked: who asked, for the audit log and the mail. */
    adminRequest: AdminRequest;
  };
}

/** OpenAPI 3.1 path items by path template (`/users/{id}`), as plain JSON. */
export type OpenApiPaths = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
