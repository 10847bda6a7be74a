// A user's sessions through the admin API, on Hanko's wire (backend/handler/session_admin.go):
// list the unexpired ones (newest first) and revoke one (204; 404 when it is not the user's).
// Ours, in the same style: `GET …/sessions/{session_id}` shows one, and `DELETE …/sessions`
// revokes them all (204, also when there were none). A revoked session's token is refused by
// the next request on any instance; as the profile's session_delete, the user's trusted devices
// are forgotten, each revoked session is audited (`session_revoked`) and the user is mailed
// (`session_revoke`, one mail naming every device when all are revoked).
import { Hono, type Context } from "hono";
import type { SessionsTable } from "../../db/schema.ts";
import { createTrustedDeviceStore } from "../../mfa/trusted-devices.ts";
import { sessionDevice } from "../../sessions/user-agent-label.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { userParam } from "./user-param.ts";
import {
  jsonResponse,
  noContent,
  pathParameter,
  schemaRef,
  userErrors,
  userIdParameter,
} from "./openapi-parts.ts";
import { uuidParam } from "./uuid-param.ts";

const SESSIONS = "/users/:user_id/sessions";
const SESSION = `${SESSIONS}/:session_id`;

export function sessionRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const trustedDevices = createTrustedDeviceStore(deps.db);

  /** The user and the unexpired session the path names, or the 400/404 answer. */
  const userSession = async (c: Context<AdminEnv>) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const id = uuidParam(c, "session_id");
    if (id instanceof Response) return id;
    const session = (await deps.sessions.listOf(user.id)).find((s) => s.id === id);
    return session === undefined ? adminError(c, 404, "session not found") : { user, session };
  };

  /** After sessions ended: trusted devices forgotten, each audited, one mail naming them. */
  const revoked = async (c: Context<AdminEnv>, userId: string, sessions: SessionsTable[]) => {
    // Whoever held a session may be on a device trusted to skip the second factor.
    await trustedDevices.forgetAll(userId);
    const request = c.get("adminRequest");
    for (const [index, session] of sessions.entries()) {
      const last = index === sessions.length - 1;
      await recordAdminChange(deps, request, {
        userId,
        type: "session_revoked",
        details: { session_id: session.id },
        ...(last && {
          notify: {
            template: "session_revoke",
            data: { device: sessions.map(sessionDevice).join("; ") },
          },
        }),
      });
    }
  };

  app.get(SESSIONS, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    return c.json((await deps.sessions.listOf(user.id)).map(toSession));
  });

  app.delete(SESSIONS, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const sessions = await deps.sessions.listOf(user.id);
    await deps.sessions.revokeAll(user.id);
    await revoked(c, user.id, sessions);
    return c.body(null, 204);
  });

  app.get(SESSION, async (c) => {
    const found = await userSession(c);
    if (found instanceof Response) return found;
    return c.json(toSession(found.session));
  });

  app.delete(SESSION, async (c) => {
    const found = await userSession(c);
    if (found instanceof Response) return found;
    const { user, session } = found;
    if (!(await deps.sessions.revokeOf(user.id, session.id))) {
      return adminError(c, 404, "session not found");
    }
    await revoked(c, user.id, [session]);
    return c.body(null, 204);
  });

  return app;
}

/** Hanko's session model as its admin API answers it (backend/persistence/models/session.go). */
function toSession(session: SessionsTable) {
  return {
    id: session.id,
    user_id: session.user_id,
    user_agent: session.user_agent,
    ip_address: session.ip_address,
    created_at: session.created_at,
    updated_at: session.updated_at,
    expires_at: session.expires_at,
    last_used: session.last_used,
  };
}

export const sessionSchemas = {
  Session: {
    type: "object",
    required: [
      "id",
      "user_id",
      "user_agent",
      "ip_address",
      "created_at",
      "updated_at",
      "expires_at",
      "last_used",
    ],
    properties: {
      id: { type: "string", format: "uuid" },
      user_id: { type: "string", format: "uuid" },
      user_agent: { type: ["string", "null"] },
      ip_address: { type: ["string", "null"] },
      created_at: { type: "string", format: "date-time" },
      updated_at: { type: "string", format: "date-time" },
      expires_at: { type: "string", format: "date-time" },
      last_used: { type: "string", format: "date-time" },
    },
  },
} as const;

const sessionIdParameter = pathParameter("session_id", "The session's ID.", "uuid");

export const sessionPaths: OpenApiPaths = {
  "/users/{user_id}/sessions": {
    parameters: [userIdParameter],
    get: {
      operationId: "listSessions",
      tags: ["Sessions"],
      summary: "List a user's unexpired sessions",
      responses: {
        "200": jsonResponse("The sessions, newest first.", {
          type: "array",
          items: schemaRef("Session"),
        }),
        ...userErrors,
      },
    },
    delete: {
      operationId: "revokeAllSessions",
      tags: ["Sessions"],
      summary: "Revoke every session of the user (not in Hanko)",
      description:
        "Each revoked session is audited (`session_revoked`); one mail (`session_revoke`) names the devices. Trusted devices are forgotten.",
      responses: { "204": noContent, ...userErrors },
    },
  },
  "/users/{user_id}/sessions/{session_id}": {
    parameters: [userIdParameter, sessionIdParameter],
    get: {
      operationId: "getSession",
      tags: ["Sessions"],
      summary: "Get a session (not in Hanko)",
      responses: { "200": jsonResponse("The session.", schemaRef("Session")), ...userErrors },
    },
    delete: {
      operationId: "revokeSession",
      tags: ["Sessions"],
      summary: "Revoke a session",
      description:
        "Audited (`session_revoked`); mailed (`session_revoke`). Trusted devices are forgotten.",
      responses: { "204": noContent, ...userErrors },
    },
  },
};
