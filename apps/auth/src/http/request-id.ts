// Every response carries X-Request-Id (flow-api.md §1.1, Echo's request-id middleware), by
// server-kit's rule, the same the shop follows.
import { requestIdMiddleware } from "@kretsbutiken/server-kit";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

export function requestIdPlugin(): MiddlewareHandler<AppEnv> {
  return requestIdMiddleware<AppEnv>();
}
