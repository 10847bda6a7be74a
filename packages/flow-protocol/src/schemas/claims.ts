// Session claims and last login (flow-api.md §3.4, §3.5).
import { z } from "zod";
import { LOGIN_METHODS, MFA_METHODS, type Claims, type LastLogin } from "../claims.ts";
import { timeSchema, unknownValue, uuidSchema } from "./primitives.ts";

/** Loose: private claims (`amr`, JWT-template claims) are flattened into the object. */
export const claimsSchema: z.ZodType<Claims> = z.looseObject({
  subject: uuidSchema,
  issued_at: timeSchema.optional(),
  /** Clients compute the session's remaining time from it, so it must parse as a time. */
  expiration: timeSchema,
  audience: z.array(z.string()).optional(),
  issuer: z.string().optional(),
  email: z
    .object({ address: z.string(), is_primary: z.boolean(), is_verified: z.boolean() })
    .optional(),
  username: z.string().optional(),
  session_id: uuidSchema,
  amr: z.array(z.string()).optional(),
});

export const lastLoginSchema: z.ZodType<LastLogin> = z.object({
  login_method: z.enum(LOGIN_METHODS, { error: unknownValue("login method") }),
  third_party_provider: z.string().optional(),
  mfa_method: z.enum(MFA_METHODS, { error: unknownValue("MFA method") }).optional(),
});
