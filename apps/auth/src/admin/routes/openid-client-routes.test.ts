// The OpenID clients through the whole admin app (bearer check included): registering a
// confidential and a public client, the secret shown once, changing, rotating and removing one,
// and the audit entry each change leaves. Refusals are in openid-client-routes-edges.test.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import { createOpenIdClients } from "../../openid/openid-clients.ts";
import { createAdminTestServer, type AdminTestServer } from "../admin-app-test-server.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

type Client = {
  client_id: string;
  name: string;
  type: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  created_at: string;
  updated_at: string;
  client_secret?: string;
};

const CALLBACK = "https://partner.example/callback";

async function register(json: Record<string, unknown> = {}): Promise<Client> {
  const res = await admin.request("/openid/clients", {
    method: "POST",
    json: { name: "Partnerbutiken", redirect_uris: [CALLBACK], ...json },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Client;
}

/** What oidc-provider would be told about the client: its secret opened. */
const metadata = (clientId: string) => {
  const { db, secretBox, clock } = admin.auth.deps;
  return createOpenIdClients(db, secretBox, clock).metadata(clientId);
};

/** The audit entries about one client, oldest first. */
async function auditOf(clientId: string) {
  const types: AuditLogType[] = [
    "openid_client_created",
    "openid_client_updated",
    "openid_client_secret_rotated",
    "openid_client_deleted",
  ];
  const { entries } = await admin.auth.deps.audit.list({ filters: { types }, perPage: 1000 });
  return entries.filter((entry) => entry.details.client_id === clientId).reverse();
}

describe("the bearer secret", () => {
  it.each([
    ["GET", "/openid/clients"],
    ["POST", "/openid/clients"],
    ["GET", `/openid/clients/${randomUUID()}`],
    ["PATCH", `/openid/clients/${randomUUID()}`],
    ["DELETE", `/openid/clients/${randomUUID()}`],
    ["POST", `/openid/clients/${randomUUID()}/secret`],
  ])("is required by %s %s", async (method, path) => {
    const json = method === "GET" ? undefined : { name: "x" };
    const res = await admin.request(path, { method, authorized: false, json });
    expect(res.status).toBe(401);
  });
});

describe("POST /openid/clients", () => {
  it("registers a confidential client and shows its secret this once", async () => {
    const made = await register({
      post_logout_redirect_uris: ["https://partner.example/signed-out"],
    });
    const shown = (await (await admin.request(`/openid/clients/${made.client_id}`)).json()) as {
      client_secret?: string;
    };
    const listed = (await (await admin.request("/openid/clients")).json()) as Client[];

    expect(made).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: "Partnerbutiken",
      type: "confidential",
      redirect_uris: [CALLBACK],
      post_logout_redirect_uris: ["https://partner.example/signed-out"],
      created_at: made.updated_at,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      client_secret: expect.stringMatching(/^[\w-]{43}$/) as unknown,
    });
    expect((await metadata(made.client_id))?.client_secret).toBe(made.client_secret);
    expect(shown).not.toHaveProperty("client_secret");
    expect(listed.find((client) => client.client_id === made.client_id)).toEqual(
      expect.not.objectContaining({ client_secret: expect.anything() as unknown }),
    );
  });

  it("registers a public client, which has no secret, and defaults its logout URIs", async () => {
    const made = await register({ type: "public", name: "Kassaappen" });
    expect(made).toMatchObject({
      type: "public",
      name: "Kassaappen",
      post_logout_redirect_uris: [],
    });
    expect(made).not.toHaveProperty("client_secret");
    expect(await metadata(made.client_id)).toMatchObject({ token_endpoint_auth_method: "none" });
    expect(await metadata(made.client_id)).not.toHaveProperty("client_secret");
  });

  it("audits the registration as the admin API's, naming the client", async () => {
    const made = await register();
    expect(await auditOf(made.client_id)).toEqual([
      expect.objectContaining({
        type: "openid_client_created",
        actor_user_id: null,
        details: {
          client_id: made.client_id,
          client_name: "Partnerbutiken",
          client_type: "confidential",
          redirect_uris: CALLBACK,
          actor: "admin_api",
        },
      }),
    ]);
  });
});

describe("GET /openid/clients", () => {
  it("lists every client, oldest first", async () => {
    const first = await register({ name: "Första" });
    const second = await register({ name: "Andra", type: "public" });
    const res = await admin.request("/openid/clients");
    const ids = ((await res.json()) as Client[]).map((client) => client.client_id);
    expect(res.status).toBe(200);
    expect(ids.indexOf(first.client_id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.client_id)).toBeGreaterThan(ids.indexOf(first.client_id));
  });
});

