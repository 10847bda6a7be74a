// Header and cookie names of flow-api.md §1.1 (CORS), §1.12, §5.2, §5.3 and §6.2.

export const HEADERS = {
  authorization: "Authorization",
  /** The session JWT, only when `session.enable_auth_token_header` (then no cookie). */
  authToken: "X-Auth-Token",
  /** Integer seconds of `session.lifespan`, on `success`. */
  sessionLifetime: "X-Session-Lifetime",
  /** `persistent` or `session`, on `success`. */
  sessionRetention: "X-Session-Retention",
  /** Email language; non-flow calls of the official SDK send the string `undefined`. */
  language: "X-Language",
  requestId: "X-Request-Id",
  retryAfter: "Retry-After",
  rateLimitLimit: "X-RateLimit-Limit",
  rateLimitRemaining: "X-RateLimit-Remaining",
  rateLimitReset: "X-RateLimit-Reset",
} as const;

export const BEARER_PREFIX = "Bearer ";

export const SESSION_RETENTIONS = ["persistent", "session"] as const;
export type SessionRetention = (typeof SESSION_RETENTIONS)[number];

export const COOKIES = {
  /** Default of `session.cookie.name`; configurable. */
  session: "hanko",
  /** Encrypted OAuth state: Path=/, Max-Age=300, Secure, SameSite=None. */
  thirdPartyState: "hanko_thirdparty_state",
  /** Default of `mfa.device_trust_cookie_name`; configurable. */
  deviceTrust: "hanko-device-token",
} as const;

/** Session cookie lifetime default: `session.lifespan` 12 h (§5.3). */
export const DEFAULT_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** Hanko's `Access-Control-Expose-Headers`, in its order; X-Auth-Token only when enabled. */
export function corsExposedHeaders(options: { authTokenHeader: boolean }): string[] {
  const headers: string[] = [
    HEADERS.retryAfter,
    HEADERS.rateLimitLimit,
    HEADERS.rateLimitRemaining,
    HEADERS.rateLimitReset,
    HEADERS.sessionLifetime,
    HEADERS.sessionRetention,
  ];
  if (options.authTokenHeader) headers.push(HEADERS.authToken);
  return headers;
}

export const CORS_ALLOWED_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const CORS_MAX_AGE_SECONDS = 7200;

/**
 * The token of an `Authorization: Bearer <jwt>` header, or undefined. The scheme is matched
 * without regard to case (RFC 9110 §11.1), as Hanko's server (Echo's extractor) matches it.
 */
export function bearerToken(header: string | null | undefined): string | undefined {
  if (header?.slice(0, BEARER_PREFIX.length).toLowerCase() !== BEARER_PREFIX.toLowerCase()) {
    return undefined;
  }
  const token = header.slice(BEARER_PREFIX.length).trim();
  return token === "" ? undefined : token;
}
