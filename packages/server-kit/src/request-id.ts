// Every response carries X-Request-Id (flow-api.md §1.1, Echo's request-id middleware): the
// caller's when it is a sane token (a load balancer's, a proxy's, the shop's call to the auth
// server), else a new UUID. Logs carry the same id, so one id follows a page through both
// servers' logs. Set on the final response, so that responses built outside the context (CORS
// preflights) carry it too.
import { HEADERS } from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";

const SANE_ID = /^[\w=-]{1,64}$/;

/** The id the caller sent when it is a sane token; otherwise a new one. */
export function requestIdFrom(sent: string | undefined): string {
  return sent !== undefined && SANE_ID.test(sent) ? sent : crypto.randomUUID();
}

/** Sets the context's `requestId` first thing, and the response's X-Request-Id last. */
export function requestIdMiddleware<
  E extends { Variables: { requestId: string } },
>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header(HEADERS.requestId));
    c.set("requestId", id);
    await next();
    c.res.headers.set(HEADERS.requestId, id);
  };
}
