// The signed-in user: GET /me (flow-api.md §6.4) and the v2 endpoints GET /users/{id} and
// DELETE /user (Appendix A).
import { LEGACY_REST_PATHS, REST_PATHS, type ProfileData } from "@kretsbutiken/flow-protocol";
import { Hono } from "hono";
import { auditRecorder } from "../audit/audit-recorder.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import { HttpError } from "../http/http-error.ts";
import type { AuthDeps } from "../services.ts";
import { expiredSessionCookie } from "../sessions/session-cookie.ts";
import { deleteUser } from "../users/delete-user.ts";
import { requireSession } from "./require-session.ts";

/** v2's GetUserResponse: ProfileData with `email` (primary address) and `username` as text. */
export type LegacyUserResponse = Omit<ProfileData, "username"> & {
  email?: string;
  username?: string;
  /** v2 lists the passkeys by id only. */
  webauthn_credentials: { id: string }[];
};

export function createMeRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get(REST_PATHS.me, session, async (c) => {
    const profile = await deps.users.profile(c.get("session").userId);
    if (!profile) throw new HttpError("not_found", "the session's user is gone");
    return c.json(profile);
  });

  // Own id only (v2: 403 for anyone else's).
  app.get(`${LEGACY_REST_PATHS.users}/:id`, session, async (c) => {
    const userId = c.get("session").userId;
    if (c.req.param("id") !== userId) throw new HttpError("forbidden");
    const profile = await deps.users.profile(userId);
    if (!profile) throw new HttpError("not_found", "the session's user is gone");
    const { username, ...rest } = profile;
    const primary = profile.emails?.find((email) => email.is_primary);
    const body: LegacyUserResponse = {
      ...rest,
      ...(primary && { email: primary.address }),
      ...(username && { username: username.username }),
      webauthn_credentials: (profile.passkeys ?? []).map((passkey) => ({ id: passkey.id })),
    };
    return c.json(body);
  });

  // One rule with the profile's account_delete: ACCOUNT_ALLOW_DELETION (Hanko's
  // account.allow_deletion, off by default). Off, the route is not there, as in Hanko, and a
  // session cannot delete its account this way either.
  if (deps.config.account.allowDeletion) {
    app.delete(LEGACY_REST_PATHS.user, session, async (c) => {
      const { userId } = c.get("session");
      const client = requestClientInfo(c, deps.config.trustProxy);
      await deps.db.transaction().execute(async (trx) => {
        // Recorded first, while the primary address that names the actor is still there.
        await auditRecorder(deps.audit.within(trx), client).record({
          type: "user_deleted",
          userId,
        });
        await deleteUser(trx, userId);
      });
      c.header("Set-Cookie", expiredSessionCookie(deps.config.session.cookie));
      return c.body(null, 204);
    });
  }

  return app;
}
