// Parses a REST request body with a wire check (a body of flow-api.md) or a zod schema (the
// server's own REST bodies), read by the rule both servers share (server-kit's read-json.ts: an
// empty body is `{}`, anything else must be JSON). A wrong content type is 415, a body over the
// limit 413, malformed or too deeply nested JSON or a body the check refuses 400; none of them
// reaches a handler or becomes a 500.
import type { FlowProtocolError, Result } from "@kretsbutiken/flow-protocol";
import { readJson, type JsonProblem } from "@kretsbutiken/server-kit/body";
import type { Context } from "hono";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "../http/body-limit.ts";
import { HttpError, type HttpErrorCode } from "../http/http-error.ts";

const REFUSALS: Record<JsonProblem, [HttpErrorCode, string]> = {
  unsupported_media_type: ["unsupported_media_type", "expected Content-Type: application/json"],
  body_too_large: ["payload_too_large", "the body is too large"],
  too_deep: ["bad_request", "the body nests too deeply"],
  malformed_body: ["bad_request", "malformed JSON"],
};

export async function readJsonBody<T>(
  c: Context,
  check: z.ZodType<T> | ((json: unknown) => Result<T, FlowProtocolError>),
  /** A route's own, lower limit (confirmations take 4 KiB); the app's otherwise. */
  maxBytes = MAX_BODY_BYTES,
): Promise<T> {
  const read = await readJson(c.req.raw, { maxBytes });
  if (!read.ok) throw new HttpError(...REFUSALS[read.problem]);
  const json = read.json;
  if (typeof check === "function") {
    const result = check(json);
    if (!result.ok)
      throw new HttpError("bad_request", "invalid request body", { cause: result.error });
    return result.value;
  }
  const parsed = check.safeParse(json);
  if (!parsed.success)
    throw new HttpError("bad_request", "invalid request body", { cause: parsed.error });
  return parsed.data;
}
