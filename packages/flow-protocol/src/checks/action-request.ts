// The body of an action request (flow-api.md §1.3), as a server binds it.
import { ok, type ActionRequestBody, type FlowProtocolError, type Result } from "../index.ts";
import type { Check } from "./check.ts";
import { isRecord, nullable, object, optional, record } from "./combinators.ts";
import { parseWith } from "./parse-with.ts";
import { string, unknown } from "./primitives.ts";

/**
 * `input_data` may be omitted or null; it must be an object otherwise. Unknown keys are
 * ignored. A missing `csrf_token` binds fine and then fails the CSRF check (403).
 */
export const actionRequestCheck: Check<ActionRequestBody> = object<ActionRequestBody>({
  input_data: optional(nullable(record(unknown))),
  csrf_token: optional(string),
});

/**
 * `undefined` stands for an empty body, which binds as `{}`. A failure means "cannot be
 * bound", which Hanko answers with 500 `technical_error`.
 */
export function parseActionRequest(json: unknown): Result<ActionRequestBody, FlowProtocolError> {
  if (json === undefined) return ok({});
  return parseWith(actionRequestCheck, json, "malformed_request", "action request");
}

/** The submitted values, `{}` when `input_data` is missing or null. */
export function inputData(body: ActionRequestBody): Record<string, unknown> {
  return isRecord(body.input_data) ? body.input_data : {};
}
