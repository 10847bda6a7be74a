// Guards routes that need a signed-in user (flow-api.md §6.3): the first token of Bearer
// header or session cookie that validates wins, and its last_used is updated. Otherwise 401
// `{"code":401,"message":"Unauthorized"}`.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/http-error.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps } from "../services.ts";
import { sessionTokenCandidates } from "../sessions/session-tokens.ts";

export function requireSession(deps: AuthDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const client = requestClientInfo(c, deps.config.trustProxy);
    for (const token of sessionTokenCandidates(c, deps.config.session.cookie.name)) {
      const session = await deps.sessions.validate(token, { touch: true, client });
      if (session) {
        c.set("session", session);
        return next();
      }
    }
    throw new HttpError("unauthorized");
  };
}
