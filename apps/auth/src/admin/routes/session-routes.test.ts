import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo } from "../../flow/testing/flow-test-users.ts";
import { createTrustedDeviceStore } from "../../mfa/trusted-devices.ts";
import { auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { sessionRoutes } from "./session-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(sessionRoutes);
});
afterAll(() => admin.close());

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function signIn(userId: string, ip = "192.0.2.9") {
  const issued = await admin.auth.deps.sessions.issue({
    userId,
    amr: ["pwd"],
    client: { ip, userAgent: FIREFOX_ON_LINUX, language: "sv" },
    retention: "persistent",
  });
  return { token: issued.token, id: String(issued.claims.session_id) };
}

const stillValid = async (token: string) =>
  (await admin.auth.deps.sessions.validate(token)) !== undefined;

describe("GET /users/{user_id}/sessions", () => {
  it("lists the user's sessions with Hanko's fields", async () => {
    const user = await createUser(admin.auth);
    const session = await signIn(user.id);
    const res = await admin.request(`/users/${user.id}/sessions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: session.id,
        user_id: user.id,
        user_agent: FIREFOX_ON_LINUX,
        ip_address: "192.0.2.9",
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
        expires_at: expect.any(String) as string,
        last_used: expect.any(String) as string,
      },
    ]);
  });

  it.each([
    ["a malformed user id", "nope", 400],
    ["an unknown user", randomUUID(), 404],
  ])("answers %s with %i", async (_case, userId, status) => {
    expect((await admin.request(`/users/${userId}/sessions`)).status).toBe(status);
  });
});

describe("GET /users/{user_id}/sessions/{session_id}", () => {
  it("shows one session", async () => {
    const user = await createUser(admin.auth);
    const session = await signIn(user.id);
    const res = await admin.request(`/users/${user.id}/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: session.id, user_id: user.id });
  });

  it.each([
    ["a malformed session id", "nope", 400],
    ["an unknown session", randomUUID(), 404],
  ])("answers %s with %i", async (_case, sessionId, status) => {
    const user = await createUser(admin.auth);
    expect((await admin.request(`/users/${user.id}/sessions/${sessionId}`)).status).toBe(status);
  });
});

describe("DELETE /users/{user_id}/sessions/{session_id}", () => {
  it("revokes the session (204), audited and mailed naming the device", async () => {
    const user = await createUser(admin.auth);
    const session = await signIn(user.id);
    const other = await signIn(user.id);
    const devices = createTrustedDeviceStore(admin.auth.deps.db);
    const trusted = await devices.grant([], user.id, new Date(), 3600);
    const res = await admin.request(`/users/${user.id}/sessions/${session.id}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(204);
    expect(await stillValid(session.token)).toBe(false);
    expect(await stillValid(other.token)).toBe(true);
    // Whoever held it may be on a device trusted to skip the second factor.
    expect(await devices.trusts(trusted, user.id, new Date())).toBe(false);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "session_revoked",
      details: { session_id: session.id, actor: "admin_api" },
    });
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.subject).toContain("A device was signed out");
    expect(mail.text).toContain("Linux (Firefox), 192.0.2.9");
  });

  it("leaves another user's session alone (404)", async () => {
    const owner = await createUser(admin.auth);
    const session = await signIn(owner.id);
    const other = await createUser(admin.auth);
    const res = await admin.request(`/users/${other.id}/sessions/${session.id}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(404);
    expect(await stillValid(session.token)).toBe(true);
    expect(await auditOf(admin.auth, other.id)).toEqual([]);
  });

  it("answers a malformed session id with 400", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/sessions/nope`, { method: "DELETE" });
    expect(res.status).toBe(400);
  });
});

describe("DELETE /users/{user_id}/sessions", () => {
  it("revokes every session (204): each audited, one mail naming both devices", async () => {
    const user = await createUser(admin.auth);
    const first = await signIn(user.id, "192.0.2.1");
    const second = await signIn(user.id, "192.0.2.2");
    const res = await admin.request(`/users/${user.id}/sessions`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect([await stillValid(first.token), await stillValid(second.token)]).toEqual([false, false]);
    const entries = await auditOf(admin.auth, user.id);
    expect(entries.map((e) => e.details.session_id).sort()).toEqual([first.id, second.id].sort());
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.text).toContain("192.0.2.1");
    expect(mail.text).toContain("192.0.2.2");
    expect(mailsTo(admin.auth, user.email)).toHaveLength(1);
  });

  it("answers 204 with nothing to audit or mail when the user has no session", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/sessions`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
    expect(mailsTo(admin.auth, user.email)).toEqual([]);
  });

  it("answers an unknown user with 404", async () => {
    const res = await admin.request(`/users/${randomUUID()}/sessions`, { method: "DELETE" });
    expect(res.status).toBe(404);
  });
});
