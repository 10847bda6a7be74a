import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogType } from "../../audit/audit-log-type.ts";
import { createAdminTestServer, type AdminTestServer } from "../admin-app-test-server.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

type Entry = { type: string; actor_user_id: string; actor_email: string; meta_source_ip: string };

/** Three entries about a user no other test knows: login_success, login_failure, user_deleted. */
async function threeEntries() {
  const userId = randomUUID();
  const email = `audit-${userId.slice(0, 8)}@example.com`;
  const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
  const types: AuditLogType[] = ["login_success", "login_failure", "user_deleted"];
  for (const type of types) {
    await admin.auth.deps.audit.record(
      { type, userId, email },
      { requestId: randomUUID(), ip, userAgent: "test" },
    );
  }
  return { userId, email, ip };
}

const list = async (query: string) => {
  const res = await admin.request(`/audit_logs?${query}`);
  return { res, entries: (await res.json()) as Entry[] };
};

describe("GET /audit_logs", () => {
  it("refuses without the secret", async () => {
    const res = await admin.request("/audit_logs", { authorized: false });
    expect(res.status).toBe(401);
  });

  it("lists a user's entries newest first, a page at a time, with Hanko's headers", async () => {
    const { userId } = await threeEntries();
    const { res, entries } = await list(`actor_user_id=${userId}&per_page=2&page=2`);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(entries.map((entry) => entry.type)).toEqual(["login_success"]);
    expect(res.headers.get("Link")).toBe(
      `<http://localhost/audit_logs?actor_user_id=${userId}&page=1&per_page=2>; rel="first",` +
        `<http://localhost/audit_logs?actor_user_id=${userId}&page=1&per_page=2>; rel="prev"`,
    );
  });

  it("filters by several types", async () => {
    const { userId } = await threeEntries();
    const { entries } = await list(`actor_user_id=${userId}&type=user_deleted&type=login_success`);
    expect(entries.map((entry) => entry.type)).toEqual(["user_deleted", "login_success"]);
  });

  it("matches no entry for a type this server never logs", async () => {
    const { userId } = await threeEntries();
    const { res, entries } = await list(`actor_user_id=${userId}&type=no_such_type`);
    expect(res.status).toBe(200);
    expect(entries).toEqual([]);
  });

  it.each([
    ["actor_email", ({ email }: { email: string }) => `actor_email=${email.slice(0, 14)}`],
    ["meta_source_ip", ({ ip }: { ip: string }) => `meta_source_ip=${ip}`],
    ["q with an address", ({ email }: { email: string }) => `q=${email.slice(6, 14)}`],
  ])("filters by %s", async (_case, query) => {
    const made = await threeEntries();
    const { entries } = await list(`${query(made)}&type=user_deleted`);
    expect(entries.map((entry) => entry.actor_user_id)).toContain(made.userId);
  });

  it("filters by time, both bounds exclusive", async () => {
    const { userId } = await threeEntries();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    const within = await list(`actor_user_id=${userId}&start_time=${hourAgo}&end_time=${inHour}`);
    const later = await list(`actor_user_id=${userId}&start_time=${inHour}`);
    const earlier = await list(`actor_user_id=${userId}&end_time=${hourAgo}`);
    expect([within.entries.length, later.entries.length, earlier.entries.length]).toEqual([
      3, 0, 0,
    ]);
  });

  it.each([
    ["a start_time that is no time", "start_time=yesterday"],
    ["an end_time without a zone", "end_time=2024-01-01T00:00:00"],
    ["a page that is no number", "page=two"],
    ["per_page over 1000", "per_page=5000"],
  ])("answers %s with 400", async (_case, query) => {
    const res = await admin.request(`/audit_logs?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
  });
});
