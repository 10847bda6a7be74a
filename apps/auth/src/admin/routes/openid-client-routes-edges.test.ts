// The OpenID client routes' refusals: bodies the schema or the redirect URI rules refuse (400,
// naming the member), https in production, malformed JSON and ids that are no UUID; none of
// them changes anything or leaves an audit entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps } from "../admin-env.ts";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { createOpenIdClients } from "../../openid/openid-clients.ts";
import { openIdClientRoutes } from "./openid-client-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(openIdClientRoutes);
});
afterAll(() => admin.close());

const CALLBACK = "https://partner.example/callback";
const VALID = { name: "Partnerbutiken", redirect_uris: [CALLBACK] };
const many = (count: number) =>
  Array.from({ length: count }, (_, i) => `https://partner.example/cb/${i}`);

/** The routes of a server whose NODE_ENV is production, on the test server's deps. */
const inProduction = (deps: AdminDeps) =>
  openIdClientRoutes({ ...deps, config: { ...deps.config, env: "production" } });

async function created(app: AdminTestApp, json: unknown = VALID): Promise<{ client_id: string }> {
  const res = await app.request("/openid/clients", { method: "POST", json });
  expect(res.status).toBe(201);
  return (await res.json()) as { client_id: string };
}

const auditCount = async () => (await admin.auth.deps.audit.list()).total;

describe("a registration the rules refuse", () => {
  it.each([
    ["no name", { redirect_uris: [CALLBACK] }, "invalid request body: name"],
    ["an empty name", { ...VALID, name: "" }, "invalid request body: name"],
    ["a blank name", { ...VALID, name: "   " }, "invalid request body: name"],
    ["a name too long", { ...VALID, name: "x".repeat(101) }, "invalid request body: name"],
    ["an unknown type", { ...VALID, type: "secret" }, "invalid request body: type"],
    ["no redirect URIs", { name: "P" }, "invalid request body: redirect_uris"],
    ["an empty list", { ...VALID, redirect_uris: [] }, "invalid request body: redirect_uris"],
    [
      "11 redirect URIs",
      { ...VALID, redirect_uris: many(11) },
      "invalid request body: redirect_uris",
    ],
    [
      "11 logout URIs",
      { ...VALID, post_logout_redirect_uris: many(11) },
      "invalid request body: post_logout_redirect_uris",
    ],
    [
      "a URI that is no string",
      { ...VALID, redirect_uris: [42] },
      "invalid request body: redirect_uris.0",
    ],
    [
      "a relative URI",
      { ...VALID, redirect_uris: [CALLBACK, "/callback"] },
      "redirect_uris.1 is not an absolute URL",
    ],
    [
      "a fragment",
      { ...VALID, redirect_uris: [`${CALLBACK}#token`] },
      "redirect_uris.0 must not hold a fragment",
    ],
    [
      "a javascript: URI",
      { ...VALID, redirect_uris: ["javascript:alert(document.cookie)"] },
      "redirect_uris.0 must be an http(s) URL",
    ],
    [
      "a logout URI with a fragment",
      { ...VALID, post_logout_redirect_uris: ["https://partner.example/#out"] },
      "post_logout_redirect_uris.0 must not hold a fragment",
    ],
  ])("answers %s with 400 naming it, and registers nothing", async (_case, json, message) => {
    const before = await auditCount();
    const res = await admin.request("/openid/clients", { method: "POST", json });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message });
    expect(
      await admin.auth.deps.db.selectFrom("openid_clients").select("client_id").execute(),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("takes ten redirect URIs", async () => {
    await created(admin, { ...VALID, redirect_uris: many(10) });
  });
});

describe("a change the rules refuse", () => {
  it.each([
    ["an empty name", { name: "" }, "invalid request body: name"],
    ["an empty redirect list", { redirect_uris: [] }, "invalid request body: redirect_uris"],
    ["a type, which is fixed", { type: "public" }, "invalid request body"],
    [
      "a relative logout URI",
      { post_logout_redirect_uris: ["signed-out"] },
      "post_logout_redirect_uris.0 is not an absolute URL",
    ],
  ])("answers %s with 400 and changes nothing", async (_case, json, message) => {
    const { client_id } = await created(admin);
    const before: unknown = await (await admin.request(`/openid/clients/${client_id}`)).json();
    const res = await admin.request(`/openid/clients/${client_id}`, { method: "PATCH", json });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message });
    expect(await (await admin.request(`/openid/clients/${client_id}`)).json()).toEqual(before);
  });
});

describe("redirect URIs in production", () => {
  it("refuses plain http except on loopback, on registration and on change", async () => {
    const app = await createAdminTestApp(inProduction);
    try {
      const plain = await app.request("/openid/clients", {
        method: "POST",
        json: { ...VALID, redirect_uris: ["http://partner.example/callback"] },
      });
      expect(plain.status).toBe(400);
      expect(await plain.json()).toEqual({
        code: 400,
        message: "redirect_uris.0 must be an https URL (http only on localhost)",
      });
      const local = await created(app, {
        ...VALID,
        redirect_uris: ["http://localhost:3000/callback", "http://127.0.0.1:8080/cb"],
      });
      const changed = await app.request(`/openid/clients/${local.client_id}`, {
        method: "PATCH",
        json: { post_logout_redirect_uris: ["http://partner.example/out"] },
      });
      expect(await changed.json()).toEqual({
        code: 400,
        message: "post_logout_redirect_uris.0 must be an https URL (http only on localhost)",
      });
    } finally {
      await app.close();
    }
  });

  it("takes plain http anywhere outside production", async () => {
    await created(admin, { ...VALID, redirect_uris: ["http://partner.test/callback"] });
  });
});

describe("requests that are not understood", () => {
  it.each([
    ["POST", "/openid/clients"],
    ["PATCH", "/openid/clients/00000000-0000-4000-8000-000000000000"],
  ])("answers malformed JSON to %s %s with 400", async (method, path) => {
    const res = await admin.request(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: '{"name": "Partner',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "malformed JSON" });
  });

  it.each([
    ["GET", "/openid/clients/n%C3%A5got"],
    ["PATCH", "/openid/clients/a%20b"],
    ["DELETE", `/openid/clients/${"x".repeat(65)}`],
    ["POST", "/openid/clients/%3Cscript%3E/secret"],
  ])("answers %s %s, no client id, with 400", async (method, path) => {
    const res = await admin.request(path, { method });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "client_id is not a client id" });
  });

  it("finds a client from the configuration by the operator's id", async () => {
    await createOpenIdClients(
      admin.auth.deps.db,
      admin.auth.deps.secretBox,
      admin.auth.deps.clock,
    ).put({
      clientId: "kundklubben",
      secret: "s".repeat(40),
      name: "Kretsbutikens kundklubb",
      redirectUris: ["http://localhost:8400/callback"],
      postLogoutRedirectUris: [],
    });
    const res = await admin.request("/openid/clients/kundklubben");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ client_id: "kundklubben", type: "confidential" });
  });
});
