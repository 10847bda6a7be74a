// Bodies of the non-flow endpoints (flow-api.md §6.4): `/sessions/validate` (request and
// response), `/me`, the JWKS, and the `{code, message}` body of a REST error.
import type {
  FlowProtocolError,
  JwksResponse,
  MeResponse,
  RestErrorBody,
  Result,
  SessionValidateRequest,
  SessionValidateResponse,
} from "../index.ts";
import { fail, field, mismatch, type Check } from "./check.ts";
import { claimsCheck } from "./claims.ts";
import { array, isRecord, object, optional } from "./combinators.ts";
import { parseWith } from "./parse-with.ts";
import { httpStatus, literal, nonEmptyString, string, time, unknown, uuid } from "./primitives.ts";
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

// Pure: a bundle that reads responses only (the SDK) drops the checks it does not use.
export const sessionValidateRequestCheck = /* @__PURE__ */ object<SessionValidateRequest>({
  session_token: nonEmptyString,
});

export function parseSessionValidateRequest(
  json: unknown,
): Result<SessionValidateRequest, FlowProtocolError> {
  return parseWith(
    sessionValidateRequestCheck,
    json,
    "malformed_request",
    "/sessions/validate request",
  );
}

export const restErrorBodyCheck = /* @__PURE__ */ object<RestErrorBody>({
  code: httpStatus,
  message: string,
  error: unknown,
});

export function parseRestErrorBody(json: unknown): Result<RestErrorBody, FlowProtocolError> {
  return parseWith(restErrorBodyCheck, json, "malformed_rest_response", "REST error body");
}

type Jwk = JwksResponse["keys"][number];

export const jwksResponseCheck = /* @__PURE__ */ object<JwksResponse>({
  keys: array(
    object<Jwk>({
      kty: literal("RSA"),
      kid: nonEmptyString,
      alg: literal("RS256"),
      use: literal("sig"),
      n: nonEmptyString,
      e: nonEmptyString,
    }),
  ),
});

export function parseJwksResponse(json: unknown): Result<JwksResponse, FlowProtocolError> {
  return parseWith(jwksResponseCheck, json, "malformed_rest_response", "JWKS");
}
