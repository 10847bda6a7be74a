// Every route module of the admin API, once: admin-app.ts mounts their routes and
// openapi-document.ts describes their paths, so the two cannot drift apart.
import type { Hono } from "hono";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "./admin-env.ts";
import { auditPaths, auditRoutes } from "./routes/audit-routes.ts";
import {
  credentialPaths,
  credentialRoutes,
  credentialSchemas,
} from "./routes/credential-routes.ts";
import { emailPaths, emailRoutes, emailSchemas } from "./routes/email-routes.ts";
import { metadataPaths, metadataRoutes } from "./routes/metadata-routes.ts";
import {
  openIdClientPaths,
  openIdClientRoutes,
  openIdClientSchemas,
} from "./routes/openid-client-routes.ts";
import { passwordPaths, passwordRoutes, passwordSchemas } from "./routes/password-routes.ts";
import { sessionPaths, sessionRoutes, sessionSchemas } from "./routes/session-routes.ts";
import { userPaths, userRoutes } from "./routes/user-routes.ts";
import { webhookPaths, webhookRoutes, webhookSchemas } from "./routes/webhook-routes.ts";

export interface AdminRouteModule {
  readonly routes: (deps: AdminDeps) => Hono<AdminEnv>;
  readonly paths: OpenApiPaths;
  /** Schemas only its paths refer to (`#/components/schemas/…`). */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

export const ADMIN_ROUTE_MODULES: readonly AdminRouteModule[] = [
  { routes: userRoutes, paths: userPaths },
  { routes: metadataRoutes, paths: metadataPaths },
  { routes: emailRoutes, paths: emailPaths, schemas: emailSchemas },
  { routes: passwordRoutes, paths: passwordPaths, schemas: passwordSchemas },
  { routes: credentialRoutes, paths: credentialPaths, schemas: credentialSchemas },
  { routes: sessionRoutes, paths: sessionPaths, schemas: sessionSchemas },
  { routes: auditRoutes, paths: auditPaths },
  { routes: webhookRoutes, paths: webhookPaths, schemas: webhookSchemas },
  { routes: openIdClientRoutes, paths: openIdClientPaths, schemas: openIdClientSchemas },
];
