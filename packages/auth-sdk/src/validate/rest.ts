// Bodies of the non-flow endpoints the SDK reads (flow-api.md §6.4): `/sessions/validate`, `/me`.
import type {
  FlowProtocolError,
  MeResponse,
  Result,
  SessionValidateResponse,
} from "@kretsbutiken/flow-protocol";
import { fail, field, mismatch, type Check } from "./check.ts";
import { claimsCheck } from "./claims.ts";
import { isRecord, object, optional } from "./combinators.ts";
import { parseWith } from "./parse-with.ts";
import { literal, time, uuid } from "./primitives.ts";
import { profileDataCheck } from "./profile-data.ts";

type ValidSession = Extract<SessionValidateResponse, { is_valid: true }>;

const validSession = object<ValidSession>({
  is_valid: literal(true),
  claims: claimsCheck,
  expiration_time: time,
  user_id: uuid,
  idle_expires_at: optional(time),
});

/** `{ is_valid: false }`, or a valid session with its claims. */
export const sessionValidateResponseCheck: Check<SessionValidateResponse> = (
  value,
  path,
  issues,
): value is SessionValidateResponse => {
  if (!isRecord(value)) return fail(issues, path, mismatch("object", value));
  if (value["is_valid"] === false) return true;
  if (value["is_valid"] !== true) {
    return fail(issues, field(path, "is_valid"), mismatch("boolean", value["is_valid"]));
  }
  return validSession(value, path, issues);
};

export function parseSessionValidateResponse(
  json: unknown,
): Result<SessionValidateResponse, FlowProtocolError> {
  return parseWith(
    sessionValidateResponseCheck,
    json,
    "malformed_rest_response",
    "/sessions/validate response",
  );
}

export function parseMeResponse(json: unknown): Result<MeResponse, FlowProtocolError> {
  return parseWith(profileDataCheck, json, "malformed_rest_response", "/me response");
}
