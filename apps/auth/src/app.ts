// The auth server's HTTP app: plugins in the order they run, then the flow and REST routes.
// Importing this starts nothing; main.ts serves it, tests call `app.request()`.
import { Hono } from "hono";
import type { Logger } from "pino";
import { createFlowRoutes } from "./flow/http/flow-routes.ts";
import type { AppEnv } from "./http/app-env.ts";
import { bodyLimitPlugin } from "./http/body-limit.ts";
import { corsPlugin } from "./http/cors.ts";
import { createLogger } from "./http/create-logger.ts";
import { errorBoundaryPlugin, errorHandler, notFoundHandler } from "./http/error-handler.ts";
import { requestIdPlugin } from "./http/request-id.ts";
import { requestLoggerPlugin } from "./http/request-logger.ts";
import { securityHeadersPlugin } from "./http/security-headers.ts";
import type { AuthMetrics } from "./metrics/auth-metrics.ts";
import { metricsPlugin } from "./metrics/metrics-plugin.ts";
import { createDevOutboxRoutes } from "./mail/dev-outbox-routes.ts";
import type { DevOutbox } from "./mail/dev-outbox.ts";
import { createRestRoutes } from "./rest/rest-routes.ts";
import { createSamlRoutes } from "./saml/http/saml-routes.ts";
import type { AuthDeps } from "./services.ts";
import { createSigningKeyRing, type SigningKeyRing } from "./sessions/signing-key-ring.ts";
import { createThirdPartyRoutes } from "./thirdparty/http/thirdparty-routes.ts";

/** What createAuthDeps returns besides AuthDeps; each has a fallback for hand-built deps. */
export interface AuthAppExtras {
  keys?: SigningKeyRing;
  outbox?: DevOutbox | undefined;
  logger?: Logger;
  /** Counts every request, flow action and session validation when given. */
  metrics?: AuthMetrics;
}

export function createAuthApp(deps: AuthDeps & AuthAppExtras): Hono<AppEnv> {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config);
  const keys = deps.keys ?? createSigningKeyRing({ db: deps.db, clock: deps.clock });
  const app = new Hono<AppEnv>();

  // Outermost, so that an answer a plugin gives (a body too large, a CORS refusal) counts too.
  if (deps.metrics) app.use(metricsPlugin(deps.metrics));
  app.use(requestIdPlugin());
  app.use(requestLoggerPlugin(logger));
  app.use(securityHeadersPlugin());
  // Answers every OPTIONS itself, before body limits, sessions or routes see it.
  app.use(
    corsPlugin({
      allowedOrigins: config.allowedOrigins,
      authTokenHeader: config.session.tokenHeader,
    }),
  );
  app.use(bodyLimitPlugin());
  // Innermost, so that whatever a route throws still passes back out through the plugins above.
  app.use(errorBoundaryPlugin());

  app.route(
    "/",
    createFlowRoutes(deps, {
      trustProxy: config.trustProxy,
      logError: (error, where) => logger.error({ err: error, ...where }, "flow request failed"),
      logWarning: (message, details) => logger.warn(details, message),
    }),
  );
  app.route("/", createRestRoutes(deps, keys));
  app.route("/", createSamlRoutes(deps));
  app.route("/", createThirdPartyRoutes(deps));
  if (config.env === "development" && deps.outbox) {
    app.route("/", createDevOutboxRoutes(deps.outbox));
  }

  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);
  return app;
}
