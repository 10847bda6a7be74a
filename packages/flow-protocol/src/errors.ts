// Error codes of flow-api.md §4 with their literal messages (§4.1, §4.2 reproduce Hanko's
// strings exactly because clients and tests compare them) and HTTP statuses (§1.6).

/**
 * HTTP status of each top-level `error` of a flow response (§4.1, §1.6): the response's own
 * status. Kept apart from the messages: a client checks statuses and never shows a message.
 */
export const FLOW_ERROR_STATUS = {
  technical_error: 500,
  flow_expired_error: 410,
  flow_discontinuity_error: 500,
  operation_not_permitted_error: 403,
  form_data_invalid_error: 400,
  not_found: 404,
  passcode_max_attempts_reached: 401,
  passkey_invalid: 401,
  webauthn_credential_invalid_mfa_only: 401,
  platform_authenticator_required: 401,
  rate_limit_exceeded: 429,
  unauthorized: 401,
  // Only `/token_exchange` with SAML disabled (§1.2); not one of the engine's standard codes.
  forbidden: 403,
} as const satisfies Record<string, number>;

export type FlowErrorCode = keyof typeof FLOW_ERROR_STATUS;
export const FLOW_ERROR_CODES = Object.keys(FLOW_ERROR_STATUS) as FlowErrorCode[];

/** The message of the error state an SDK makes itself when a request fails (§4.3). */
export const TECHNICAL_ERROR_MESSAGE = "Something went wrong.";

/** Hanko's literal messages of the flow errors (§4.1). */
export const FLOW_ERROR_MESSAGES = {
  technical_error: TECHNICAL_ERROR_MESSAGE,
  flow_expired_error: "The flow has expired.",
  flow_discontinuity_error: "The flow can't be continued.",
  operation_not_permitted_error: "The operation is not permitted.",
  form_data_invalid_error: "Form data invalid.",
  not_found: "The requested resource was not found.",
  passcode_max_attempts_reached: "The passcode was entered wrong too many times.",
  passkey_invalid: "The passkey is invalid.",
  webauthn_credential_invalid_mfa_only:
    "This credential can be used as a second factor security key only.",
  platform_authenticator_required:
    "The device or browser does not support the required platform authenticators.",
  rate_limit_exceeded: "The rate limit has been exceeded.",
  unauthorized: "The session is invalid.",
  forbidden: "SAML is not enabled for this tenant",
} as const satisfies Record<FlowErrorCode, string>;

/** Status and message of each flow error, for a server building responses. */
export const FLOW_ERRORS = /* @__PURE__ */ zipFlowErrors();

/* @__NO_SIDE_EFFECTS__ */
function zipFlowErrors(): {
  readonly [C in FlowErrorCode]: {
    readonly status: (typeof FLOW_ERROR_STATUS)[C];
    readonly message: (typeof FLOW_ERROR_MESSAGES)[C];
  };
} {
  const entries = FLOW_ERROR_CODES.map((code) => [
    code,
    { status: FLOW_ERROR_STATUS[code], message: FLOW_ERROR_MESSAGES[code] },
  ]);
  return Object.fromEntries(entries) as ReturnType<typeof zipFlowErrors>;
}

/** `inputs[x].error` (§4.2); always accompanied by flow error `form_data_invalid_error`, 400. */
export const INPUT_ERROR_CODES = [
  "value_missing_error",
  "value_invalid_error",
  "value_too_long_error",
  "value_too_short_error",
  "email_already_exists",
  "username_already_exists",
  "unknown_username_error",
  "unknown_email_error",
  "invalid_username_error",
  "passcode_invalid",
  "otp_code_invalid",
  "otp_code_already_used",
  "invalid_metadata_error",
] as const;

export type InputErrorCode = (typeof INPUT_ERROR_CODES)[number];

/** Hanko's literal messages of the input errors (§4.2). */
export const INPUT_ERRORS = {
  value_missing_error: "The value is missing.",
  value_invalid_error: "The value is invalid.",
  value_too_long_error: "The value is too long.",
  value_too_short_error: "The value is too short.",
  email_already_exists: "The email address already exists.",
  username_already_exists: "The username already exists.",
  unknown_username_error: "The username is unknown.",
  unknown_email_error: "The email address is unknown.",
  invalid_username_error: "The username is invalid.",
  passcode_invalid: "The passcode is invalid.",
  otp_code_invalid: "The OTP code is invalid.",
  otp_code_already_used: "The OTP code has already been used.",
  invalid_metadata_error: "The metadata is invalid.",
} as const satisfies Record<InputErrorCode, string>;

/** `value_invalid_error` for a value outside `allowed_values`: comma-joined, no spaces (§1.5). */
export function allowedValuesMessage(values: readonly (string | number | boolean)[]): string {
  return `${INPUT_ERRORS.value_invalid_error} Must be one of: ${values.join(",")}`;
}

/** Cause on both identifier inputs when neither is given in registration (§2.6). */
export const EITHER_IDENTIFIER_CAUSE = "either email or username must be provided";

/** Codes the SDK and widget synthesise themselves; no server sends them (§4.3). */
export const CLIENT_ERROR_CODES = [
  "webauthn_credential_already_exists",
  "third_party_access_denied",
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * `?error=` codes on redirects from `/thirdparty/callback` and `/saml/*` (§4.3). A provider's
 * own OAuth error code (e.g. `access_denied`) can arrive in the same parameter.
 */
export const REDIRECT_ERROR_CODES = [
  "invalid_request",
  "server_error",
  "user_conflict",
  "multiple_accounts",
  "unverified_email",
  "email_maxnum",
  "signup_disabled",
] as const;
export type RedirectErrorCode = (typeof REDIRECT_ERROR_CODES)[number];

/** `error_description` that always accompanies `server_error` (§4.3). */
export const SERVER_ERROR_DESCRIPTION = "an internal error has occurred";

/** The `{code, message, cause?}` object of §1.4; `cause` only in debug mode for flow errors. */
export type WireError<C extends string = string> = {
  code: C;
  message: string;
  cause?: string;
};
export type FlowError = WireError<FlowErrorCode>;
export type InputError = WireError<InputErrorCode>;

export function isFlowErrorCode(value: unknown): value is FlowErrorCode {
  return typeof value === "string" && Object.hasOwn(FLOW_ERROR_STATUS, value);
}

export function isInputErrorCode(value: unknown): value is InputErrorCode {
  return typeof value === "string" && Object.hasOwn(INPUT_ERRORS, value);
}

/** The wire object for a flow error with Hanko's message; `cause` is for debug mode only. */
export function flowError(code: FlowErrorCode, cause?: string): FlowError {
  const error: FlowError = { code, message: FLOW_ERRORS[code].message };
  if (cause !== undefined) error.cause = cause;
  return error;
}

export function inputError(code: InputErrorCode, cause?: string): InputError {
  const error: InputError = { code, message: INPUT_ERRORS[code] };
  if (cause !== undefined) error.cause = cause;
  return error;
}
