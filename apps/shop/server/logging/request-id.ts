// Every response carries X-Request-Id, as the auth server's do (apps/auth/src/http/request-id.ts):
// the caller's when it is a sane token (a load balancer's, a proxy's), else a new UUID. The
// request's log lines carry the same id (request-logger.ts), and so do the shop's calls to the
// auth server (server/auth/), so one id follows a page through both servers' logs.
import { HEADERS } from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id), set first thing by requestIdMiddleware. */
    requestId: string;
  }
}

// The auth server's rule, so an id the shop passes on is one the auth server keeps.
const SANE_ID = /^[\w=-]{1,64}$/;

/** The id the caller sent when it is a sane token; otherwise a new one. */
export function requestIdFrom(sent: string | undefined): string {
  return sent !== undefined && SANE_ID.test(sent) ? sent : crypto.randomUUID();
}

export function requestIdMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header(HEADERS.requestId));
    c.set("requestId", id);
    await next();
    c.res.headers.set(HEADERS.requestId, id);
  };
}
