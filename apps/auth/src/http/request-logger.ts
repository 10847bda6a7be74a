// One log line per request (method, path, status, duration, request id) and a request-scoped
// child logger for the handlers. Query strings are left out: flow ids travel there.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";

export function requestLoggerPlugin(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get("requestId") });
    c.set("logger", log);
    await next();
    const status = c.res.status;
    log[status >= 500 ? "error" : "info"](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
