// What can go wrong with a SAML sign-in, as typed codes (flow-api.md §5.7): every outcome of
// the service provider is a value, `{ ok: true, … }` or a failure carrying a SamlError.
import { SamlStatusError } from "@node-saml/node-saml";
import { AuthError } from "../auth-error.ts";

export type SamlErrorCode =
  /** Not base64, not XML, not a Response, no assertion, or an assertion without what we need. */
  | "malformed_response"
  /** The IdP answered with a non-success status (user cancelled, not permitted, …). */
  | "idp_error"
  /** No valid signature by a certificate we trust over what must be signed. */
  | "invalid_signature"
  | "wrong_issuer"
  | "wrong_audience"
  /** SubjectConfirmationData Recipient is not our ACS. */
  | "wrong_recipient"
  /** Response Destination is not our ACS. */
  | "wrong_destination"
  | "not_yet_valid"
  | "expired"
  /** InResponseTo names no AuthnRequest we issued to this IdP, or one already answered. */
  | "unknown_request"
  /** The AuthnRequest was sent with another RelayState. */
  | "relay_state_mismatch"
  /** The Response is posted by another browser than the one that sent the AuthnRequest. */
  | "browser_mismatch"
  /** No InResponseTo, and this provider does not allow IdP-initiated sign-in. */
  | "idp_initiated_not_allowed"
  /** This assertion was accepted before. */
  | "replayed"
  /** The assertion carries no e-mail address. */
  | "missing_email"
  /** The address is not at a domain this identity provider serves: it cannot vouch for it. */
  | "foreign_domain"
  /** A store failed, or node-saml refused its own options. */
  | "internal_error";

export class SamlError extends AuthError<SamlErrorCode> {}

/** A refused or failed step, as the service provider answers it. */
export type SamlFailure = { ok: false; error: SamlError };

export function failure(code: SamlErrorCode, message: string, cause?: unknown): SamlFailure {
  return { ok: false, error: new SamlError(code, message, cause === undefined ? {} : { cause }) };
}

/** node-saml reports with plain Errors; their messages are the only handle on the reason. */
export function nodeSamlFailure(cause: unknown): SamlFailure {
  if (cause instanceof SamlStatusError) return failure("idp_error", cause.message, cause);
  // Anything else it threw would end as validateResponse's internal_error.
  const { message } = cause as Error;
  const code: SamlErrorCode = /signature/i.test(message)
    ? "invalid_signature"
    : /audience/i.test(message)
      ? "wrong_audience"
      : /not yet valid/i.test(message)
        ? "not_yet_valid"
        : /expired/i.test(message)
          ? "expired"
          : "malformed_response";
  return failure(code, message, cause);
}
