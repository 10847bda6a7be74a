// An admin request's JSON body, read by the rule the public REST API follows (server-kit's
// read-json.ts: an empty body is `{}`, anything else must be JSON) and checked by a zod schema.
// A wrong content type is 415, a body too large 413, malformed JSON or a body the schema refuses
// 400 naming the first problem; none of them reaches a handler or becomes a 500.
import { readJson, type JsonProblem } from "@kretsbutiken/server-kit/body";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "../../http/body-limit.ts";
import { adminError } from "../admin-error.ts";

const REFUSALS: Record<JsonProblem, [ContentfulStatusCode, string]> = {
  unsupported_media_type: [415, "expected Content-Type: application/json"],
  body_too_large: [413, "the body is too large"],
  too_deep: [400, "the body nests too deeply"],
  malformed_body: [400, "malformed JSON"],
};

export async function readAdminBody<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const read = await readJson(c.req.raw, { maxBytes: MAX_BODY_BYTES });
  if (!read.ok) return adminError(c, ...REFUSALS[read.problem]);
  const parsed = schema.safeParse(read.json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // Stryker disable next-line OptionalChaining: a failed safeParse always has an issue
  const where = issue?.path.join(".");
  return adminError(c, 400, `invalid request body${where ? `: ${where}` : ""}`);
}
