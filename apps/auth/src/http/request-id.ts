// Every response carries X-Request-Id (flow-api.md §1.1, Echo's request-id middleware): the
// caller's when it is a sane token, else a new UUID. Logs carry the same id. Set on the final
// response, so that responses built outside the context (CORS preflights) carry it too.
import { HEADERS } from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

const SANE_ID = /^[\w=-]{1,64}$/;

export function requestIdPlugin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header(HEADERS.requestId);
    const id = sent !== undefined && SANE_ID.test(sent) ? sent : crypto.randomUUID();
    c.set("requestId", id);
    await next();
    c.res.headers.set(HEADERS.requestId, id);
  };
}
