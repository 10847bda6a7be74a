import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps } from "../admin-env.ts";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { webhookRoutes } from "./webhook-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(webhookRoutes);
});
afterAll(() => admin.close());

type Webhook = { id: string; callback: string; events: string[]; enabled: boolean };

const CALLBACK = "https://shop.example/hooks";

async function created(app: AdminTestApp, callback = CALLBACK): Promise<Webhook> {
  const res = await app.request("/webhooks", {
    method: "POST",
    json: { callback, events: ["user"] },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Webhook;
}

/** The webhook routes of a server whose NODE_ENV is production, on the test server's deps. */
const inProduction = (deps: AdminDeps) =>
  webhookRoutes({ ...deps, config: { ...deps.config, env: "production" } });

describe("every webhook route at its path", () => {
  // The app is made inside the test: the routes are registered as the test runs.
  it("lists, shows, replaces, lists deliveries of and deletes a webhook", async () => {
    const app = await createAdminTestApp(webhookRoutes);
    try {
      const hook = await created(app);
      const listed = await app.request("/webhooks");
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual({
        database: [expect.objectContaining({ id: hook.id, callback: CALLBACK })],
        config: [],
      });
      const shown = await app.request(`/webhooks/${hook.id}`);
      expect(await shown.json()).toMatchObject({ id: hook.id, events: ["user"] });
      const replaced = await app.request(`/webhooks/${hook.id}`, {
        method: "PUT",
        json: { callback: `${CALLBACK}/v2`, events: ["session"], enabled: false },
      });
      expect(replaced.status).toBe(200);
      expect(await replaced.json()).toMatchObject({
        id: hook.id,
        callback: `${CALLBACK}/v2`,
        events: ["session"],
        enabled: false,
      });
      const deliveries = await app.request(`/webhooks/${hook.id}/deliveries`);
      expect(deliveries.status).toBe(200);
      expect(await deliveries.json()).toEqual([]);
      const deleted = await app.request(`/webhooks/${hook.id}`, { method: "DELETE" });
      expect(deleted.status).toBe(204);
      expect(await (await app.request("/webhooks")).json()).toEqual({ database: [], config: [] });
    } finally {
      await app.close();
    }
  });
});

describe("callbacks in production", () => {
  it("refuses a plain http callback with 400 and takes an https one", async () => {
    const app = await createAdminTestApp(inProduction);
    try {
      const plain = await app.request("/webhooks", {
        method: "POST",
        json: { callback: "http://shop.example/hooks", events: ["user"] },
      });
      expect(plain.status).toBe(400);
      expect(await plain.json()).toEqual({ code: 400, message: "callback must be an https URL" });
      const hook = await created(app);
      const replaced = await app.request(`/webhooks/${hook.id}`, {
        method: "PUT",
        json: { callback: "http://shop.example/hooks", events: ["user"], enabled: true },
      });
      expect(await replaced.json()).toEqual({
        code: 400,
        message: "callback must be an https URL",
      });
    } finally {
      await app.close();
    }
  });

  it("takes a plain http callback outside production", async () => {
    const hook = await created(admin, "http://localhost:4000/hooks");
    expect(hook.callback).toBe("http://localhost:4000/hooks");
  });
});

describe("webhook refusals name the problem", () => {
  it("answers a body the schema refuses with the member it refuses", async () => {
    const res = await admin.request("/webhooks", {
      method: "POST",
      json: { callback: CALLBACK, events: [] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "invalid request body: events" });
  });

  it("answers a replacement without enabled with 400 naming it", async () => {
    const hook = await created(admin);
    const res = await admin.request(`/webhooks/${hook.id}`, {
      method: "PUT",
      json: { callback: CALLBACK, events: ["user"] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "invalid request body: enabled" });
  });

  it("answers a callback with credentials with 400", async () => {
    const res = await admin.request("/webhooks", {
      method: "POST",
      json: { callback: "https://user:pw@shop.example/hooks", events: ["user"] },
    });
    expect(await res.json()).toEqual({
      code: 400,
      message: "callback must not hold credentials",
    });
  });

  it.each([
    ["GET", ""],
    ["PUT", ""],
    ["DELETE", ""],
    ["POST", "/enable"],
    ["GET", "/deliveries"],
  ])(
    "answers %s /webhooks/{id}%s for an unknown webhook with 404 webhook not found",
    async (method, suffix) => {
      const res = await admin.request(`/webhooks/${randomUUID()}${suffix}`, {
        method,
        ...(method === "PUT" && { json: { callback: CALLBACK, events: ["user"], enabled: true } }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "webhook not found" });
    },
  );

  it("answers a malformed id with 400 naming it", async () => {
    const res = await admin.request("/webhooks/nope/enable", { method: "POST" });
    expect(await res.json()).toEqual({ code: 400, message: "id is not a UUID" });
  });
});
