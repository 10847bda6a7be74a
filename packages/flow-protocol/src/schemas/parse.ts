// Parsers that return a Result (expected outcomes are values) and throwing variants for
// callers that prefer exceptions. Every error names the failing fields by path.
import type { z } from "zod";
import type { FlowResponse } from "../envelope.ts";
import { FlowProtocolError, type FlowProtocolErrorCode } from "../flow-protocol-error.ts";
import { err, ok, type Result } from "../result.ts";
import { isStateName } from "../states.ts";
import { flowResponseSchema } from "./flow-response.ts";
import { summarise, toProtocolIssues } from "./issues.ts";

/** Validates `json` against `schema`; `what` names the value in the error message. */
export function parseWith<T>(
  schema: z.ZodType<T>,
  json: unknown,
  code: FlowProtocolErrorCode,
  what: string,
): Result<T, FlowProtocolError> {
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return ok(result.data);
  const issues = toProtocolIssues(result.error.issues);
  return err(new FlowProtocolError(code, summarise(what, issues), { issues, cause: result.error }));
}

function hasUnknownStateName(json: unknown): boolean {
  if (typeof json !== "object" || json === null || !("name" in json)) return false;
  return typeof json.name === "string" && !isStateName(json.name);
}

/**
 * Parses a flow response body. Fails with code `unknown_state` when `name` is a string that
 * is not a state of §2.1 (the widget's "handler not found"), else `malformed_response`.
 */
export function parseFlowResponse(json: unknown): Result<FlowResponse, FlowProtocolError> {
  const code = hasUnknownStateName(json) ? "unknown_state" : "malformed_response";
  return parseWith(flowResponseSchema, json, code, "flow response");
}

/** Like parseFlowResponse, but throws the FlowProtocolError. */
export function parseFlowResponseOrThrow(json: unknown): FlowResponse {
  const result = parseFlowResponse(json);
  if (!result.ok) throw result.error;
  return result.value;
}
