// Session claims and the last-login record (flow-api.md §3.4, §3.5).
import {
  LOGIN_METHODS,
  MFA_METHODS,
  type Claims,
  type EmailClaim,
  type LastLogin,
} from "../index.ts";
import type { Check } from "./check.ts";
import { array, object, optional } from "./combinators.ts";
import { boolean, oneOf, string, time, uuid } from "./primitives.ts";

/** The claims this SDK names; private claims (`amr`, template claims) ride along unchecked. */
type NamedClaims = {
  [K in keyof Claims as string extends K ? never : number extends K ? never : K]: Claims[K];
};

const emailClaim = object<EmailClaim>({
  address: string,
  is_primary: boolean,
  is_verified: boolean,
});

export const claimsCheck: Check<Claims> = object<NamedClaims>({
  subject: uuid,
  issued_at: optional(time),
  /** Clients compute the session's remaining time from it, so it must be a time. */
  expiration: time,
  audience: optional(array(string)),
  issuer: optional(string),
  email: optional(emailClaim),
  username: optional(string),
  session_id: uuid,
  amr: optional(array(string)),
});

export const lastLoginCheck = object<LastLogin>({
  login_method: oneOf(LOGIN_METHODS, "login method"),
  third_party_provider: optional(string),
  mfa_method: optional(oneOf(MFA_METHODS, "MFA method")),
});