describe("PATCH /openid/clients/{client_id}", () => {
  it("changes the members given, keeps the rest, and audits what changed", async () => {
    const made = await register();
    const res = await admin.request(`/openid/clients/${made.client_id}`, {
      method: "PATCH",
      json: { name: "Partnerbutiken AB", redirect_uris: [CALLBACK, "https://partner.example/b"] },
    });
    const shown: unknown = await (await admin.request(`/openid/clients/${made.client_id}`)).json();

    expect(res.status).toBe(200);
    const { client_secret: _secret, ...unchanged } = made;
    const changed = {
      ...unchanged,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      name: "Partnerbutiken AB",
      redirect_uris: [CALLBACK, "https://partner.example/b"],
    };
    expect(await res.json()).toEqual(changed);
    expect(shown).toEqual(changed);
    expect((await metadata(made.client_id))?.client_secret).toBe(made.client_secret);
    expect((await auditOf(made.client_id)).map((entry) => entry.details)).toEqual([
      expect.anything(),
      {
        client_id: made.client_id,
        client_name: "Partnerbutiken AB",
        changed: "name redirect_uris",
        redirect_uris: `${CALLBACK} https://partner.example/b`,
        actor: "admin_api",
      },
    ]);
  });

  it("empties the logout URIs", async () => {
    const made = await register({ post_logout_redirect_uris: ["https://partner.example/out"] });
    const res = await admin.request(`/openid/clients/${made.client_id}`, {
      method: "PATCH",
      json: { post_logout_redirect_uris: [] },
    });
    expect(await res.json()).toMatchObject({
      post_logout_redirect_uris: [],
      redirect_uris: [CALLBACK],
    });
  });
});

describe("POST /openid/clients/{client_id}/secret", () => {
  it("gives a confidential client a new secret; the old one no longer opens", async () => {
    const made = await register();
    const res = await admin.request(`/openid/clients/${made.client_id}/secret`, { method: "POST" });
    const body = (await res.json()) as { client_secret: string };

    expect(res.status).toBe(200);
    expect(Object.keys(body)).toEqual(["client_secret"]);
    expect(body.client_secret).not.toBe(made.client_secret);
    expect((await metadata(made.client_id))?.client_secret).toBe(body.client_secret);
    expect((await auditOf(made.client_id)).map((entry) => entry.type)).toEqual([
      "openid_client_created",
      "openid_client_secret_rotated",
    ]);
  });

  it("answers 409 for a public client, which keeps having no secret", async () => {
    const made = await register({ type: "public" });
    const res = await admin.request(`/openid/clients/${made.client_id}/secret`, { method: "POST" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 409, message: "a public client has no secret" });
    expect(await metadata(made.client_id)).not.toHaveProperty("client_secret");
    expect((await auditOf(made.client_id)).map((entry) => entry.type)).toEqual([
      "openid_client_created",
    ]);
  });
});

describe("DELETE /openid/clients/{client_id}", () => {
  it("removes the client with its grants and tokens (204), after which it is unknown", async () => {
    const made = await register();
    await admin.auth.deps.db
      .insertInto("openid_models")
      .values({
        model: "Grant",
        id: randomUUID(),
        payload: "{}",
        grant_id: null,
        uid: null,
        account_id: null,
        client_id: made.client_id,
        expires_at: null,
        consumed_at: null,
      })
      .execute();

    const res = await admin.request(`/openid/clients/${made.client_id}`, { method: "DELETE" });
    const models = await admin.auth.deps.db
      .selectFrom("openid_models")
      .select("id")
      .where("client_id", "=", made.client_id)
      .execute();

    expect(res.status).toBe(204);
    expect(models).toEqual([]);
    expect((await admin.request(`/openid/clients/${made.client_id}`)).status).toBe(404);
    expect(
      (await admin.request(`/openid/clients/${made.client_id}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await auditOf(made.client_id)).map((entry) => entry.type)).toEqual([
      "openid_client_created",
      "openid_client_deleted",
    ]);
  });
});

describe("an unknown client", () => {
  const unknown = `/openid/clients/${randomUUID()}`;

  it.each([
    ["GET", unknown, undefined],
    ["PATCH", unknown, { name: "Ny" }],
    ["DELETE", unknown, undefined],
    ["POST", `${unknown}/secret`, undefined],
  ])("answers %s %s with 404", async (method, path, json) => {
    const res = await admin.request(path, { method, json });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "client not found" });
  });
});
