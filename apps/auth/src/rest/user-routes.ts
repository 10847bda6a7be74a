// v2 endpoints for signed-out clients (flow-api.md Appendix A): POST /user looks an address
// up, POST /users signs up with an address. Unless an answer may tell that an address has an
// account (SHOW_ACCOUNT_EXISTENCE_HINTS, users/account-existence.ts), both answer alike for
// addresses with and without one: a look-up of an unknown address gets look-alike ids, which a
// sign-up then uses; a sign-up with a taken address gets the account's ids (what a look-up
// tells anyway), and the owner gets the "someone tried to register" mail instead of a 409.
import {
  LEGACY_REST_PATHS,
  type LegacyCreateUserResponse,
  type LegacyUserInfoResponse,
} from "@kretsbutiken/flow-protocol";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { auditRecorder } from "../audit/audit-recorder.ts";
import { HttpError } from "../http/http-error.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import { loadSecretKeys } from "../secrets/secrets-key.ts";
import type { AuthDeps } from "../services.ts";
import { lookalikeIds, mayTellAccountExists } from "../users/account-existence.ts";
import { normalizeAddress } from "../users/normalize.ts";
import { createCredentialStore } from "../webauthn/credential-store.ts";
import { limitAddressLookups } from "./limit-address-lookups.ts";
import { readJsonBody } from "./read-json-body.ts";

export function createUserRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const emailBody = z.object({
    email: z.string().trim().max(config.email.maxLength).pipe(z.email()),
  });

  const limited = limitAddressLookups(deps);
  const tells = mayTellAccountExists({
    requireVerification: config.email.requireVerification,
    showAccountExistenceHints: config.privacy.showAccountExistenceHints,
  });
  const lookalike = lookalikeIds(loadSecretKeys(config).current);

  app.post(LEGACY_REST_PATHS.user, limited, async (c) => {
    const { email } = await readJsonBody(c, emailBody);
    const found = await deps.users.findByEmail(email);
    if (!found) {
      if (tells) throw new HttpError("not_found");
      const ids = lookalike(normalizeAddress(email));
      return c.json({
        id: ids.id,
        email_id: ids.emailId,
        // As for the accounts people use: registered through a flow, their address proven.
        verified: true,
        has_webauthn_credential: false,
      } satisfies LegacyUserInfoResponse);
    }
    const credentials = await createCredentialStore(deps.db).listOf(found.user.id);
    return c.json({
      id: found.user.id,
      email_id: found.email.id,
      verified: found.email.verified,
      has_webauthn_credential: credentials.some((credential) => credential.mfa_only === 0),
    } satisfies LegacyUserInfoResponse);
  });

  app.post(LEGACY_REST_PATHS.users, limited, async (c) => {
    if (!config.account.allowSignup) throw new HttpError("forbidden", "sign-up is disabled");
    const { email } = await readJsonBody(c, emailBody);
    const client = requestClientInfo(c, config.trustProxy);
    // The look-alike id, unless an account took it before (one made for this address that
    // since moved to another): ids are never reused.
    const likeId = tells ? undefined : lookalike(normalizeAddress(email)).id;
    const id =
      likeId === undefined || (await deps.users.findById(likeId)) !== undefined
        ? crypto.randomUUID()
        : likeId;
    const created = await deps.db.transaction().execute(async (trx) => {
      const result = await deps.users
        .within(trx)
        .create({ id, email: { address: email, verified: false } });
      if (result.ok) {
        await auditRecorder(deps.audit.within(trx), client).record({
          type: "user_created",
          userId: id,
        });
      }
      return result;
    });
    if (!created.ok) {
      const holder =
        tells || created.conflict !== "email" ? undefined : await deps.users.findByEmail(email);
      if (!holder) throw new HttpError("conflict", "the address is taken");
      await deps.mailer.send({
        to: holder.email.address,
        template: "email_registration_attempted",
        language: client.language,
        data: {},
      });
      return c.json({
        id: holder.user.id,
        user_id: holder.user.id,
        email_id: holder.email.id,
      } satisfies LegacyCreateUserResponse);
    }
    const emailId = (await deps.users.emails(id))[0]?.id;
    if (emailId === undefined) throw new Error("the new user has no email");

    // v2: without required verification the new user is signed in at once.
    if (!config.email.requireVerification) {
      const session = await deps.sessions.issue({
        userId: id,
        amr: [],
        client,
        retention: config.session.retention === "session" ? "session" : "persistent",
      });
      for (const [name, value] of Object.entries(session.headers)) c.header(name, value);
      if (session.setCookie) c.header("Set-Cookie", session.setCookie);
    }
    return c.json({ id, user_id: id, email_id: emailId } satisfies LegacyCreateUserResponse);
  });

  return app;
}
