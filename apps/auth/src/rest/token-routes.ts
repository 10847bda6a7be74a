// v2 `POST /token` (flow-api.md Appendix A): a pre-3.0 SDK back from `/thirdparty/auth` (or
// SAML) with `?hanko_token=` exchanges it for a session, issued exactly as the v2 sign-in
// endpoints issue one (X-Auth-Token or the session cookie, as configured), and gets
// `{"user_id": …}`. Unknown → 404, expired → 422, as in Hanko. A token a flow waits for, or one
// bound to a PKCE verifier or to an address still to be proven, is not this endpoint's: 404,
// and it stays for its flow (identities/one-time-tokens.ts). Redeeming and issuing share one
// transaction, so a failed issue leaves the token usable.
import { LEGACY_REST_PATHS, type AmrValue } from "@kretsbutiken/flow-protocol";
import { atomically } from "@kretsbutiken/database";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { restErrorBody } from "../http/error-bodies.ts";
import { HttpError } from "../http/http-error.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import { createIdentityStore } from "../identities/identity-store.ts";
import { createOneTimeTokenStore } from "../identities/one-time-tokens.ts";
import type { AuthDeps, RateLimitRule } from "../services.ts";
import { readJsonBody } from "./read-json-body.ts";

/** `{value}` is required (Hanko answers 400 without it). */
const tokenBody = z.object({ value: z.string().min(1).max(1024) });

/**
 * Hanko's `token_limits` (3 a minute per IP), under the key the flows' `exchange_token` takes
 * too (`token_exchange/{ip}`): one budget for exchanges, whichever way they come.
 */
export const TOKEN_EXCHANGE_RULE: RateLimitRule = { tokens: 3, intervalSeconds: 60 };

/** `POST /token`'s 200 body. */
export type LegacyTokenResponse = { user_id: string };

export function createTokenRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, clock } = deps;

  app.post(LEGACY_REST_PATHS.token, limitExchanges(deps), async (c) => {
    const { value } = await readJsonBody(c, tokenBody);
    const client = requestClientInfo(c, config.trustProxy);
    const outcome = await atomically(deps.db, async (trx) => {
      const redeemed = await createOneTimeTokenStore(trx, clock).redeemOutsideFlows(value, {
        requireVerifiedEmail: config.email.requireVerification,
      });
      if (!redeemed.ok) return redeemed;
      const { userId, identityId } = redeemed.token;
      const identity = await createIdentityStore(trx, clock).byId(identityId);
      const amr: AmrValue[] = [identity === undefined ? "ext" : `ext:${identity.provider_id}`];
      const session = await deps.sessions.within(trx).issue({
        userId,
        amr,
        client,
        retention: config.session.retention === "session" ? "session" : "persistent",
      });
      return { ok: true as const, userId, session };
    });
    if (!outcome.ok) {
      if (outcome.reason === "expired") return c.json(restErrorBody(422), 422);
      throw new HttpError("not_found", `token ${outcome.reason}`);
    }
    for (const [name, headerValue] of Object.entries(outcome.session.headers)) {
      c.header(name, headerValue);
    }
    if (outcome.session.setCookie) c.header("Set-Cookie", outcome.session.setCookie);
    return c.json({ user_id: outcome.userId } satisfies LegacyTokenResponse);
  });

  return app;
}

function limitExchanges(deps: Pick<AuthDeps, "config" | "rateLimiter">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimit.enabled) return next();
    const { ip } = requestClientInfo(c, deps.config.trustProxy);
    const result = await deps.rateLimiter.consume(`token_exchange/${ip}`, TOKEN_EXCHANGE_RULE);
    if (!result.allowed) {
      return c.json(restErrorBody(429), 429, { "Retry-After": String(result.retryAfterSeconds) });
    }
    return next();
  };
}
