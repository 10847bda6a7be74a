// The relying parties of "Logga in med Kretsbutiken" (openid/openid-clients.ts) through the
// admin API; ours, as Hanko has no OpenID Provider. GET /openid/clients lists them (a handful of
// configuration objects, unpaged as webhooks are), POST registers one from `{name, type,
// redirect_uris, post_logout_redirect_uris}` (201, with a confidential client's `client_secret`
// shown this once, as a webhook's secret is), GET/PATCH/DELETE /openid/clients/{client_id} read,
// change (any of name and the two URI lists; the type is fixed) and remove one (its grants and
// tokens go with it), and POST …/secret gives a confidential client a new one. Every change is
// audited (openid_client_*, `actor: "admin_api"`); it concerns no user, so no mail goes out.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AuditDetails } from "../../audit/audit-entry.ts";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import {
  CLIENT_ID_PATTERN,
  createOpenIdClients,
  type OpenIdClient,
} from "../../openid/openid-clients.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { readAdminBody } from "./read-admin-body.ts";
import { redirectUrisProblem } from "./redirect-uri-problem.ts";

export { openIdClientPaths, openIdClientSchemas } from "./openid-client-openapi.ts";

export const MAX_CLIENT_NAME = 100;
export const MAX_REDIRECT_URIS = 10;

const name = z.string().trim().min(1).max(MAX_CLIENT_NAME);
const uris = z.array(z.string().max(2000)).max(MAX_REDIRECT_URIS);
const createBody = z.object({
  name,
  type: z.enum(["confidential", "public"]).default("confidential"),
  redirect_uris: uris.min(1),
  post_logout_redirect_uris: uris.default([]),
});
// Strict: a `type` (or a misspelt member) would otherwise be dropped and answered with 200.
const updateBody = z.strictObject({
  name: name.optional(),
  redirect_uris: uris.min(1).optional(),
  post_logout_redirect_uris: uris.optional(),
});

type UriLists = Partial<Record<"redirect_uris" | "post_logout_redirect_uris", string[]>>;

/** A client on the wire, snake_case; never its secret. */
function wireClient(client: OpenIdClient) {
  return {
    client_id: client.clientId,
    name: client.name,
    type: client.type,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    created_at: client.createdAt,
    updated_at: client.updatedAt,
  };
}

export function openIdClientRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const clients = createOpenIdClients(deps.db, deps.secretBox, deps.clock);
  const production = deps.config.env === "production";

  /** The body's change, or the 400 answer. */
  const readChange = async <T extends UriLists>(
    c: Context<AdminEnv>,
    schema: z.ZodType<T>,
  ): Promise<T | Response> => {
    const body = await readAdminBody(c, schema);
    if (body instanceof Response) return body;
    const problem =
      redirectUrisProblem("redirect_uris", body.redirect_uris ?? [], production) ??
      redirectUrisProblem(
        "post_logout_redirect_uris",
        body.post_logout_redirect_uris ?? [],
        production,
      );
    return problem === undefined ? body : adminError(c, 400, problem);
  };

  /** The client the path names, or the 400 or 404 answer. */
  const named = async (c: Context<AdminEnv>): Promise<OpenIdClient | Response> => {
    const id = clientIdParam(c);
    if (id instanceof Response) return id;
    return (await clients.get(id)) ?? notFound(c);
  };

  const audit = (c: Context<AdminEnv>, type: AuditLogType, details: AuditDetails) =>
    recordAdminChange(deps, c.get("adminRequest"), { userId: undefined, type, details });

  app.get("/openid/clients", async (c) => c.json((await clients.list()).map(wireClient)));

  app.post("/openid/clients", async (c) => {
    const body = await readChange(c, createBody);
    if (body instanceof Response) return body;
    const { client, secret } = await clients.create({
      name: body.name,
      type: body.type,
      redirectUris: body.redirect_uris,
      postLogoutRedirectUris: body.post_logout_redirect_uris,
    });
    await audit(c, "openid_client_created", {
      ...clientDetails(client),
      client_type: client.type,
      redirect_uris: client.redirectUris.join(" "),
    });
    return c.json(
      { ...wireClient(client), ...(secret !== undefined && { client_secret: secret }) },
      201,
    );
  });

  app.get("/openid/clients/:client_id", async (c) => {
    const client = await named(c);
    return client instanceof Response ? client : c.json(wireClient(client));
  });

  app.patch("/openid/clients/:client_id", async (c) => {
    const id = clientIdParam(c);
    if (id instanceof Response) return id;
    const body = await readChange(c, updateBody);
    if (body instanceof Response) return body;
    const client = await clients.update(id, {
      name: body.name,
      redirectUris: body.redirect_uris,
      postLogoutRedirectUris: body.post_logout_redirect_uris,
    });
    if (client === undefined) return notFound(c);
    await audit(c, "openid_client_updated", {
      ...clientDetails(client),
      changed: Object.keys(body).sort().join(" "),
      // The new URIs, so the log shows where sign-ins may be sent since.
      ...(body.redirect_uris && { redirect_uris: body.redirect_uris.join(" ") }),
    });
    return c.json(wireClient(client));
  });

  app.post("/openid/clients/:client_id/secret", async (c) => {
    const client = await named(c);
    if (client instanceof Response) return client;
    if (client.type === "public") return adminError(c, 409, "a public client has no secret");
    const secret = await clients.rotateSecret(client.clientId);
    if (secret === undefined) return notFound(c);
    await audit(c, "openid_client_secret_rotated", clientDetails(client));
    return c.json({ client_secret: secret });
  });

  app.delete("/openid/clients/:client_id", async (c) => {
    const client = await named(c);
    if (client instanceof Response) return client;
    if (!(await clients.remove(client.clientId))) return notFound(c);
    await audit(c, "openid_client_deleted", clientDetails(client));
    return c.body(null, 204);
  });

  return app;
}

function clientDetails(client: OpenIdClient): AuditDetails {
  return { client_id: client.clientId, client_name: client.name };
}

/**
 * The path's client id: a UUID for a client this API registered, the operator's own name for
 * one from OPENID_CLIENTS (configured-clients.ts); anything else is no client id.
 */
function clientIdParam(c: Context): string | Response {
  const id = c.req.param("client_id") ?? "";
  return CLIENT_ID_PATTERN.test(id) ? id : adminError(c, 400, "client_id is not a client id");
}

function notFound(c: Context): Response {
  return adminError(c, 404, "client not found");
}
