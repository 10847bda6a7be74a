// Session claims (flow-api.md §3.4) and the last-login record (§3.5) of a `success` payload.

export type EmailClaim = {
  address: string;
  is_primary: boolean;
  is_verified: boolean;
};

/**
 * `subject`, `expiration` and `session_id` are always present; other private JWT claims
 * (`amr`, template claims) are flattened into the object. Clients compute the remaining
 * session time from `expiration`, which must be a parseable RFC 3339 time (official-elements
 * README §5, fault `success-no-claims`).
 */
export type Claims = {
  subject: string;
  issued_at?: string;
  expiration: string;
  audience?: string[];
  issuer?: string;
  email?: EmailClaim;
  username?: string;
  session_id: string;
  amr?: string[];
  [customClaim: string]: unknown;
};

export const LOGIN_METHODS = ["password", "passkey", "passcode", "third_party"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const MFA_METHODS = ["totp", "security_key"] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** Password recovery logins report `password`. Elements keeps this in localStorage. */
export type LastLogin = {
  login_method: LoginMethod;
  /** Provider id, e.g. `google`, `custom_x`, or a SAML issuer. */
  third_party_provider?: string;
  mfa_method?: MfaMethod;
};

/** Values of the `amr` claim (§6.1); third parties add `ext:{provider}` or plain `ext`. */
export const AMR_VALUES = ["pwd", "passkey", "otp", "totp", "security_key", "ext"] as const;
export type AmrValue = (typeof AMR_VALUES)[number] | `ext:${string}`;
