// The SDK's errors (product spec §8). Every error is a HankoError whose `code` is the stable
// translation key of the official SDK (`errors.<code>` in the widget). Network, timeout and
// HTTP failures are distinct classes; the first and last still extend TechnicalError, so code
// written for the official SDK (`instanceof TechnicalError`) keeps working.
import type { ProtocolIssue } from "@kretsbutiken/flow-protocol";

export type HankoErrorCode =
  | "somethingWentWrong"
  | "conflict"
  | "requestTimeout"
  | "requestCancelled"
  | "invalidPassword"
  | "invalidPasscode"
  | "invalidWebauthnCredential"
  | "passcodeExpired"
  | "passcodeAttemptsReached"
  | "notFound"
  | "tooManyRequests"
  | "unauthorized"
  | "forbidden"
  | "userVerification"
  | "maxNumOfEmailAddressesReached"
  | "emailAddressAlreadyExistsError"
  | "handlerNotFoundError"
  // The third-party return errors (flow/third-party-errors.ts).
  | "thirdPartyAccessDenied"
  | "thirdPartyMultipleAccounts"
  | "thirdPartyUnverifiedEmail"
  | "signupDisabled"
  // The enterprise (SAML) return errors of the 1.x EnterpriseClient (flow/third-party-errors.ts).
  | "enterpriseAccessDenied"
  | "enterpriseMultipleAccounts"
  | "enterpriseUnverifiedEmail";

/** The one base error of the package; `cause` keeps the original error. */
export abstract class HankoError extends Error {
  readonly code: HankoErrorCode;

  protected constructor(message: string, code: HankoErrorCode, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

/** Nothing the user can fix: show "A technical error has occurred". */
export class TechnicalError extends HankoError {
  override name = "TechnicalError";
  constructor(cause?: unknown) {
    super("Technical error", "somethingWentWrong", cause);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends TechnicalError {
  override name = "NetworkError";
}

/** An answer with a status the call does not expect. */
export class HttpError extends TechnicalError {
  override name = "HttpError";
  readonly status: number;
  constructor(status: number, cause?: unknown) {
    super(cause);
    this.status = status;
  }
}

/** An answer that is not the JSON the protocol describes (the checks in ./validate). */
export class InvalidResponseError extends TechnicalError {
  override name = "InvalidResponseError";
  readonly issues: readonly ProtocolIssue[];
  constructor(issues: readonly ProtocolIssue[], cause?: unknown) {
    super(cause);
    this.issues = issues;
  }
}

export class ConflictError extends HankoError {
  override name = "ConflictError";
  readonly userID?: string;
  constructor(userID?: string, cause?: unknown) {
    super("Conflict error", "conflict", cause);
    if (userID !== undefined) this.userID = userID;
  }
}

/** The request took longer than the configured timeout (13 000 ms by default). */
export class RequestTimeoutError extends HankoError {
  override name = "RequestTimeoutError";
  constructor(cause?: unknown) {
    super("Request timed out error", "requestTimeout", cause);
  }
}

export class WebauthnRequestCancelledError extends HankoError {
  override name = "WebauthnRequestCancelledError";
  constructor(cause?: unknown) {
    super("Request cancelled error", "requestCancelled", cause);
  }
}

export class InvalidPasswordError extends HankoError {
  override name = "InvalidPasswordError";
  constructor(cause?: unknown) {
    super("Invalid password error", "invalidPassword", cause);
  }
}

export class InvalidPasscodeError extends HankoError {
  override name = "InvalidPasscodeError";
  constructor(cause?: unknown) {
    super("Invalid Passcode error", "invalidPasscode", cause);
  }
}

export class InvalidWebauthnCredentialError extends HankoError {
  override name = "InvalidWebauthnCredentialError";
  constructor(cause?: unknown) {
    super("Invalid WebAuthn credential error", "invalidWebauthnCredential", cause);
  }
}

export class PasscodeExpiredError extends HankoError {
  override name = "PasscodeExpiredError";
  constructor(cause?: unknown) {
    super("Passcode expired error", "passcodeExpired", cause);
  }
}

export class MaxNumOfPasscodeAttemptsReachedError extends HankoError {
  override name = "MaxNumOfPasscodeAttemptsReachedError";
  constructor(cause?: unknown) {
    super("Maximum number of Passcode attempts reached error", "passcodeAttemptsReached", cause);
  }
}

export class NotFoundError extends HankoError {
  override name = "NotFoundError";
  constructor(cause?: unknown) {
    super("Not found error", "notFound", cause);
  }
}

/** 429; `retryAfter` is the whole seconds of the `Retry-After` header when it was readable. */
export class TooManyRequestsError extends HankoError {
  override name = "TooManyRequestsError";
  readonly retryAfter?: number;
  constructor(retryAfter?: number, cause?: unknown) {
    super("Too many requests error", "tooManyRequests", cause);
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

export class UnauthorizedError extends HankoError {
  override name = "UnauthorizedError";
  constructor(cause?: unknown) {
    super("Unauthorized error", "unauthorized", cause);
  }
}

export class ForbiddenError extends HankoError {
  override name = "ForbiddenError";
  constructor(cause?: unknown) {
    super("Forbidden error", "forbidden", cause);
  }
}

export class UserVerificationError extends HankoError {
  override name = "UserVerificationError";
  constructor(cause?: unknown) {
    super("User verification error", "userVerification", cause);
  }
}

export class MaxNumOfEmailAddressesReachedError extends HankoError {
  override name = "MaxNumOfEmailAddressesReachedError";
  constructor(cause?: unknown) {
    super(
      "Maximum number of email addresses reached error",
      "maxNumOfEmailAddressesReached",
      cause,
    );
  }
}

export class EmailAddressAlreadyExistsError extends HankoError {
  override name = "EmailAddressAlreadyExistsError";
  constructor(cause?: unknown) {
    super("The email address already exists", "emailAddressAlreadyExistsError", cause);
  }
}

/** A third-party or SAML return error; `code` is the translation key (see thirdPartyErrorKey). */
export class ThirdPartyError extends HankoError {
  override name = "ThirdPartyError";
  constructor(code: HankoErrorCode, cause?: unknown) {
    super("An error occurred during third party sign up/sign in", code, cause);
  }
}

/**
 * Enterprise sign-in was asked for without an address it can route: not exactly one `@`, or
 * nothing after it (product spec §5). No request was sent. A ThirdPartyError, as the 1.x SDK
 * threw, so `instanceof ThirdPartyError` keeps working.
 */
export class EnterpriseEmailError extends ThirdPartyError {
  override name = "EnterpriseEmailError";
  constructor(cause?: unknown) {
    super("somethingWentWrong", cause);
  }
}

/**
 * The server answered with a state this SDK has no handler for (product spec §4; the official
 * widget silently freezes on it, official-elements README §5 `state-unknown`).
 */
export class HandlerNotFoundError extends HankoError {
  override name = "HandlerNotFoundError";
  readonly stateName: string;
  constructor(stateName: string, cause?: unknown) {
    super(`No handler found for state "${stateName}"`, "handlerNotFoundError", cause);
    this.stateName = stateName;
  }
}
