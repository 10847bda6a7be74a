// The admin API's HTTP app, served on its own port (ADMIN_PORT, main.ts) and never beside the
// public API: plugins in the order they run, the open routes, the bearer check, then every route
// module of admin-route-modules.ts. Importing this starts nothing; tests call `app.request()`.
//
// Open without the secret: GET /health/alive and /health/ready (for a load balancer, as Hanko's
// admin router has them) and GET /openapi.json (the API's description, secret-free as Hanko
// publishes its own). Everything else needs `Authorization: Bearer <ADMIN_API_SECRET>`
// (docs/decisions/0065), GET /metrics among it: what a scrape shows is an operator's business.
import { Hono } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../http/app-env.ts";
import { bodyLimitPlugin } from "../http/body-limit.ts";
import { createLogger } from "../http/create-logger.ts";
import { errorBoundaryPlugin, errorHandler, notFoundHandler } from "../http/error-handler.ts";
import { requestIdPlugin } from "../http/request-id.ts";
import { requestLoggerPlugin } from "../http/request-logger.ts";
import { securityHeadersPlugin } from "../http/security-headers.ts";
import { createAuthMetrics, type AuthMetrics } from "../metrics/auth-metrics.ts";
import { metricsRoutes } from "../metrics/metrics-routes.ts";
import { createHealthRoutes } from "../rest/health-routes.ts";
import { adminAuthPlugin } from "./admin-auth.ts";
import type { AdminDeps, AdminEnv } from "./admin-env.ts";
import { ADMIN_ROUTE_MODULES } from "./admin-route-modules.ts";
import { createOpenApiDocument, OPENAPI_PATH } from "./openapi-document.ts";

export interface AdminAppOptions {
  /** ADMIN_API_SECRET: the bearer every protected route needs. */
  readonly secret: string;
  readonly logger?: Logger | undefined;
  /** What GET /metrics shows; an empty registry when not given. */
  readonly metrics?: AuthMetrics | undefined;
}

export function createAdminApp(deps: AdminDeps, options: AdminAppOptions): Hono<AppEnv> {
  const logger = options.logger ?? createLogger(deps.config);
  // The public API's plugins and error handling, around the admin routes behind the secret.
  const app = new Hono<AppEnv>();
  const document = createOpenApiDocument();

  app.use(requestIdPlugin());
  app.use(requestLoggerPlugin(logger));
  app.use(securityHeadersPlugin());
  app.use(bodyLimitPlugin());
  app.use(errorBoundaryPlugin());

  app.route("/", createHealthRoutes(deps));
  app.get(OPENAPI_PATH, (c) => c.json(document));

  const guarded = new Hono<AdminEnv>();
  // Before every other route, unknown ones too: without the secret nothing says what exists.
  guarded.use(adminAuthPlugin({ secret: options.secret, trustProxy: deps.config.trustProxy }));
  for (const module of ADMIN_ROUTE_MODULES) guarded.route("/", module.routes(deps));
  guarded.route("/", metricsRoutes(options.metrics ?? createAuthMetrics()));
  app.route("/", guarded);

  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);
  return app;
}
