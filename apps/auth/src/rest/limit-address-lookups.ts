// The v2 endpoints that tell whether an address has an account (POST /user by its answer,
// POST /users and POST /emails by 409/400) are limited per client IP, shared across instances
// through Redis: one IP can no longer test a list of addresses (1,000 look-ups took 0.56 s).
// A real client needs one or two per sign-in.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { restErrorBody } from "../http/error-bodies.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps, RateLimitRule } from "../services.ts";

export const ADDRESS_LOOKUP_RULE: RateLimitRule = { tokens: 30, intervalSeconds: 600 };

export function limitAddressLookups(
  deps: Pick<AuthDeps, "config" | "rateLimiter">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimit.enabled) return next();
    const { ip } = requestClientInfo(c, deps.config.trustProxy);
    const result = await deps.rateLimiter.consume(`address-lookup/${ip}`, ADDRESS_LOOKUP_RULE);
    if (!result.allowed) {
      return c.json(restErrorBody(429), 429, { "Retry-After": String(result.retryAfterSeconds) });
    }
    return next();
  };
}
