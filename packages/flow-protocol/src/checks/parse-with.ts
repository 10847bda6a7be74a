// Runs a check over a response body and returns a Result whose error names the failing fields.
import {
  FlowProtocolError,
  err,
  ok,
  type FlowProtocolErrorCode,
  type ProtocolIssue,
  type Result,
} from "../index.ts";
import type { Check, Issues } from "./check.ts";

/** `Invalid /me response: created_at: "yesterday" is not an RFC 3339 time (and 1 more)`. */
export function summarise(what: string, issues: readonly ProtocolIssue[]): string {
  const [first] = issues;
  if (first === undefined) return `Invalid ${what}`;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `Invalid ${what}: ${first.path}: ${first.message}${more}`;
}

/** Checks `json`; `what` names the body in the error message. */
export function parseWith<T>(
  check: Check<T>,
  json: unknown,
  code: FlowProtocolErrorCode,
  what: string,
): Result<T, FlowProtocolError> {
  const issues: Issues = [];
  if (check(json, "", issues)) return ok(json);
  return err(new FlowProtocolError(code, summarise(what, issues), { issues }));
}
