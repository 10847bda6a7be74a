import { describe, expect, it } from "vitest";
import {
  FLOW_ERRORS,
  FLOW_ERROR_CODES,
  INPUT_ERRORS,
  INPUT_ERROR_CODES,
  allowedValuesMessage,
  flowError,
  inputError,
  isFlowErrorCode,
  isInputErrorCode,
  type FlowErrorCode,
} from "./errors.ts";

// flow-api.md §1.6: which status each flow error travels with.
const statuses: [FlowErrorCode, number][] = [
  ["form_data_invalid_error", 400],
  ["unauthorized", 401],
  ["passcode_max_attempts_reached", 401],
  ["passkey_invalid", 401],
  ["webauthn_credential_invalid_mfa_only", 401],
  ["platform_authenticator_required", 401],
  ["operation_not_permitted_error", 403],
  ["forbidden", 403],
  ["not_found", 404],
  ["flow_expired_error", 410],
  ["rate_limit_exceeded", 429],
  ["technical_error", 500],
  ["flow_discontinuity_error", 500],
];

describe("flow errors", () => {
  it.each(statuses)("%s is sent with HTTP %i", (code, status) => {
    expect(FLOW_ERRORS[code].status).toBe(status);
  });

  it("gives every flow error a status from §1.6 and a message", () => {
    expect([...FLOW_ERROR_CODES].sort()).toEqual(statuses.map(([code]) => code).sort());
    for (const code of FLOW_ERROR_CODES) expect(FLOW_ERRORS[code].message).not.toBe("");
  });

  it.each([
    ["technical_error", "Something went wrong."],
    ["operation_not_permitted_error", "The operation is not permitted."],
    ["unauthorized", "The session is invalid."],
    ["flow_expired_error", "The flow has expired."],
  ] as const)("%s reads %j", (code, message) => {
    expect(flowError(code)).toEqual({ code, message });
  });

  it("adds a cause only when given (debug mode)", () => {
    expect(flowError("technical_error", "lock held")).toEqual({
      code: "technical_error",
      message: "Something went wrong.",
      cause: "lock held",
    });
  });
});

describe("input errors", () => {
  it.each([
    ["value_missing_error", "The value is missing."],
    ["passcode_invalid", "The passcode is invalid."],
    ["otp_code_already_used", "The OTP code has already been used."],
    ["invalid_metadata_error", "The metadata is invalid."],
  ] as const)("%s reads %j", (code, message) => {
    expect(inputError(code)).toEqual({ code, message });
  });

  it("lists 13 codes, none of them a flow error", () => {
    expect(INPUT_ERROR_CODES).toHaveLength(13);
    for (const code of INPUT_ERROR_CODES) {
      expect(INPUT_ERRORS[code]).not.toBe("");
      expect(isFlowErrorCode(code)).toBe(false);
    }
  });

  it("joins allowed values with commas and no spaces (§1.5)", () => {
    expect(allowedValuesMessage(["a", "b", "c"])).toBe(
      "The value is invalid. Must be one of: a,b,c",
    );
  });

  it.each([
    ["passcode_invalid", true],
    ["form_data_invalid_error", false],
    ["toString", false],
    [42, false],
  ] as const)("isInputErrorCode(%j) is %s", (value, result) => {
    expect(isInputErrorCode(value)).toBe(result);
  });
});
