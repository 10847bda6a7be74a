import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo, uniqueEmail } from "../../flow/testing/flow-test-users.ts";
import { ADMIN_TEST_IP, auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { emailRoutes } from "./email-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(emailRoutes, { EMAIL_LIMIT: "2", AUDIT_LOG_MASK: "false" });
});
afterAll(() => admin.close());

type Email = { id: string; address: string; is_verified: boolean; is_primary: boolean };

async function emailsOf(userId: string): Promise<Email[]> {
  return (await (await admin.request(`/users/${userId}/emails`)).json()) as Email[];
}

async function withSecondAddress(verified: boolean) {
  const user = await createUser(admin.auth);
  const second = uniqueEmail("second");
  const res = await admin.request(`/users/${user.id}/emails`, {
    method: "POST",
    json: { address: second, is_verified: verified },
  });
  const added = (await res.json()) as Email;
  await admin.auth.smtp.nextMail(user.email);
  return { user, second, added };
}

describe("GET /users/{user_id}/emails", () => {
  it("lists the user's addresses with Hanko's fields", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: expect.any(String) as string,
        address: user.email,
        is_verified: true,
        is_primary: true,
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      },
    ]);
  });

  it.each([
    ["a malformed user id", "/users/not-a-uuid/emails", 400],
    ["an unknown user", `/users/${randomUUID()}/emails`, 404],
  ])("answers %s with %i", async (_case, path, status) => {
    const res = await admin.request(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code: status });
  });
});

