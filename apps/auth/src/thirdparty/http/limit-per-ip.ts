// The browser redirects of third-party sign-in are limited per client IP, shared across
// instances through Redis like every limit (docs/decisions/0009). A callback costs a decryption,
// then requests to the provider and a transaction; a person needs one per sign-in, so a ceiling
// well above what an office behind one address uses still stops a script.
//
// These are top-level navigations, not API calls: a browser over the limit is sent to the
// error page with OAuth's `temporarily_unavailable` (which the widget shows as "something went
// wrong") and Retry-After, rather than left on a bare 429 of the auth server. Without an error
// page configured it gets the plain refusal page with 429.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { requestClientInfo } from "../../http/request-client-info.ts";
import { errorRedirect } from "../../identities/finish-sign-in.ts";
import type { AuthDeps, RateLimitRule } from "../../services.ts";
import { refusalPage } from "./refusal-page.ts";

/** `/thirdparty/callback`, key `thirdparty-callback/{ip}`. */
export const CALLBACK_RULE: RateLimitRule = { tokens: 30, intervalSeconds: 60 };
/** `/thirdparty/auth`, key `thirdparty-auth/{ip}`. */
export const AUTH_REDIRECT_RULE: RateLimitRule = { tokens: 30, intervalSeconds: 60 };

export function limitPerIp(
  deps: Pick<AuthDeps, "config" | "rateLimiter">,
  name: string,
  rule: RateLimitRule,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimit.enabled) return next();
    const { ip } = requestClientInfo(c, deps.config.trustProxy);
    const result = await deps.rateLimiter.consume(`${name}/${ip}`, rule);
    if (result.allowed) return next();
    c.header("Retry-After", String(result.retryAfterSeconds));
    const errorPage = deps.config.thirdParty.error_redirect_url;
    if (errorPage === undefined) return refusalPage(c, 429);
    const location = errorRedirect(
      errorPage,
      "temporarily_unavailable",
      "too many sign-in attempts from this address; try again later",
    );
    return c.redirect(location, 303);
  };
}
