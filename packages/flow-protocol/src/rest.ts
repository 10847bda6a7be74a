// Non-flow endpoints (flow-api.md §6.4) and, for pre-3.0 SDKs, the v2 endpoints of
// Appendix A. Shapes only; flow endpoints are in ./envelope.ts.
import type { Claims } from "./claims.ts";
import type { ProfileData } from "./profile-data.ts";

export const REST_PATHS = {
  me: "/me",
  logout: "/logout",
  sessionsValidate: "/sessions/validate",
  jwks: "/.well-known/jwks.json",
  thirdpartyCallback: "/thirdparty/callback",
  samlMetadata: "/saml/metadata",
  samlAuth: "/saml/auth",
  samlCallback: "/saml/callback",
  healthAlive: "/health/alive",
  healthReady: "/health/ready",
} as const;

/** `GET /me`: 200 ProfileData; 401 without a session, 404 if the user is gone. */
export type MeResponse = ProfileData;

/** `GET` and `POST /sessions/validate` always answer 200 with one of these. */
export type SessionValidateResponse =
  | { is_valid: false }
  | {
      is_valid: true;
      claims: Claims;
      /** Equals `claims.expiration`. */
      expiration_time: string;
      /** Equals `claims.subject`. */
      user_id: string;
      /** Only with `session.idle_timeout` > 0. */
      idle_expires_at?: string;
    };

/** `POST /sessions/validate` body; 400 when missing or invalid. */
export type SessionValidateRequest = { session_token: string };

/** Error body of every non-flow endpoint; `error` only in debug mode. */
export type RestErrorBody = { code: number; message: string; error?: unknown };

export const REST_ERRORS = {
  unauthorized: { code: 401, message: "Unauthorized" },
  notFound: { code: 404, message: "Not Found" },
} as const satisfies Record<string, RestErrorBody>;

/** `GET /.well-known/jwks.json` (`Cache-Control: max-age=600`). */
export type JwksResponse = {
  keys: { kty: "RSA"; kid: string; alg: "RS256"; use: "sig"; n: string; e: string }[];
};
export const JWKS_MAX_AGE_SECONDS = 600;

export type HealthAliveResponse = { alive: true };
export type HealthReadyResponse = { ready: true };

// Appendix A: v2 endpoints removed in v3, needed only to serve pre-3.0 SDKs.

/** `POST /users` `{email}` → 200; 403 sign-up disabled, 409 email exists. */
export type LegacyCreateUserResponse = { id: string; user_id: string; email_id: string };

/** `POST /user` `{email}` → 200; 404 unknown. */
export type LegacyUserInfoResponse = {
  id: string;
  email_id: string;
  verified: boolean;
  has_webauthn_credential: boolean;
};

/** An entry of `GET /emails`. */
export type LegacyEmail = {
  id: string;
  address: string;
  is_verified: boolean;
  is_primary: boolean;
};

/** `POST /emails` body; 400 duplicate, 409 limit reached. */
export type LegacyCreateEmailRequest = { address: string };

/** `POST /token` body: exchanges a one-time token (404 unknown, 422 expired). */
export type LegacyTokenRequest = { value: string };

export const LEGACY_REST_PATHS = {
  users: "/users",
  user: "/user",
  emails: "/emails",
  token: "/token",
  thirdpartyAuth: "/thirdparty/auth",
  /** `GET ?domain=`: 200 when a SAML provider serves the domain, 404 when none (1.x SDKs). */
  samlProvider: "/saml/provider",
  wellKnownConfig: "/.well-known/config",
} as const;

/** `GET /users/{id}` (own id only, 403 otherwise). */
export function legacyUserPath(userId: string): string {
  return `/users/${encodeURIComponent(userId)}`;
}
