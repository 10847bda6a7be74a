// Session claims and the last-login record (flow-api.md §3.4, §3.5), as ../checks/claims.ts.
import * as z from "zod";
import { LOGIN_METHODS, MFA_METHODS } from "../index.ts";
import { time, uuid } from "./primitives.ts";

const emailClaimSchema = z.looseObject({
  address: z.string(),
  is_primary: z.boolean(),
  is_verified: z.boolean(),
});

/** Loose: private claims (`amr`, template claims) are flattened into the object and kept. */
export const claimsSchema = z.looseObject({
  subject: uuid,
  issued_at: time.optional(),
  /** Clients compute the session's remaining time from it, so it must be a time. */
  expiration: time,
  audience: z.array(z.string()).optional(),
  issuer: z.string().optional(),
  email: emailClaimSchema.optional(),
  username: z.string().optional(),
  session_id: uuid,
  amr: z.array(z.string()).optional(),
});

export const lastLoginSchema = z.looseObject({
  login_method: z.enum(LOGIN_METHODS),
  third_party_provider: z.string().optional(),
  mfa_method: z.enum(MFA_METHODS).optional(),
});
