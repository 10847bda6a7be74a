// The Hono app's error handler (app.onError): an error no route answered is logged once, with
// its stack and the request's id, and answered 503 when the database did not answer (the
// sitemap, a payment callback, a product picture's lookup), else 500. Bodies say no more than
// the status: pages get their error page from React Router, not from here.
import type { Context } from "hono";
import { isDatabaseUnavailable } from "./is-database-unavailable.ts";

export function answerUnhandledError(error: unknown, c: Context): Response {
  const unavailable = isDatabaseUnavailable(error);
  c.get("log").error({ err: error }, unavailable ? "database unavailable" : "unhandled error");
  c.header("Cache-Control", "no-store");
  return unavailable ? c.text("Service Unavailable", 503) : c.text("Internal Server Error", 500);
}
