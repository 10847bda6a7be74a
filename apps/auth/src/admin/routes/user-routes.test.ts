import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo, uniqueEmail } from "../../flow/testing/flow-test-users.ts";
import { createAdminTestServer, type AdminTestServer } from "../admin-app-test-server.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

type User = { id: string; emails?: { address: string; is_primary: boolean }[] };

const auditOf = async (userId: string) =>
  (await admin.auth.deps.audit.list({ filters: { actorUserId: userId } })).entries;

/** Three users whose addresses share a tag no other test uses, oldest first. */
async function taggedUsers(): Promise<{ tag: string; ids: string[] }> {
  const tag = `tag${randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  for (const label of ["a", "b", "c"]) {
    const res = await admin.request("/users", {
      method: "POST",
      json: {
        emails: [{ address: `${label}-${tag}@example.com`, is_primary: true, is_verified: true }],
        created_at: `2020-01-0${ids.length + 1}T00:00:00Z`,
      },
    });
    ids.push(((await res.json()) as User).id);
  }
  return { tag, ids };
}

describe("every user route", () => {
  it.each([
    ["GET", "/users"],
    ["POST", "/users"],
    ["GET", `/users/${randomUUID()}`],
    ["DELETE", `/users/${randomUUID()}`],
  ])("refuses %s %s without the secret", async (method, path) => {
    const res = await admin.request(path, { method, authorized: false });
    expect(res.status).toBe(401);
  });
});

describe("GET /users", () => {
  it("finds users by a part of an address, in any case, with Hanko's paging headers", async () => {
    const { tag, ids } = await taggedUsers();
    const res = await admin.request(`/users?email=${tag.toUpperCase()}&per_page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(((await res.json()) as User[]).map((user) => user.id)).toEqual([ids[2], ids[1]]);
    const link = res.headers.get("Link");
    expect(link).toBe(
      `<http://localhost/users?email=${tag.toUpperCase()}&page=2&per_page=2>; rel="last",` +
        `<http://localhost/users?email=${tag.toUpperCase()}&page=2&per_page=2>; rel="next"`,
    );
  });

  it("gives the last page with first and prev links", async () => {
    const { tag, ids } = await taggedUsers();
    const res = await admin.request(`/users?email=${tag}&per_page=2&page=2`);
    expect(((await res.json()) as User[]).map((user) => user.id)).toEqual([ids[0]]);
    expect(res.headers.get("Link")).toBe(
      `<http://localhost/users?email=${tag}&page=1&per_page=2>; rel="first",` +
        `<http://localhost/users?email=${tag}&page=1&per_page=2>; rel="prev"`,
    );
  });

  it("sorts oldest first when asked", async () => {
    const { tag, ids } = await taggedUsers();
    const res = await admin.request(`/users?email=${tag}&sort_direction=asc`);
    expect(((await res.json()) as User[]).map((user) => user.id)).toEqual(ids);
  });

  it("finds users by ids and by a part of the username", async () => {
    const { ids } = await taggedUsers();
    const name = `n${randomUUID().slice(0, 8)}`;
    const named = await createUser(admin.auth, { username: name });
    const byIds = await admin.request(`/users?user_id=${ids[0]},${ids[1]}&sort_direction=asc`);
    expect(((await byIds.json()) as User[]).map((user) => user.id)).toEqual([ids[0], ids[1]]);
    const byName = await admin.request(`/users?username=${name.slice(1).toUpperCase()}`);
    expect(((await byName.json()) as User[]).map((user) => user.id)).toEqual([named.id]);
  });

  it("leaves out a user with neither address nor username, as Hanko does", async () => {
    const bare = await createUser(admin.auth, { email: null });
    const res = await admin.request(`/users?user_id=${bare.id}`);
    expect(res.headers.get("X-Total-Count")).toBe("0");
  });

  it("matches % and _ as themselves", async () => {
    await taggedUsers();
    const res = await admin.request("/users?email=%25");
    expect(res.headers.get("X-Total-Count")).toBe("0");
  });

  it.each([
    ["a page that is no number", "page=first"],
    ["a negative page", "page=-1"],
    ["per_page over 1000", "per_page=1001"],
    ["an unknown sort_direction", "sort_direction=up"],
    ["a user_id that is no UUID", "user_id=nope"],
  ])("answers %s with 400", async (_case, query) => {
    const res = await admin.request(`/users?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
  });
});

describe("GET /users/{id}", () => {
  it("shows the user as Hanko's admin API does", async () => {
    const user = await createUser(admin.auth, {
      username: `u${randomUUID().slice(0, 8)}`,
      password: "correct horse battery",
    });
    const res = await admin.request(`/users/${user.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: user.id,
      emails: [{ address: user.email, is_primary: true, is_verified: true }],
      username: { id: user.id },
      password: { id: user.id },
    });
    expect(Object.keys(body)).not.toContain("otp");
  });

  it("answers an id that is no UUID with 400 and an unknown one with 404", async () => {
    const bad = await admin.request("/users/not-a-uuid");
    const unknown = await admin.request(`/users/${randomUUID()}`);
    expect([bad.status, unknown.status]).toEqual([400, 404]);
  });
});

