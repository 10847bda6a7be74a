// The HTTP binding of the flows (flow-api.md §1.2, §1.3): `POST /login`, `/registration`,
// `/profile` and `/token_exchange`, with and without `?action=name@id`. It reads who is asking,
// binds the body, and sends what the engine answers: the JSON envelope with its status, plus
// the headers and cookies of an issued session. Every answer on these paths is a flow envelope, never an
// HTML page or a stack trace. `POST /profile` first needs a valid session (Bearer or cookie):
// without one it is 401 `unauthorized` with an expiring session cookie (§1.7 step 1, B17).
// `POST /token_exchange` serves IdP-initiated SAML only: 403 `forbidden` while SAML is off
// (§1.2), for a new flow and an action alike.
import { FLOW_PATHS, type FlowName } from "@kretsbutiken/flow-protocol";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { requestClientInfo } from "../../http/request-client-info.ts";
import type { AuthDeps, ClientInfo, ValidSession } from "../../services.ts";
import { expiredSessionCookie } from "../../sessions/session-cookie.ts";
import { sessionTokenCandidates } from "../../sessions/session-tokens.ts";
import type { FlowAnswer } from "../engine/flow-engine-options.ts";
import { createAuthFlowEngine, type AuthFlowOptions } from "../flows/auth-flow-engine.ts";
import { MAX_ACTION_BODY_BYTES, readActionBody } from "./read-action-body.ts";

export interface FlowRoutesOptions extends AuthFlowOptions {
  /** Take the client IP from X-Forwarded-For (behind a trusted proxy only). Default false. */
  trustProxy?: boolean;
  maxBodyBytes?: number;
}

function send(c: Context, answer: FlowAnswer): Response {
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  for (const cookie of answer.cookies) c.header("Set-Cookie", cookie, { append: true });
  c.header("Cache-Control", "no-store");
  return c.json(answer.body, answer.status as 200);
}

export function createFlowRoutes(deps: AuthDeps, options: FlowRoutesOptions = {}): Hono {
  const engine = createAuthFlowEngine(deps, options);
  const maxBodyBytes = options.maxBodyBytes ?? MAX_ACTION_BODY_BYTES;
  const app = new Hono();

  const sessionOf = async (c: Context, client: ClientInfo): Promise<ValidSession | undefined> => {
    for (const token of sessionTokenCandidates(c, deps.config.session.cookie.name)) {
      const session = await deps.sessions.validate(token, { touch: true, client });
      if (session) return session;
    }
    return undefined;
  };

  const handle = async (c: Context, flow: FlowName): Promise<Response> => {
    if (flow === "token_exchange" && !deps.config.saml.enabled) {
      return send(c, engine.reject("forbidden"));
    }
    const client: ClientInfo = requestClientInfo(c, options.trustProxy ?? false);
    let session: ValidSession | undefined;
    if (flow === "profile") {
      session = await sessionOf(c, client);
      if (session === undefined) {
        const answer = engine.reject("unauthorized");
        const cookie = deps.config.session.cookie;
        return send(
          c,
          cookie.enabled ? { ...answer, cookies: [expiredSessionCookie(cookie)] } : answer,
        );
      }
    }
    const deviceCookie = getCookie(c, deps.config.mfa.deviceTrust.cookieName);
    const request = { client, session, deviceCookie };
    const action = c.req.query("action");
    // §1.2: no (or an empty) action always creates a new flow; the body is ignored.
    if (action === undefined || action === "") return send(c, await engine.start(flow, request));
    const bound = await readActionBody(c.req.raw, maxBodyBytes);
    // Bad input is the client's error, never a 500 (docs/decisions/0011): Hanko answers an
    // unbindable body with 500 `technical_error`; the official client never sends one.
    if (!bound.ok) return send(c, engine.reject("form_data_invalid_error", bound.cause));
    return send(c, await engine.act(flow, action, bound.body, request));
  };

  for (const flow of engine.flows) {
    app.post(FLOW_PATHS[flow], (c) => handle(c, flow));
  }
  // Nothing should reach here (the engine answers its own failures), but if something does,
  // the client still gets an envelope (B18).
  app.onError((error, c) => send(c, engine.reject("technical_error", error.message)));
  return app;
}