describe("POST /users/{user_id}/emails", () => {
  it("adds an address (201), audits it and mails the primary address", async () => {
    const user = await createUser(admin.auth);
    const address = uniqueEmail("New");
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      json: { address },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      address: address.toLowerCase(),
      is_verified: false,
      is_primary: false,
    });
    const [entry] = await auditOf(admin.auth, user.id);
    expect(entry).toMatchObject({
      type: "email_created",
      actor_email: user.email,
      meta_source_ip: ADMIN_TEST_IP,
      details: { email: address.toLowerCase(), actor: "admin_api" },
    });
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.subject).toContain("A new email address was added");
    expect(mail.text).toContain(address.toLowerCase());
  });

  it("stores the address verified when asked", async () => {
    const { added } = await withSecondAddress(true);
    expect(added).toMatchObject({ is_verified: true, is_primary: false });
  });

  it("makes a user's first address primary, with no one to mail", async () => {
    const user = await createUser(admin.auth, { email: null, username: `u${Date.now()}` });
    const address = uniqueEmail("first");
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      json: { address },
    });
    expect(await res.json()).toMatchObject({ is_primary: true });
    expect((await auditOf(admin.auth, user.id))[0]?.type).toBe("email_created");
    expect(mailsTo(admin.auth, address)).toEqual([]);
  });

  it("refuses an address past EMAIL_LIMIT with 409", async () => {
    const { user } = await withSecondAddress(false);
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      json: { address: uniqueEmail("third") },
    });
    expect(res.status).toBe(409);
    expect(await emailsOf(user.id)).toHaveLength(2);
  });

  it("refuses with 400 an address another user has proven, as Hanko does", async () => {
    const owner = await createUser(admin.auth);
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      json: { address: owner.email },
    });
    expect(res.status).toBe(400);
    expect(await emailsOf(user.id)).toHaveLength(1);
  });

  it.each([
    ["malformed JSON", "{", 400],
    ["no address", "{}", 400],
    ["not an address", JSON.stringify({ address: "nope" }), 400],
    ["a non-boolean is_verified", JSON.stringify({ address: "a@b.se", is_verified: "yes" }), 400],
  ])("answers %s with %i", async (_case, body, status) => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(status);
    expect(await emailsOf(user.id)).toHaveLength(1);
  });

  it("answers a body that is not JSON with 415", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: uniqueEmail(),
    });
    expect(res.status).toBe(415);
    expect(await emailsOf(user.id)).toHaveLength(1);
  });

  it("answers an unknown user with 404", async () => {
    const res = await admin.request(`/users/${randomUUID()}/emails`, {
      method: "POST",
      json: { address: uniqueEmail() },
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /users/{user_id}/emails/{email_id}", () => {
  it("shows one address", async () => {
    const { user, added } = await withSecondAddress(false);
    const res = await admin.request(`/users/${user.id}/emails/${added.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(added);
  });

  it.each([
    ["a malformed email id", "not-a-uuid", 400],
    ["an unknown email id", randomUUID(), 404],
  ])("answers %s with %i", async (_case, emailId, status) => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails/${emailId}`);
    expect(res.status).toBe(status);
  });

  it("does not show another user's address (404)", async () => {
    const { added } = await withSecondAddress(false);
    const other = await createUser(admin.auth);
    const res = await admin.request(`/users/${other.id}/emails/${added.id}`);
    expect(res.status).toBe(404);
  });
});

describe("DELETE /users/{user_id}/emails/{email_id}", () => {
  it("deletes an address (204), audits it and mails the primary address", async () => {
    const { user, second, added } = await withSecondAddress(true);
    const res = await admin.request(`/users/${user.id}/emails/${added.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await emailsOf(user.id)).map((e) => e.address)).toEqual([user.email]);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "email_deleted",
      details: { email: second, actor: "admin_api" },
    });
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.subject).toContain("An email address was removed");
  });

  it("refuses to delete the primary address (409), as Hanko does", async () => {
    const user = await createUser(admin.auth);
    const [primary] = await emailsOf(user.id);
    const res = await admin.request(`/users/${user.id}/emails/${primary?.id}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(409);
    expect(await emailsOf(user.id)).toHaveLength(1);
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });

  it("answers an unknown address with 404", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails/${randomUUID()}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(404);
  });
});

describe("POST /users/{user_id}/emails/{email_id}/set_primary", () => {
  it("makes a verified address primary (204), audited, mailed to the old address in sv", async () => {
    const { user, second, added } = await withSecondAddress(true);
    const res = await admin.request(`/users/${user.id}/emails/${added.id}/set_primary`, {
      method: "POST",
      headers: { "X-Language": "sv" },
    });
    expect(res.status).toBe(204);
    expect((await emailsOf(user.id)).find((e) => e.is_primary)?.address).toBe(second);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "primary_email_changed",
      actor_email: user.email,
      details: { email: second },
    });
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.headers["content-language"]).toBe("sv");
    expect(mail.text).toContain(second);
  });

  it("refuses an unverified address (400)", async () => {
    const { user, added } = await withSecondAddress(false);
    const res = await admin.request(`/users/${user.id}/emails/${added.id}/set_primary`, {
      method: "POST",
    });
    expect(res.status).toBe(400);
    expect((await emailsOf(user.id)).find((e) => e.is_primary)?.address).toBe(user.email);
  });

  it("answers 204 and changes nothing for the primary address", async () => {
    const user = await createUser(admin.auth);
    const [primary] = await emailsOf(user.id);
    const res = await admin.request(`/users/${user.id}/emails/${primary?.id}/set_primary`, {
      method: "POST",
    });
    expect(res.status).toBe(204);
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });

  it("answers an unknown address with 404", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails/${randomUUID()}/set_primary`, {
      method: "POST",
    });
    expect(res.status).toBe(404);
  });
});

describe("POST /users/{user_id}/emails/{email_id}/verify", () => {
  it("marks an address verified and audits it, with no mail", async () => {
    const { user, second, added } = await withSecondAddress(false);
    const res = await admin.request(`/users/${user.id}/emails/${added.id}/verify`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: added.id, is_verified: true });
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "email_verified",
      details: { email: second, actor: "admin_api" },
    });
    expect(mailsTo(admin.auth, user.email)).toHaveLength(1);
  });

  it("answers 404 once another user has proven the address (it left this account)", async () => {
    const { user, second, added } = await withSecondAddress(false);
    await createUser(admin.auth, { email: second });
    const res = await admin.request(`/users/${user.id}/emails/${added.id}/verify`, {
      method: "POST",
    });
    expect(res.status).toBe(404);
    expect((await emailsOf(user.id)).map((e) => e.address)).toEqual([user.email]);
  });

  it("answers an unknown address with 404", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/emails/${randomUUID()}/verify`, {
      method: "POST",
    });
    expect(res.status).toBe(404);
  });
});
