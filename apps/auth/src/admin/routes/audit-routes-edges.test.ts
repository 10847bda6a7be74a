import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { auditRoutes } from "./audit-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(auditRoutes, { AUDIT_LOG_MASK: "false" });
});
afterAll(() => admin.close());

type Entry = { actor_user_id: string; actor_email: string; meta_source_ip: string };

/** Two actors with a tag no other test uses, each with one entry from an address of its own. */
async function twoActors() {
  const tag = randomUUID().slice(0, 8);
  const actors = ["a", "b"].map((label, i) => ({
    userId: randomUUID(),
    email: `${label}-${tag}@example.com`,
    ip: `2001:db8:${tag.slice(0, 4)}::${i + 1}`,
  }));
  for (const { userId, email, ip } of actors) {
    await admin.auth.deps.audit.record(
      { type: "login_success", userId, email },
      { requestId: randomUUID(), ip, userAgent: "test" },
    );
  }
  const [a, b] = actors as [(typeof actors)[0], (typeof actors)[0]];
  return { tag, a, b };
}

const list = async (query: string) => {
  const res = await admin.request(`/audit_logs?${query}`);
  return {
    total: res.headers.get("X-Total-Count"),
    ids: ((await res.json()) as Entry[]).map((entry) => entry.actor_user_id),
  };
};

describe("GET /audit_logs filters leave out other actors' entries", () => {
  it("filters by a part of the actor's address", async () => {
    const { tag, a } = await twoActors();
    expect(await list(`actor_email=a-${tag}`)).toEqual({ total: "1", ids: [a.userId] });
  });

  it("filters by the client IP", async () => {
    const { b } = await twoActors();
    expect(await list(`meta_source_ip=${encodeURIComponent(b.ip)}`)).toEqual({
      total: "1",
      ids: [b.userId],
    });
  });

  it("filters with q by a part of the user ID", async () => {
    const { a } = await twoActors();
    expect(await list(`q=${a.userId}`)).toEqual({ total: "1", ids: [a.userId] });
  });

  it("lists both actors under their shared tag", async () => {
    const { tag, a, b } = await twoActors();
    const { total, ids } = await list(`q=${tag}`);
    expect({ total, ids: ids.toSorted() }).toEqual({
      total: "2",
      ids: [a.userId, b.userId].toSorted(),
    });
  });
});

describe("GET /audit_logs refusals", () => {
  it.each([
    ["start_time", "start_time=yesterday"],
    ["end_time", "end_time=2024-01-01T00:00:00"],
  ])("names %s when it is no RFC 3339 time", async (name, query) => {
    const res = await admin.request(`/audit_logs?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: `invalid query parameter: ${name}` });
  });
});
