// The one place errors become responses. HttpError (and Hono's HTTPException) keep their 4xx
// status; anything else is a 500 whose body says nothing of the cause, which goes to the log.
// Flow routes answer a flow error result, all other routes `{code, message}`.
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import { flowErrorResult, restErrorBody } from "./error-bodies.ts";
import { HttpError } from "./http-error.ts";
import { isFlowPath } from "./is-flow-path.ts";

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const status = statusOf(error);
    const log = c.get("logger") ?? logger;
    if (status >= 500) log.error({ err: error }, "request failed");
    else log.debug({ err: error }, "request refused");
    // The rest of a refused body is never read, so Node ends the connection after the 413.
    // Saying so lets a keep-alive client send its next request on a new connection instead
    // of losing it on the dead one ("socket hang up").
    if (status === 413) c.header("Connection", "close");
    return errorResponse(c, status);
  };
}

/**
 * Hono passes only Error instances to onError and lets anything else escape as a crash (a
 * dropped connection, Appendix B18). Registered first, this turns other throws into Errors.
 */
export function errorBoundaryPlugin(): MiddlewareHandler {
  return async (_c, next) => {
    try {
      await next();
    } catch (error) {
      throw error instanceof Error
        ? error
        : new Error("a non-Error value was thrown", { cause: error });
    }
  };
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => errorResponse(c, 404);

function errorResponse(c: Context, status: number): Response {
  if (isFlowPath(c.req.path)) {
    const result = flowErrorResult(status);
    return c.json(result, result.status as ContentfulStatusCode);
  }
  return c.json(restErrorBody(status), status as ContentfulStatusCode);
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (error instanceof HTTPException && error.status < 500) return error.status;
  return 500;
}
