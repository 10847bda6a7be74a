import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo, uniqueEmail } from "../../flow/testing/flow-test-users.ts";
import { createEmailStore } from "../../users/email-store.ts";
import { auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { emailRoutes } from "./email-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(emailRoutes, { EMAIL_LIMIT: "3", AUDIT_LOG_MASK: "false" });
});
afterAll(() => admin.close());

type Email = { id: string; address: string; is_verified: boolean; is_primary: boolean };

const emailsPath = (userId: string) => `/users/${userId}/emails`;
const store = () => createEmailStore(admin.auth.deps.db, admin.auth.deps.clock);

async function emailsOf(userId: string): Promise<Email[]> {
  return (await (await admin.request(emailsPath(userId))).json()) as Email[];
}

async function addAddress(userId: string, address: string, verified: boolean): Promise<Email> {
  const res = await admin.request(emailsPath(userId), {
    method: "POST",
    json: { address, is_verified: verified },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Email;
}

/** Dates the address back, so the user's list shows it before the primary one. */
async function listFirst(emailId: string) {
  await admin.auth.deps.db
    .updateTable("emails")
    .set({ created_at: "2000-01-01T00:00:00.000Z" })
    .where("id", "=", emailId)
    .execute();
}

/** A user with a username and one address that is not primary (as an old account may have). */
async function userWithoutPrimary(verified: boolean) {
  const user = await createUser(admin.auth, {
    email: null,
    username: `u${randomUUID().slice(0, 8)}`,
  });
  const address = uniqueEmail("noprimary");
  const added = await store().add(user.id, address, { verified: false, limit: 3 });
  if (!added.ok) throw new Error(added.reason);
  if (verified) {
    await admin.auth.deps.db
      .updateTable("emails")
      .set({ verified: 1 })
      .where("id", "=", added.email.id)
      .execute();
  }
  return { user, address, emailId: added.email.id };
}

describe("the e-mail routes' refusals name the problem", () => {
  it("answers an unknown address with 404 email not found", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`${emailsPath(user.id)}/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "email not found" });
  });

  it("answers an address past EMAIL_LIMIT with 409 saying so", async () => {
    const user = await createUser(admin.auth);
    await addAddress(user.id, uniqueEmail("two"), false);
    await addAddress(user.id, uniqueEmail("three"), false);
    const res = await admin.request(emailsPath(user.id), {
      method: "POST",
      json: { address: uniqueEmail("four") },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 409,
      message: "the user has as many addresses as EMAIL_LIMIT allows",
    });
  });

  it("answers an address another user has proven with 400 the address exists", async () => {
    const owner = await createUser(admin.auth);
    const user = await createUser(admin.auth);
    const res = await admin.request(emailsPath(user.id), {
      method: "POST",
      json: { address: owner.email },
    });
    expect(await res.json()).toEqual({ code: 400, message: "the address exists" });
  });

  it("answers deleting the primary address with 409 saying it cannot be", async () => {
    const user = await createUser(admin.auth);
    const [primary] = await emailsOf(user.id);
    const res = await admin.request(`${emailsPath(user.id)}/${primary?.id}`, {
      method: "DELETE",
    });
    expect(await res.json()).toEqual({
      code: 409,
      message: "the primary address cannot be deleted",
    });
  });

  it("answers making an unverified address primary with 400 saying why", async () => {
    const user = await createUser(admin.auth);
    const added = await addAddress(user.id, uniqueEmail("unverified"), false);
    const res = await admin.request(`${emailsPath(user.id)}/${added.id}/set_primary`, {
      method: "POST",
    });
    expect(await res.json()).toEqual({
      code: 400,
      message: "only a verified address can be primary",
    });
  });
});

describe("POST /users/{user_id}/emails and the primary address", () => {
  it("names the primary address in the entry even when another is listed first", async () => {
    const user = await createUser(admin.auth);
    const second = await addAddress(user.id, uniqueEmail("second"), true);
    await listFirst(second.id);
    await admin.auth.smtp.nextMail(user.email);
    const third = uniqueEmail("third");
    await addAddress(user.id, third, false);
    const [entry] = await auditOf(admin.auth, user.id);
    expect(entry).toMatchObject({
      type: "email_created",
      actor_email: user.email,
      details: { email: third },
    });
  });

  it("adds an unverified address to a user without a primary one as not primary", async () => {
    const { user } = await userWithoutPrimary(false);
    const added = await addAddress(user.id, uniqueEmail("later"), false);
    expect(added).toMatchObject({ is_verified: false, is_primary: false });
    expect((await emailsOf(user.id)).filter((e) => e.is_primary)).toEqual([]);
  });
});

describe("POST /users/{user_id}/emails/{email_id}/set_primary and the old primary", () => {
  it("mails and names the primary address even when another is listed first", async () => {
    const user = await createUser(admin.auth);
    const second = await addAddress(user.id, uniqueEmail("second"), true);
    await listFirst(second.id);
    await admin.auth.smtp.nextMail(user.email);
    const res = await admin.request(`${emailsPath(user.id)}/${second.id}/set_primary`, {
      method: "POST",
    });
    expect(res.status).toBe(204);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "primary_email_changed",
      actor_email: user.email,
      details: { email: second.address },
    });
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.text).toContain(second.address);
    expect(mailsTo(admin.auth, second.address)).toEqual([]);
  });

  it("makes a verified address primary for a user who had none, mailing nobody", async () => {
    const { user, address, emailId } = await userWithoutPrimary(true);
    const res = await admin.request(`${emailsPath(user.id)}/${emailId}/set_primary`, {
      method: "POST",
    });
    expect(res.status).toBe(204);
    expect((await emailsOf(user.id)).find((e) => e.is_primary)?.address).toBe(address);
    const [entry] = await auditOf(admin.auth, user.id);
    expect(entry).toMatchObject({ type: "primary_email_changed", details: { email: address } });
    expect(mailsTo(admin.auth, address)).toEqual([]);
  });
});

describe("POST /users/{user_id}/emails/{email_id}/verify", () => {
  it("answers a verified address as it is, recording nothing", async () => {
    const user = await createUser(admin.auth);
    const [primary] = await emailsOf(user.id);
    const res = await admin.request(`${emailsPath(user.id)}/${primary?.id}/verify`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(primary);
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });

  it("refuses with 409 an address another user proved after this one added it", async () => {
    const owner = await createUser(admin.auth);
    const user = await createUser(admin.auth);
    const added = await store().add(user.id, owner.email, {
      verified: false,
      limit: 3,
      evenIfOwned: true,
    });
    if (!added.ok) throw new Error(added.reason);
    const res = await admin.request(`${emailsPath(user.id)}/${added.email.id}/verify`, {
      method: "POST",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 409,
      message: "another user has proven this address",
    });
    expect((await emailsOf(user.id)).find((e) => e.id === added.email.id)?.is_verified).toBe(false);
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });
});
