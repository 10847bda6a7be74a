// The admin API's error answers: Hanko's `{code, message}` body (its admin API answers as its
// public one does), with a message that says what was wrong where a generic one would not.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { restErrorBody } from "../http/error-bodies.ts";

export function adminError(c: Context, status: ContentfulStatusCode, message?: string): Response {
  const body = restErrorBody(status);
  return c.json(message === undefined ? body : { ...body, message }, status);
}
