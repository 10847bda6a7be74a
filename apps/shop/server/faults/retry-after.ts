// Every 503 the shop sends says when to come back (RFC 9110 §10.2.3): the database pages, a
// Hono route's outage, /readyz. Browsers ignore it; crawlers and load balancers use it. A
// response that names its own time keeps it.
import type { MiddlewareHandler } from "hono";

export const RETRY_AFTER_SECONDS = 10;

export function retryAfterOn503(seconds = RETRY_AFTER_SECONDS): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has("Retry-After")) {
      c.res.headers.set("Retry-After", String(seconds));
    }
  };
}
