// An OpenID client's whole life through the routes of a server of its own (outside production:
// plain http is taken), with what the audit log says of each step: the redirect URIs of a
// registration and the members a change touched, in a fixed order. Then the 404 of every route
// for a client that is not there, and a secret rotated while another request removes the
// client (PostgreSQL, which lets the test hold that moment open).
import { sql } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { openIdClientRoutes } from "./openid-client-routes.ts";

type Client = { client_id: string; name: string; client_secret?: string };

const TYPES: AuditLogType[] = [
  "openid_client_created",
  "openid_client_updated",
  "openid_client_secret_rotated",
  "openid_client_deleted",
];

/** What the audit log says about one client, oldest first. */
async function auditOf(admin: AdminTestApp, clientId: string) {
  const { entries } = await admin.auth.deps.audit.list({ filters: { types: TYPES } });
  return entries
    .filter((entry) => entry.details.client_id === clientId)
    .reverse()
    .map((entry) => ({ type: entry.type, details: entry.details }));
}

async function register(admin: AdminTestApp, json: unknown): Promise<Client> {
  const res = await admin.request("/openid/clients", { method: "POST", json });
  expect(res.status).toBe(201);
  return (await res.json()) as Client;
}

describe("an OpenID client's life on a server of its own", () => {
  it("is registered, listed, read, changed, given a new secret and removed, each audited", async () => {
    // The routes are made here, in the test, rather than in a hook.
    const admin = await createAdminTestApp(openIdClientRoutes);
    try {
      const uris = ["http://partner.test/callback", "https://partner.example/cb"];
      const made = await register(admin, { name: "Partnerbutiken", redirect_uris: uris });
      const path = `/openid/clients/${made.client_id}`;

      const listed = await admin.request("/openid/clients");
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual([
        expect.objectContaining({ client_id: made.client_id, redirect_uris: uris }),
      ]);
      const read = await admin.request(path);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ client_id: made.client_id, type: "confidential" });

      const changed = await admin.request(path, {
        method: "PATCH",
        json: {
          redirect_uris: ["https://partner.example/cb"],
          post_logout_redirect_uris: ["https://partner.example/"],
        },
      });
      expect(changed.status).toBe(200);

      const rotated = await admin.request(`${path}/secret`, { method: "POST" });
      expect(rotated.status).toBe(200);
      const { client_secret } = (await rotated.json()) as { client_secret: string };
      expect(client_secret).not.toBe(made.client_secret);

      const removed = await admin.request(path, { method: "DELETE" });
      expect(removed.status).toBe(204);
      expect((await admin.request(path)).status).toBe(404);

      const named = { client_id: made.client_id, client_name: "Partnerbutiken" };
      expect(await auditOf(admin, made.client_id)).toEqual([
        {
          type: "openid_client_created",
          details: expect.objectContaining({
            ...named,
            client_type: "confidential",
            redirect_uris: "http://partner.test/callback https://partner.example/cb",
          }) as unknown,
        },
        {
          type: "openid_client_updated",
          details: expect.objectContaining({
            ...named,
            changed: "post_logout_redirect_uris redirect_uris",
            redirect_uris: "https://partner.example/cb",
          }) as unknown,
        },
        {
          type: "openid_client_secret_rotated",
          details: expect.objectContaining(named) as unknown,
        },
        { type: "openid_client_deleted", details: expect.objectContaining(named) as unknown },
      ]);
    } finally {
      await admin.close();
    }
  });
});

describe("a client that is not there", () => {
  let admin: AdminTestApp;
  beforeAll(async () => {
    admin = await createAdminTestApp(openIdClientRoutes);
  });
  afterAll(() => admin.close());

  // A fixed id, so the tests' names are the same on every run.
  const missing = "/openid/clients/00000000-0000-4000-8000-000000000404";
  it.each([
    ["GET", missing, undefined],
    ["PATCH", missing, { name: "Ny" }],
    ["DELETE", missing, undefined],
    ["POST", `${missing}/secret`, undefined],
  ])("is answered %s %s with 404 and audited nowhere", async (method, path, json) => {
    const before = (await admin.auth.deps.audit.list()).total;
    const res = await admin.request(path, { method, json });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "client not found" });
    expect((await admin.auth.deps.audit.list()).total).toBe(before);
  });

  const postgres = dialectCases().find((c) => c.dialect === "postgres")!;
  it("is answered 404 when removed while its secret is being rotated", async (ctx) => {
    if (postgres.skipReason) return ctx.skip(postgres.skipReason);
    const made = await register(admin, {
      name: "Partnerbutiken",
      redirect_uris: ["https://partner.example/cb"],
    });
    const { db } = admin.auth.deps;
    let rotating: Promise<Response> | undefined;
    // Another request's removal, written and not yet committed: the rotation still reads the
    // client, then waits for the row.
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      const holder = rows[0]!.pid;
      await trx.deleteFrom("openid_clients").where("client_id", "=", made.client_id).execute();
      rotating = admin.request(`/openid/clients/${made.client_id}/secret`, { method: "POST" });
      await vi.waitFor(
        async () => {
          const blocked = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where ${holder}::int = any(pg_blocking_pids(pid))`.execute(db);
          expect(blocked.rows[0]!.n).toBe(1);
        },
        { timeout: 5_000, interval: 10 },
      );
    });
    const res = await rotating!;
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "client not found" });
    expect((await auditOf(admin, made.client_id)).map((entry) => entry.type)).toEqual([
      "openid_client_created",
    ]);
  });
});
