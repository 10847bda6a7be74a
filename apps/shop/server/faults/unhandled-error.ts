// The Hono app's error handler (app.onError): an error no route answered is logged once, with
// its stack and the request's id, and answered 503 when the database did not answer (the
// sitemap, a payment callback, a product picture's lookup), else with the status its ShopError
// code maps to (domain/shop-error.ts; 500 for anything else). Bodies say no more than the
// status: pages get their error page from React Router, not from here.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { shopErrorStatus } from "../../domain/shop-error.ts";
import { isDatabaseUnavailable } from "./is-database-unavailable.ts";

const REASONS: Record<number, string> = {
  409: "Conflict",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

export function answerUnhandledError(error: unknown, c: Context): Response {
  const unavailable = isDatabaseUnavailable(error);
  c.get("log").error({ err: error }, unavailable ? "database unavailable" : "unhandled error");
  c.header("Cache-Control", "no-store");
  const status = (unavailable ? 503 : shopErrorStatus(error)) as ContentfulStatusCode;
  return c.text(REASONS[status] ?? "Internal Server Error", status);
}
