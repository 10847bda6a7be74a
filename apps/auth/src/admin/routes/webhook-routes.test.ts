import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createWebhookHarness,
  type WebhookHarness,
} from "../../webhooks/testing/webhook-harness.ts";

let h: WebhookHarness;
beforeAll(async () => {
  h = await createWebhookHarness();
});
afterAll(() => h.close());

const create = (json: unknown) => h.admin("/webhooks", { method: "POST", json });

describe("POST /webhooks", () => {
  it("creates a webhook and shows its secret once, sealed at rest", async () => {
    const res = await create({ callback: h.receiver.url, events: ["user", "user.create"] });
    const body = (await res.json()) as { id: string; secret: string };
    const stored = await h.auth.deps.db
      .selectFrom("webhooks")
      .select("secret")
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    const shown: unknown = await (await h.admin(`/webhooks/${body.id}`)).json();

    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      callback: h.receiver.url,
      events: ["user", "user.create"],
      enabled: true,
      failures: 0,
      secret: expect.stringMatching(/^whsec_/) as unknown,
    });
    expect(stored.secret).not.toContain(body.secret.slice(6));
    expect(h.auth.deps.secretBox.open(stored.secret)).toBe(body.secret);
    expect(shown).not.toHaveProperty("secret");
  });

  it.each([
    ["no events", { callback: "https://shop.example/hooks", events: [] }],
    ["an unknown event", { callback: "https://shop.example/hooks", events: ["user.created"] }],
    ["a callback that is no URL", { callback: "shop.example", events: ["user"] }],
    ["a callback that is not http(s)", { callback: "ftp://shop.example", events: ["user"] }],
    ["no callback", { events: ["user"] }],
  ])("refuses %s with 400", async (_case, json) => {
    expect((await create(json)).status).toBe(400);
  });
});

describe("GET /webhooks", () => {
  it("lists the webhooks in Hanko's shape", async () => {
    const made = (await (
      await create({ callback: h.receiver.url, events: ["session"] })
    ).json()) as {
      id: string;
    };
    const res = await h.admin("/webhooks");
    const body = (await res.json()) as { database: { id: string }[]; config: unknown[] };
    expect(res.status).toBe(200);
    expect(body.database.map((hook) => hook.id)).toContain(made.id);
    expect(body.config).toEqual([]);
  });
});

describe("PUT and DELETE /webhooks/{id}", () => {
  it("replaces callback, events and enabled", async () => {
    const { id } = (await (
      await create({ callback: h.receiver.url, events: ["user"] })
    ).json()) as {
      id: string;
    };
    const res = await h.admin(`/webhooks/${id}`, {
      method: "PUT",
      json: { callback: "https://shop.example/new", events: ["email.send"], enabled: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      callback: "https://shop.example/new",
      events: ["email.send"],
      enabled: false,
    });
  });

  it("deletes a webhook (204), after which it is unknown", async () => {
    const { id } = (await (
      await create({ callback: h.receiver.url, events: ["user"] })
    ).json()) as {
      id: string;
    };
    const deleted = await h.admin(`/webhooks/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await h.admin(`/webhooks/${id}`)).status).toBe(404);
  });
});

describe("GET /webhooks/{id}/deliveries", () => {
  it("shows a failed attempt and when it is tried again", async () => {
    const { id } = (await (
      await create({ callback: h.receiver.url, events: ["user"] })
    ).json()) as {
      id: string;
    };
    h.receiver.status = 503;
    await h.signUp("deliveries@example.com");
    await h.dispatch();
    h.receiver.status = 204;
    const res = await h.admin(`/webhooks/${id}/deliveries`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      expect.objectContaining({
        event: "user.create",
        attempts: 1,
        delivered_at: null,
        next_attempt_at: new Date(h.clock.now().getTime() + 30_000).toISOString(),
        last_error: "HTTP 503",
      }),
    ]);
  });
});

describe.each([
  ["GET", ""],
  ["PUT", ""],
  ["DELETE", ""],
  ["POST", "/enable"],
  ["GET", "/deliveries"],
])("%s /webhooks/{id}%s", (method, suffix) => {
  const json = { callback: "https://shop.example/hooks", events: ["user"], enabled: true };
  it.each([
    ["a malformed id", "nope", 400],
    ["an unknown webhook", randomUUID(), 404],
  ])("answers %s with %i", async (_case, id, status) => {
    const res = await h.admin(`/webhooks/${id}${suffix}`, {
      method,
      ...(method === "PUT" && { json }),
    });
    expect(res.status).toBe(status);
  });
});
