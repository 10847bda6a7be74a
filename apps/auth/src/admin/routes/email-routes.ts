// A user's e-mail addresses through the admin API, on Hanko's wire (backend/handler/
// email_admin.go): list, add (201; 409 at EMAIL_LIMIT, 400 when someone has proven the address),
// get, delete (204; 409 for the primary address), set_primary (204). Ours, in the same style:
// `POST …/emails/{email_id}/verify` marks an address verified as a mailed code would. Unlike
// Hanko, only a verified address can be primary (docs/decisions/0016, 400 otherwise), and
// `is_primary` in a new address is accepted but, as in Hanko, the first address alone becomes
// primary. An unknown user is 404 here too (Hanko lists none for it). Each change is audited
// and mailed as the profile's email actions are. The OpenAPI description is email-openapi.ts.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { createEmailStore } from "../../users/email-store.ts";
import { UserStoreError } from "../../users/user-errors.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv } from "../admin-env.ts";
import { toAdminEmail } from "../users/admin-user.ts";
import { adminError } from "../admin-error.ts";
import { userParam } from "./user-param.ts";
import { readAdminBody } from "./read-admin-body.ts";
import { uuidParam } from "./uuid-param.ts";

export { emailPaths, emailSchemas } from "./email-openapi.ts";

const EMAILS = "/users/:user_id/emails";
const EMAIL = `${EMAILS}/:email_id`;

export function emailRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const emails = createEmailStore(deps.db, deps.clock);
  const createBody = z.object({
    address: z.string().trim().max(deps.config.email.maxLength).pipe(z.email()),
    is_primary: z.boolean().optional(),
    is_verified: z.boolean().optional(),
  });

  /** The user and the address the path names, or the 400/404 answer. */
  const userEmail = async (c: Context<AdminEnv>) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const id = uuidParam(c, "email_id");
    if (id instanceof Response) return id;
    const all = await emails.list(user.id);
    const email = all.find((e) => e.id === id);
    if (email === undefined) return adminError(c, 404, "email not found");
    return { user, email, primary: all.find((e) => e.is_primary === 1) };
  };

  app.get(EMAILS, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    return c.json((await emails.list(user.id)).map(toAdminEmail));
  });

  app.post(EMAILS, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const body = await readAdminBody(c, createBody);
    if (body instanceof Response) return body;
    const before = await emails.list(user.id);
    const added = await emails.add(user.id, body.address, {
      verified: body.is_verified ?? false,
      limit: deps.config.email.limit,
      signInAddress: before.length === 0,
    });
    if (!added.ok) {
      return added.reason === "limit_reached"
        ? adminError(c, 409, "the user has as many addresses as EMAIL_LIMIT allows")
        : adminError(c, 400, "the address exists");
    }
    // As the profile: the entry and the mail name the primary address the user had before.
    const primary = before.find((e) => e.is_primary === 1)?.address;
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "email_created",
      details: { email: added.email.address },
      email: primary,
      ...(primary !== undefined && {
        notify: { template: "email_create", data: { newEmailAddress: added.email.address } },
      }),
    });
    return c.json(toAdminEmail(added.email), 201);
  });

  app.get(EMAIL, async (c) => {
    const found = await userEmail(c);
    if (found instanceof Response) return found;
    return c.json(toAdminEmail(found.email));
  });

  app.delete(EMAIL, async (c) => {
    const found = await userEmail(c);
    if (found instanceof Response) return found;
    const { user, email } = found;
    const outcome = await emails.remove(user.id, email.id);
    if (outcome === "not_found") return adminError(c, 404, "email not found");
    if (outcome === "primary") return adminError(c, 409, "the primary address cannot be deleted");
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "email_deleted",
      details: { email: email.address },
      notify: { template: "email_delete", data: { deletedEmailAddress: email.address } },
    });
    return c.body(null, 204);
  });

  app.post(`${EMAIL}/set_primary`, async (c) => {
    const found = await userEmail(c);
    if (found instanceof Response) return found;
    const { user, email, primary } = found;
    if (email.is_primary === 1) return c.body(null, 204);
    const outcome = await emails.setPrimary(user.id, email.id);
    if (outcome === "not_found") return adminError(c, 404, "email not found");
    if (outcome === "unverified") {
      return adminError(c, 400, "only a verified address can be primary");
    }
    // The mail goes to the old address: the one a hijacker would not want told.
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "primary_email_changed",
      details: { email: email.address },
      email: primary?.address,
      ...(primary !== undefined && {
        notify: {
          template: "primary_email_update",
          data: { oldEmailAddress: primary.address, newEmailAddress: email.address },
        },
        notifyTo: primary.address,
      }),
    });
    return c.body(null, 204);
  });

  app.post(`${EMAIL}/verify`, async (c) => {
    const found = await userEmail(c);
    if (found instanceof Response) return found;
    const { user, email } = found;
    if (email.verified === 1) return c.json(toAdminEmail(email));
    try {
      await deps.users.verifyEmail(user.id, email.address);
    } catch (error) {
      if (!(error instanceof UserStoreError)) throw error;
      return adminError(c, 409, "another user has proven this address");
    }
    // The profile mails nothing when an address it already had is proven.
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "email_verified",
      details: { email: email.address },
    });
    const verified = (await emails.list(user.id)).find((e) => e.id === email.id) ?? email;
    return c.json(toAdminEmail(verified));
  });

  return app;
}
