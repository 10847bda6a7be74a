import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo } from "../../flow/testing/flow-test-users.ts";
import { auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { passwordRoutes } from "./password-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(passwordRoutes, { PASSWORD_MIN_LENGTH: "10" });
});
afterAll(() => admin.close());

const path = (userId: string) => `/users/${userId}/password`;
const signsInWith = async (userId: string, password: string) =>
  admin.auth.deps.passwords.verify(await admin.auth.deps.users.passwordHash(userId), password);

describe("GET /users/{user_id}/password", () => {
  it("shows the credential of a user with a password", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
  });

  it.each([
    ["a malformed user id", "nope", 400],
    ["an unknown user", randomUUID(), 404],
  ])("answers %s with %i", async (_case, userId, status) => {
    expect((await admin.request(path(userId))).status).toBe(status);
  });

  it("answers 404 for a user without a password", async () => {
    const user = await createUser(admin.auth);
    expect((await admin.request(path(user.id))).status).toBe(404);
  });
});

describe("POST /users/{user_id}/password", () => {
  it("sets a first password (200), audited and mailed as password_create", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(path(user.id), {
      method: "POST",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id });
    expect(await signsInWith(user.id, "ett nytt lösenord")).toBe(true);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "password_changed",
      details: { actor: "admin_api" },
    });
    expect((await admin.auth.smtp.nextMail(user.email)).subject).toContain("You set a password");
  });

  it("refuses with 409 when the user has a password", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id), {
      method: "POST",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(409);
    expect(await signsInWith(user.id, "ett gammalt lösen")).toBe(true);
  });

  it.each([
    ["malformed JSON", "{"],
    ["no password", "{}"],
    ["a non-string password", JSON.stringify({ password: 1234567890 })],
    ["a password under PASSWORD_MIN_LENGTH", JSON.stringify({ password: "kort lösn" })],
    ["a password over 72 bytes", JSON.stringify({ password: "å".repeat(37) })],
  ])("answers %s with 400 and sets nothing", async (_case, body) => {
    const user = await createUser(admin.auth);
    const res = await admin.request(path(user.id), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(await admin.auth.deps.users.passwordHash(user.id)).toBeUndefined();
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });

  it("accepts a password of exactly PASSWORD_MIN_LENGTH characters", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(path(user.id), {
      method: "POST",
      json: { password: "åäöåäöåäöå" },
    });
    expect(res.status).toBe(200);
  });

  it("answers an unknown user with 404", async () => {
    const res = await admin.request(path(randomUUID()), {
      method: "POST",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(404);
  });
});

describe("PUT /users/{user_id}/password", () => {
  it("replaces the password (200), audited and mailed as password_update", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id), {
      method: "PUT",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(200);
    expect(await signsInWith(user.id, "ett nytt lösenord")).toBe(true);
    expect(await signsInWith(user.id, "ett gammalt lösen")).toBe(false);
    expect((await auditOf(admin.auth, user.id))[0]?.type).toBe("password_changed");
    expect((await admin.auth.smtp.nextMail(user.email)).subject).toContain("password was changed");
  });

  it("answers 404 for a user without a password", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(path(user.id), {
      method: "PUT",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(404);
    expect(await admin.auth.deps.users.passwordHash(user.id)).toBeUndefined();
  });

  it("answers a too short password with 400 and keeps the old one", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id), { method: "PUT", json: { password: "kort" } });
    expect(res.status).toBe(400);
    expect(await signsInWith(user.id, "ett gammalt lösen")).toBe(true);
  });
});

describe("DELETE /users/{user_id}/password", () => {
  it("removes the password (204), audited and mailed as password_delete", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await admin.auth.deps.users.passwordHash(user.id)).toBeUndefined();
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "password_deleted",
      details: { actor: "admin_api" },
    });
    expect((await admin.auth.smtp.nextMail(user.email)).subject).toContain("was removed");
  });

  it("answers 404 for a user without a password, with no mail", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(path(user.id), { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(mailsTo(admin.auth, user.email)).toEqual([]);
  });

  it("answers an unknown user with 404", async () => {
    expect((await admin.request(path(randomUUID()), { method: "DELETE" })).status).toBe(404);
  });
});
