// v2 endpoints for signed-out clients (flow-api.md Appendix A): POST /user looks an address
// up, POST /users signs up with an address.
import {
  LEGACY_REST_PATHS,
  type LegacyCreateUserResponse,
  type LegacyUserInfoResponse,
} from "@kretsbutiken/flow-protocol";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/http-error.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps } from "../services.ts";
import { limitAddressLookups } from "./limit-address-lookups.ts";
import { readJsonBody } from "./read-json-body.ts";

export function createUserRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const emailBody = z.object({
    email: z.string().trim().max(config.email.maxLength).pipe(z.email()),
  });

  const limited = limitAddressLookups(deps);

  app.post(LEGACY_REST_PATHS.user, limited, async (c) => {
    const { email } = await readJsonBody(c, emailBody);
    const found = await deps.users.findByEmail(email);
    if (!found) throw new HttpError("not_found");
    return c.json({
      id: found.user.id,
      email_id: found.email.id,
      verified: found.email.verified,
      has_webauthn_credential: false,
    } satisfies LegacyUserInfoResponse);
  });

  app.post(LEGACY_REST_PATHS.users, limited, async (c) => {
    if (!config.account.allowSignup) throw new HttpError("forbidden", "sign-up is disabled");
    const { email } = await readJsonBody(c, emailBody);
    const id = crypto.randomUUID();
    const created = await deps.users.create({ id, email: { address: email, verified: false } });
    if (!created.ok) throw new HttpError("conflict", "the address is taken");
    const emailId = (await deps.users.emails(id))[0]?.id;
    if (emailId === undefined) throw new Error("the new user has no email");

    // v2: without required verification the new user is signed in at once.
    if (!config.email.requireVerification) {
      const session = await deps.sessions.issue({
        userId: id,
        amr: [],
        client: requestClientInfo(c, config.trustProxy),
        retention: config.session.retention === "session" ? "session" : "persistent",
      });
      for (const [name, value] of Object.entries(session.headers)) c.header(name, value);
      if (session.setCookie) c.header("Set-Cookie", session.setCookie);
    }
    return c.json({ id, user_id: id, email_id: emailId } satisfies LegacyCreateUserResponse);
  });

  return app;
}
