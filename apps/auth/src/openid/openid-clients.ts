// The relying parties of "Logga in med Kretsbutiken": registered, changed and removed through
// the admin API, read by oidc-provider through `clientMetadata`. A confidential client's secret
// is sealed under SECRETS_KEY (oidc-provider compares it itself, so it needs it back); a public
// client has none and is held to PKCE alone. Removing a client removes its grants and tokens
// (the foreign key in `openid_models`).
import { randomBytes } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, OpenidClientsTable } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";

export interface OpenIdClient {
  clientId: string;
  name: string;
  /** Confidential (a secret, sent with HTTP Basic) or public (PKCE alone). */
  type: "confidential" | "public";
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  createdAt: string;
  updatedAt: string;
}

export interface NewOpenIdClient {
  name: string;
  type: OpenIdClient["type"];
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export type OpenIdClientChange = Partial<Omit<NewOpenIdClient, "type">>;

/** What oidc-provider is told about a client (its client metadata, snake_case). */
export interface ClientMetadata {
  client_id: string;
  client_secret?: string;
  client_name: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: string;
}

function clientOf(row: OpenidClientsTable): OpenIdClient {
  return {
    clientId: row.client_id,
    name: row.name,
    type: row.client_secret === null ? "public" : "confidential",
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    postLogoutRedirectUris: JSON.parse(row.post_logout_redirect_uris) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A client's id: a UUID when the admin API made it, else the operator's (OPENID_CLIENTS). */
export const CLIENT_ID_PATTERN = /^[\w.-]{1,64}$/;

/** A new client secret: 32 random bytes, shown once. */
export function newClientSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function createOpenIdClients(db: Kysely<AuthDatabase>, box: SecretBox, clock: Clock) {
  const byId = (clientId: string) =>
    db.selectFrom("openid_clients").selectAll().where("client_id", "=", clientId);

  return {
    async list(): Promise<OpenIdClient[]> {
      const rows = await db
        .selectFrom("openid_clients")
        .selectAll()
        .orderBy("created_at")
        .orderBy("client_id")
        .execute();
      return rows.map(clientOf);
    },

    async get(clientId: string): Promise<OpenIdClient | undefined> {
      const row = await byId(clientId).executeTakeFirst();
      return row && clientOf(row);
    },

    /** Registers a client; the secret (confidential clients) is in the answer and nowhere else. */
    async create(input: NewOpenIdClient): Promise<{ client: OpenIdClient; secret?: string }> {
      const now = clock.now().toISOString();
      const secret = input.type === "confidential" ? newClientSecret() : undefined;
      const row: OpenidClientsTable = {
        client_id: crypto.randomUUID(),
        client_secret: secret === undefined ? null : box.seal(secret),
        name: input.name,
        redirect_uris: JSON.stringify(input.redirectUris),
        post_logout_redirect_uris: JSON.stringify(input.postLogoutRedirectUris),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto("openid_clients").values(row).execute();
      return { client: clientOf(row), ...(secret === undefined ? {} : { secret }) };
    },

    async update(clientId: string, change: OpenIdClientChange): Promise<OpenIdClient | undefined> {
      const result = await db
        .updateTable("openid_clients")
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.redirectUris === undefined
            ? {}
            : { redirect_uris: JSON.stringify(change.redirectUris) }),
          ...(change.postLogoutRedirectUris === undefined
            ? {}
            : { post_logout_redirect_uris: JSON.stringify(change.postLogoutRedirectUris) }),
          updated_at: clock.now().toISOString(),
        })
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? undefined : this.get(clientId);
    },

    /** A client of the operator's configuration: created, or made as configured (by its id). */
    async put(client: {
      clientId: string;
      secret: string | undefined;
      name: string;
      redirectUris: string[];
      postLogoutRedirectUris: string[];
    }): Promise<void> {
      const now = clock.now().toISOString();
      const fields = {
        client_secret: client.secret === undefined ? null : box.seal(client.secret),
        name: client.name,
        redirect_uris: JSON.stringify(client.redirectUris),
        post_logout_redirect_uris: JSON.stringify(client.postLogoutRedirectUris),
        updated_at: now,
      };
      await db
        .insertInto("openid_clients")
        .values({ client_id: client.clientId, created_at: now, ...fields })
        .onConflict((conflict) => conflict.column("client_id").doUpdateSet(fields))
        .execute();
    },

    /** A new secret for a confidential client; the old one stops working at once. */
    async rotateSecret(clientId: string): Promise<string | undefined> {
      const secret = newClientSecret();
      const result = await db
        .updateTable("openid_clients")
        .set({ client_secret: box.seal(secret), updated_at: clock.now().toISOString() })
        .where("client_id", "=", clientId)
        .where("client_secret", "is not", null)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? undefined : secret;
    },

    async remove(clientId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("openid_clients")
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The client as oidc-provider reads it: code flow, refresh tokens, the secret opened. */
    async metadata(clientId: string): Promise<ClientMetadata | undefined> {
      const row = await byId(clientId).executeTakeFirst();
      if (row === undefined) return undefined;
      const client = clientOf(row);
      return {
        client_id: client.clientId,
        ...(row.client_secret === null ? {} : { client_secret: box.open(row.client_secret) }),
        client_name: client.name,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: row.client_secret === null ? "none" : "client_secret_basic",
      };
    },
  };
}

export type OpenIdClients = ReturnType<typeof createOpenIdClients>;
