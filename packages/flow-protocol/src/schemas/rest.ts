// Non-flow endpoints (flow-api.md §6.4): `/sessions/validate`, `/me`, error bodies, JWKS.
import { z } from "zod";
import type { FlowProtocolError } from "../flow-protocol-error.ts";
import type { Result } from "../result.ts";
import type {
  JwksResponse,
  MeResponse,
  RestErrorBody,
  SessionValidateRequest,
  SessionValidateResponse,
} from "../rest.ts";
import { claimsSchema } from "./claims.ts";
import { parseWith } from "./parse.ts";
import { timeSchema, uuidSchema } from "./primitives.ts";
import { profileDataSchema } from "./profile-data.ts";

export const sessionValidateResponseSchema: z.ZodType<SessionValidateResponse> =
  z.discriminatedUnion("is_valid", [
    z.object({ is_valid: z.literal(false) }),
    z.object({
      is_valid: z.literal(true),
      claims: claimsSchema,
      expiration_time: timeSchema,
      user_id: uuidSchema,
      idle_expires_at: timeSchema.optional(),
    }),
  ]);

export const sessionValidateRequestSchema: z.ZodType<SessionValidateRequest> = z.object({
  session_token: z.string().min(1),
});

export const meResponseSchema: z.ZodType<MeResponse> = profileDataSchema;

export const restErrorBodySchema: z.ZodType<RestErrorBody> = z.object({
  code: z.int().min(100).max(599),
  message: z.string(),
  error: z.unknown().optional(),
});

export const jwksResponseSchema: z.ZodType<JwksResponse> = z.object({
  keys: z.array(
    z.object({
      kty: z.literal("RSA"),
      kid: z.string().min(1),
      alg: z.literal("RS256"),
      use: z.literal("sig"),
      n: z.string().min(1),
      e: z.string().min(1),
    }),
  ),
});

export function parseSessionValidateResponse(
  json: unknown,
): Result<SessionValidateResponse, FlowProtocolError> {
  return parseWith(
    sessionValidateResponseSchema,
    json,
    "malformed_rest_response",
    "/sessions/validate response",
  );
}

export function parseMeResponse(json: unknown): Result<MeResponse, FlowProtocolError> {
  return parseWith(meResponseSchema, json, "malformed_rest_response", "/me response");
}

export function parseRestErrorBody(json: unknown): Result<RestErrorBody, FlowProtocolError> {
  return parseWith(restErrorBodySchema, json, "malformed_rest_response", "error body");
}
