// The signed-in user's addresses, v2 endpoints (flow-api.md Appendix A): list, add (409 at
// the limit, 400 when the address exists), make primary, delete (409 for the primary).
import { LEGACY_REST_PATHS, type LegacyEmail } from "@kretsbutiken/flow-protocol";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AuditEvent } from "../audit/audit-entry.ts";
import { auditRecorder } from "../audit/audit-recorder.ts";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, EmailsTable } from "../db/schema.ts";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/http-error.ts";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AuthDeps } from "../services.ts";
import { mayTellAccountExists } from "../users/account-existence.ts";
import { createEmailStore, type EmailStore } from "../users/email-store.ts";
import { requireSession } from "./require-session.ts";
import { limitAddressLookups } from "./limit-address-lookups.ts";
import { readJsonBody } from "./read-json-body.ts";

const uuid = z.uuid();

export function createEmailRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const emails = createEmailStore(deps.db, deps.clock);
  const addBody = z.object({
    address: z.string().trim().max(config.email.maxLength).pipe(z.email()),
  });
  const emailId = (id: string) => {
    if (!uuid.safeParse(id).success)
      throw new HttpError("bad_request", "the email id is not a UUID");
    return id;
  };

  const session = requireSession(deps);

  // A change and its audit entry commit together; `audit` says what the outcome was, if anything.
  const changing = <T>(
    c: Context<AppEnv>,
    change: (store: EmailStore) => Promise<T>,
    audit: (result: T) => Omit<AuditEvent, "userId"> | undefined,
  ): Promise<T> => {
    const { userId } = c.get("session");
    const client = requestClientInfo(c, config.trustProxy);
    return deps.db.transaction().execute(async (trx: Kysely<AuthDatabase>) => {
      const result = await change(createEmailStore(trx, deps.clock));
      const event = audit(result);
      if (event !== undefined) {
        await auditRecorder(deps.audit.within(trx), client).record({ ...event, userId });
      }
      return result;
    });
  };

  app.get(LEGACY_REST_PATHS.emails, session, async (c) => {
    return c.json((await emails.list(c.get("session").userId)).map(toLegacyEmail));
  });

  // Added unverified, as v2 did: no REST route verifies it (the profile flow will). Without
  // existence hints an address someone else has proven is added too (unverified, it belongs to
  // nobody and its code would go to the owner), so the answer does not tell it has an account.
  const addEvenIfOwned = !mayTellAccountExists({
    requireVerification: config.email.requireVerification,
    showAccountExistenceHints: config.privacy.showAccountExistenceHints,
  });
  app.post(LEGACY_REST_PATHS.emails, session, limitAddressLookups(deps), async (c) => {
    const { address } = await readJsonBody(c, addBody);
    const added = await changing(
      c,
      (store) =>
        store.add(c.get("session").userId, address, {
          verified: false,
          limit: config.email.limit,
          evenIfOwned: addEvenIfOwned,
        }),
      (result) =>
        result.ok ? { type: "email_created", details: { email: result.email.address } } : undefined,
    );
    if (added.ok) return c.json(toLegacyEmail(added.email));
    throw added.reason === "limit_reached"
      ? new HttpError("conflict", "the address limit is reached")
      : new HttpError("bad_request", "the address exists");
  });

  app.post(`${LEGACY_REST_PATHS.emails}/:id/set_primary`, session, async (c) => {
    const id = emailId(c.req.param("id"));
    const result = await changing(
      c,
      (store) => store.setPrimary(c.get("session").userId, id),
      (outcome) =>
        outcome === "not_found" || outcome === "unverified"
          ? undefined
          : { type: "primary_email_changed", details: { email_id: id } },
    );
    if (result === "not_found") throw new HttpError("not_found");
    if (result === "unverified") {
      throw new HttpError("bad_request", "only a verified address can be primary");
    }
    return c.body(null, 204);
  });

  app.delete(`${LEGACY_REST_PATHS.emails}/:id`, session, async (c) => {
    const id = emailId(c.req.param("id"));
    const result = await changing(
      c,
      (store) => store.remove(c.get("session").userId, id),
      (outcome) =>
        outcome === "not_found" || outcome === "primary"
          ? undefined
          : { type: "email_deleted", details: { email_id: id } },
    );
    if (result === "not_found") throw new HttpError("not_found");
    if (result === "primary")
      throw new HttpError("conflict", "the primary address cannot be deleted");
    return c.body(null, 204);
  });

  return app;
}

function toLegacyEmail(email: EmailsTable): LegacyEmail {
  return {
    id: email.id,
    address: email.address,
    is_verified: email.verified === 1,
    is_primary: email.is_primary === 1,
  };
}
