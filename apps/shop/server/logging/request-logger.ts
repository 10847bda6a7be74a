// One log line per request (method, path, status, milliseconds to the response's head, request
// id) and a child logger bound to the request id for whatever else the request logs, as the
// auth server has (apps/auth/src/http/request-logger.ts). A 5xx line is a warning: the error
// behind it is logged once, with its stack, where it was caught. Health probes that pass are
// debug lines, so a load balancer's polling does not bury the requests.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { loggablePath } from "./loggable-path.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The shop's logger bound to this request's id, set by requestLoggerMiddleware. */
    log: Logger;
  }
}

const PROBES = new Set(["/healthz", "/readyz"]);

export function requestLoggerMiddleware(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
    await next();
    const status = c.res.status;
    const level = status >= 500 ? "warn" : PROBES.has(c.req.path) ? "debug" : "info";
    log[level](
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
