// Bodies of the non-flow endpoints (flow-api.md §6.4), as ../checks/rest.ts:
// `/sessions/validate` (request and response), `/me`, the JWKS, and the REST error body.
import * as z from "zod";
import { claimsSchema } from "./claims.ts";
import { httpStatus, nonEmptyString, time, uuid } from "./primitives.ts";
import { profileDataSchema } from "./profile-data.ts";

/** `GET /me`: the user's ProfileData. */
export const meResponseSchema = profileDataSchema;

/** `{ is_valid: false }` (nothing else is read), or a valid session with its claims. */
export const sessionValidateResponseSchema = z.discriminatedUnion("is_valid", [
  z.looseObject({ is_valid: z.literal(false) }),
  z.looseObject({
    is_valid: z.literal(true),
    claims: claimsSchema,
    expiration_time: time,
    user_id: uuid,
    idle_expires_at: time.optional(),
  }),
]);

/** `POST /sessions/validate` body. */
export const sessionValidateRequestSchema = z.looseObject({ session_token: nonEmptyString });

/** `{code, message}` of every non-flow error; `error` only in debug mode. */
export const restErrorBodySchema = z.looseObject({
  code: httpStatus,
  message: z.string(),
  error: z.unknown().optional(),
});

/** `GET /.well-known/jwks.json`. */
export const jwksResponseSchema = z.looseObject({
  keys: z.array(
    z.looseObject({
      kty: z.literal("RSA"),
      kid: nonEmptyString,
      alg: z.literal("RS256"),
      use: z.literal("sig"),
      n: nonEmptyString,
      e: nonEmptyString,
    }),
  ),
});
