// Binding the body of an action request (flow-api.md §1.3): JSON with `input_data` and
// `csrf_token`, read by the rule both servers share (server-kit's read-json.ts). An empty body
// binds as `{}` whatever its Content-Type (the official client sends
// `Content-Type: application/json` with no body). Anything that cannot be bound, including a
// non-JSON Content-Type, broken JSON, a body over the size limit or a body that is not an
// object, is answered by the caller with 400 `form_data_invalid_error` (flow-routes.ts; Hanko
// answers 500 `technical_error`, decision record 0011).
import type { ActionRequestBody } from "@kretsbutiken/flow-protocol";
import { parseActionRequest } from "@kretsbutiken/flow-protocol/checks";
import { MAX_JSON_DEPTH, readJson, type JsonProblem } from "@kretsbutiken/server-kit/body";

/** Far above any real action request (the largest, a WebAuthn response, is a few KiB). */
export const MAX_ACTION_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; body: ActionRequestBody } | { ok: false; cause: string };

/** Why a body could not be bound, as the error result's cause says it. */
function cause(problem: JsonProblem, limit: number, type: string): string {
  switch (problem) {
    case "body_too_large":
      return `the request body exceeds ${limit} bytes`;
    case "unsupported_media_type":
      return `unsupported content type "${type}"`;
    case "too_deep":
      return `the request body nests deeper than ${MAX_JSON_DEPTH} levels`;
    case "malformed_body":
      return "the request body is not JSON";
  }
}

/** Binds an action request's body by server-kit's one rule for JSON bodies (read-json.ts). */
export async function readActionBody(
  request: Request,
  limit = MAX_ACTION_BODY_BYTES,
): Promise<BodyResult> {
  const read = await readJson(request, { maxBytes: limit });
  if (!read.ok) {
    return {
      ok: false,
      cause: cause(read.problem, limit, request.headers.get("Content-Type") ?? ""),
    };
  }
  const parsed = parseActionRequest(read.json);
  return parsed.ok ? { ok: true, body: parsed.value } : { ok: false, cause: parsed.error.message };
}