describe("POST /users", () => {
  it("creates the user with the id, addresses, username and time given, and audits it", async () => {
    const id = randomUUID();
    const primary = uniqueEmail("primary");
    const other = uniqueEmail("other");
    const username = `u${randomUUID().slice(0, 8)}`;
    const res = await admin.request("/users", {
      method: "POST",
      json: {
        id,
        emails: [
          { address: other.toUpperCase(), is_primary: false, is_verified: false },
          { address: primary, is_primary: true, is_verified: true },
        ],
        username,
        created_at: "2021-05-06T07:08:09Z",
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      emails: expect.arrayContaining([
        expect.objectContaining({ address: other, is_primary: false, is_verified: false }),
        expect.objectContaining({ address: primary, is_primary: true, is_verified: true }),
      ]) as unknown,
      username: { username },
      created_at: "2021-05-06T07:08:09.000Z",
    });
    expect(await auditOf(id)).toMatchObject([
      { type: "user_created", actor_email: primary, details: { actor: "admin_api" } },
    ]);
  });

  it("gives a new id when none is given", async () => {
    const res = await admin.request("/users", {
      method: "POST",
      json: { username: `u${randomUUID().slice(0, 8)}` },
    });
    expect((await res.json()) as User).toMatchObject({ id: expect.any(String) as string });
  });

  it.each([
    [
      "the id",
      (taken: { id: string; email: string }) => ({ id: taken.id, username: `u${Date.now()}` }),
    ],
    [
      "an address someone has proven",
      (taken: { id: string; email: string }) => ({
        emails: [{ address: taken.email, is_primary: true }],
      }),
    ],
    [
      "an address someone has proven, given verified",
      (taken: { id: string; email: string }) => ({
        emails: [{ address: taken.email, is_primary: true, is_verified: true }],
      }),
    ],
    ["the username", () => ({ username: "takenname" })],
  ])("answers 409 when %s is taken, creating nothing", async (_case, body) => {
    const taken = await createUser(admin.auth);
    await createUser(admin.auth, { email: null, username: "takenname" }).catch(() => undefined);
    const before = await admin.auth.deps.audit.list();
    const res = await admin.request("/users", { method: "POST", json: body(taken) });
    expect(res.status).toBe(409);
    expect((await admin.auth.deps.audit.list()).total).toBe(before.total);
  });

  it.each([
    ["neither addresses nor a username", {}],
    ["no primary address", { emails: [{ address: uniqueEmail() }] }],
    [
      "two primary addresses",
      {
        emails: [
          { address: uniqueEmail(), is_primary: true },
          { address: uniqueEmail(), is_primary: true },
        ],
      },
    ],
    [
      "the same address twice",
      {
        emails: [
          { address: "twice@example.com", is_primary: true },
          { address: "TWICE@example.com" },
        ],
      },
    ],
    ["an address that is none", { emails: [{ address: "nope", is_primary: true }] }],
    ["an id that is no UUID", { id: "nope", username: "someone" }],
    ["a created_at that is no time", { username: "someone", created_at: "yesterday" }],
  ])("answers %s with 400", async (_case, body) => {
    const res = await admin.request("/users", { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
  });
});

describe("an address another account holds unverified", () => {
  it("is taken from it when created verified, as a proven address is", async () => {
    const address = uniqueEmail("unproven");
    const holder = await createUser(admin.auth, { email: address, verified: false });
    const res = await admin.request("/users", {
      method: "POST",
      json: { emails: [{ address, is_primary: true, is_verified: true }] },
    });
    expect(res.status).toBe(200);
    expect(await admin.auth.deps.users.emails(holder.id)).toEqual([]);
  });
});

describe("DELETE /users/{id}", () => {
  it("deletes the user as the profile does, audits it and mails the primary address", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}`, {
      method: "DELETE",
      headers: { "X-Language": "sv" },
    });
    expect(res.status).toBe(204);
    expect((await admin.request(`/users/${user.id}`)).status).toBe(404);
    expect(await admin.auth.deps.users.findByEmail(user.email)).toBeUndefined();
    expect(await auditOf(user.id)).toMatchObject([
      { type: "user_deleted", actor_email: user.email, details: { actor: "admin_api" } },
    ]);
    const mail = await admin.auth.smtp.nextMail(user.email);
    expect(mail.subject).toContain("Ditt konto hos");
  });

  it("answers an id that is no UUID with 400 and an unknown one with 404, mailing nobody", async () => {
    const mails = admin.auth.smtp.messages.length;
    const bad = await admin.request("/users/nope", { method: "DELETE" });
    const unknown = await admin.request(`/users/${randomUUID()}`, { method: "DELETE" });
    expect([bad.status, unknown.status]).toEqual([400, 404]);
    expect(admin.auth.smtp.messages).toHaveLength(mails);
  });
});

describe("a user with no address", () => {
  it("is deleted without a mail", async () => {
    const user = await createUser(admin.auth, { email: null, username: `u${Date.now()}` });
    const res = await admin.request(`/users/${user.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(mailsTo(admin.auth, user.email)).toEqual([]);
  });
});
