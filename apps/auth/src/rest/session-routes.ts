// GET and POST /sessions/validate and POST /logout (flow-api.md §6.4). A logout is audited
// (Hanko's `user_logged_out`) in the transaction that ends the session.
import { REST_PATHS, type SessionValidateResponse } from "@kretsbutiken/flow-protocol";
import { parseSessionValidateRequest } from "@kretsbutiken/flow-protocol/checks";
import { Hono, type MiddlewareHandler } from "hono";
import { auditRecorder } from "../audit/audit-recorder.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps, ValidSession } from "../services.ts";
import { expiredSessionCookie } from "../sessions/session-cookie.ts";
import { sessionTokenCandidates } from "../sessions/session-tokens.ts";
import { readJsonBody } from "./read-json-body.ts";
import { requireSession } from "./require-session.ts";

export function createSessionRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { cookie } = deps.config.session;

  // Always 200: the official SDK polls this and treats anything else as a broken server.
  // Validating does not count as use, so last_used is left alone (§6.3 step 5): a tab polling
  // it keeps no idle session alive.
  app.get(REST_PATHS.sessionsValidate, async (c) => {
    const client = requestClientInfo(c, deps.config.trustProxy);
    for (const token of sessionTokenCandidates(c, cookie.name)) {
      const session = await deps.sessions.validate(token, { touch: false, client });
      if (session) return c.json(validResponse(session));
    }
    return c.json({ is_valid: false } satisfies SessionValidateResponse);
  });

  // For backends that hold a token; unlike GET this updates last_used, as Hanko does.
  app.post(REST_PATHS.sessionsValidate, async (c) => {
    const body = await readJsonBody(c, parseSessionValidateRequest);
    const session = await deps.sessions.validate(body.session_token, {
      touch: true,
      client: requestClientInfo(c, deps.config.trustProxy),
    });
    return c.json(
      session ? validResponse(session) : ({ is_valid: false } satisfies SessionValidateResponse),
    );
  });

  // With the cookie on, a 401 expires it too: a session ended elsewhere (another device, the
  // shop's own sign-out) must not leave its dead cookie behind in this browser.
  const expireOnUnauthorized: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (cookie.enabled && c.res.status === 401) {
      c.res.headers.append("Set-Cookie", expiredSessionCookie(cookie));
    }
  };

  app.post(REST_PATHS.logout, expireOnUnauthorized, requireSession(deps), async (c) => {
    const { sessionId, userId } = c.get("session");
    const client = requestClientInfo(c, deps.config.trustProxy);
    await deps.db.transaction().execute(async (trx) => {
      await deps.sessions.within(trx).revoke(sessionId);
      await auditRecorder(deps.audit.within(trx), client).record({
        type: "user_logged_out",
        userId,
        details: { session_id: sessionId },
      });
    });
    c.header("Set-Cookie", expiredSessionCookie(cookie));
    return c.body(null, 204);
  });

  return app;
}

function validResponse(session: ValidSession): SessionValidateResponse {
  const valid: SessionValidateResponse = {
    is_valid: true,
    claims: session.claims,
    expiration_time: session.claims.expiration,
    user_id: session.userId,
  };
  if (session.idleExpiresAt) valid.idle_expires_at = session.idleExpiresAt.toISOString();
  return valid;
}
