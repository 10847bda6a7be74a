// What talking to a provider can end in: a value, or one of these codes with a detail for the
// log (never for the user: it may quote the provider). The callback turns a failure into the
// redirect error of flow-api.md §4.3 (`server_error`, or the provider's own OAuth error code in
// `providerError`). Nothing here throws at its callers.

export type OAuthClientError =
  /** The provider did not answer (network error, timeout) or answered with something unusable. */
  | "provider_unreachable"
  /** No enabled provider has this id. */
  | "provider_unknown"
  /** The discovery document is missing, not the issuer's own, or lacks an endpoint. */
  | "discovery_invalid"
  /** The token endpoint refused the code (`providerError`: invalid_grant, …). */
  | "token_refused"
  /** A token response without an access token. */
  | "token_response_invalid"
  /** An OIDC provider sent no ID token. */
  | "id_token_missing"
  /** Unsigned, not signed by the provider's keys, malformed, or lacking a required claim. */
  | "id_token_invalid"
  | "id_token_expired"
  | "id_token_issuer"
  | "id_token_audience"
  | "id_token_nonce"
  /** The userinfo endpoint refused the access token or sent no JSON object. */
  | "userinfo_refused"
  /** Userinfo is about another subject than the ID token (OIDC Core §5.3.2). */
  | "subject_mismatch"
  /** The provider's answer names no account (no subject). */
  | "user_invalid";

export type OAuthResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: OAuthClientError; providerError?: string; detail?: string };

export type OAuthFailure = Extract<OAuthResult<never>, { ok: false }>;

export const success = <T>(value: T): OAuthResult<T> => ({ ok: true, value });

export const failure = (
  error: OAuthClientError,
  detail?: string,
  providerError?: string,
): OAuthFailure => ({
  ok: false,
  error,
  ...(providerError === undefined ? {} : { providerError }),
  ...(detail === undefined ? {} : { detail }),
});
