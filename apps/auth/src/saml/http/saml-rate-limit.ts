// The SAML endpoints a browser is sent to are limited per client IP, shared across instances
// through Redis like every other limit: each answer writes to the database (a pending request,
// a remembered assertion) and checks a signature, and one sign-in needs one of each.
import type { REST_PATHS } from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { restErrorBody } from "../../http/error-bodies.ts";
import { requestClientInfo } from "../../http/request-client-info.ts";
import type { AuthDeps, RateLimitRule } from "../../services.ts";

/** Generous for people (a sign-in is one of each), tight for a script. */
export const SAML_RATE_LIMIT_RULE: RateLimitRule = { tokens: 30, intervalSeconds: 60 };

export function limitSamlRequests(
  deps: Pick<AuthDeps, "config" | "rateLimiter">,
  /** The endpoint's path: each endpoint counts its own requests. */
  bucket: (typeof REST_PATHS)["samlAuth" | "samlCallback"],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimit.enabled) return next();
    const { ip } = requestClientInfo(c, deps.config.trustProxy);
    const result = await deps.rateLimiter.consume(`${bucket}/${ip}`, SAML_RATE_LIMIT_RULE);
    if (!result.allowed) {
      return c.json(restErrorBody(429), 429, { "Retry-After": String(result.retryAfterSeconds) });
    }
    return next();
  };
}
