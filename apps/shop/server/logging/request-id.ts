// Every response carries X-Request-Id by server-kit's rule, the auth server's: the caller's
// when it is a sane token (a load balancer's, a proxy's), else a new UUID. The request's log
// lines carry the same id (request-logger.ts), and so do the shop's calls to the auth server
// (server/auth/), so one id follows a page through both servers' logs.
import { requestIdFrom, requestIdMiddleware as kitMiddleware } from "@kretsbutiken/server-kit";
import type { MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id), set first thing by requestIdMiddleware. */
    requestId: string;
  }
}

export { requestIdFrom };

export function requestIdMiddleware(): MiddlewareHandler {
  return kitMiddleware<{ Variables: { requestId: string } }>() as MiddlewareHandler;
}
