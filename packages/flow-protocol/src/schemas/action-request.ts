// The body of an action request (flow-api.md §1.3), as a server binds it.
import { z } from "zod";
import type { ActionRequestBody } from "../envelope.ts";
import type { FlowProtocolError } from "../flow-protocol-error.ts";
import { ok, type Result } from "../result.ts";
import { parseWith } from "./parse.ts";

/**
 * `input_data` may be omitted or null; it must be an object otherwise. Unknown keys are
 * ignored. A missing `csrf_token` binds fine and then fails the CSRF check (403).
 */
export const actionRequestSchema: z.ZodType<ActionRequestBody> = z.object({
  input_data: z.record(z.string(), z.unknown()).nullable().optional(),
  csrf_token: z.string().optional(),
});

/**
 * `undefined` stands for an empty body, which binds as `{}`. A failure means "cannot be
 * bound", which Hanko answers with 500 `technical_error`.
 */
export function parseActionRequest(json: unknown): Result<ActionRequestBody, FlowProtocolError> {
  if (json === undefined) return ok({});
  return parseWith(actionRequestSchema, json, "malformed_request", "action request");
}

/** The submitted values, `{}` when `input_data` is missing or null. */
export function inputData(body: ActionRequestBody): Record<string, unknown> {
  return body.input_data ?? {};
}
