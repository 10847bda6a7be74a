import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../flow/testing/flow-test-users.ts";
import { createAdminTestServer, type AdminTestServer } from "../admin-app-test-server.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

const patch = (userId: string, body: unknown) =>
  admin.request(`/users/${userId}/metadata`, { method: "PATCH", json: body });

const metadataOf = async (userId: string) => {
  const res = await admin.request(`/users/${userId}/metadata`);
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
};

describe("every metadata route", () => {
  it.each(["GET", "PATCH"])("refuses %s without the secret", async (method) => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/metadata`, {
      method,
      authorized: false,
    });
    expect(res.status).toBe(401);
  });

  it.each(["GET", "PATCH"])("answers %s for an id that is no UUID with 400", async (method) => {
    const res = await admin.request("/users/nope/metadata", {
      method,
      ...(method === "PATCH" && { json: {} }),
    });
    expect(res.status).toBe(400);
  });

  it.each(["GET", "PATCH"])("answers %s for an unknown user with 404", async (method) => {
    const res = await admin.request(`/users/${randomUUID()}/metadata`, {
      method,
      ...(method === "PATCH" && { json: {} }),
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /users/{id}/metadata", () => {
  it("answers 204 when none is set", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/metadata`);
    expect(res.status).toBe(204);
  });

  it("shows the unsafe metadata the user set in the profile", async () => {
    const user = await createUser(admin.auth);
    await admin.auth.deps.users.setUnsafeMetadata(user.id, { theme: "dark" });
    expect(await metadataOf(user.id)).toEqual({ unsafe_metadata: { theme: "dark" } });
  });
});

describe("PATCH /users/{id}/metadata", () => {
  it("sets public and private metadata and audits the change", async () => {
    const user = await createUser(admin.auth);
    const res = await patch(user.id, {
      public_metadata: { role: "member" },
      private_metadata: { note: "vip" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      public_metadata: { role: "member" },
      private_metadata: { note: "vip" },
    });
    const [entry] = (await admin.auth.deps.audit.list({ filters: { actorUserId: user.id } }))
      .entries;
    expect(entry).toMatchObject({ type: "user_metadata_changed", details: { actor: "admin_api" } });
  });

  it("merges a patch: members replace, null removes, objects merge, {} changes nothing", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, {
      public_metadata: { role: "member", prefs: { a: 1, b: 2 } },
      private_metadata: { note: "vip" },
    });
    await patch(user.id, {
      public_metadata: { role: null, prefs: { b: null, c: 3 } },
      private_metadata: {},
    });
    expect(await metadataOf(user.id)).toEqual({
      public_metadata: { prefs: { a: 1, c: 3 } },
      private_metadata: { note: "vip" },
    });
  });

  it("removes one object with null and all of them with a null body", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, { public_metadata: { a: 1 }, unsafe_metadata: { b: 2 } });
    await patch(user.id, { public_metadata: null });
    expect(await metadataOf(user.id)).toEqual({ unsafe_metadata: { b: 2 } });
    const cleared = await patch(user.id, null);
    expect(cleared.status).toBe(204);
    expect(await admin.auth.deps.users.unsafeMetadata(user.id)).toEqual({});
  });

  it("shows the public metadata in the user's profile, never the private one", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, {
      public_metadata: { role: "member" },
      private_metadata: { note: "vip" },
      unsafe_metadata: { theme: "dark" },
    });
    const profile = await admin.auth.deps.users.profile(user.id);
    expect(profile?.metadata).toEqual({
      public_metadata: { role: "member" },
      unsafe_metadata: { theme: "dark" },
    });
  });

  it("changes the unsafe metadata the profile shows", async () => {
    const user = await createUser(admin.auth);
    await admin.auth.deps.users.setUnsafeMetadata(user.id, { theme: "dark" });
    await patch(user.id, { unsafe_metadata: { lang: "sv" } });
    expect(await admin.auth.deps.users.unsafeMetadata(user.id)).toEqual({
      theme: "dark",
      lang: "sv",
    });
  });

  it("refuses an object over 3000 characters with 400, keeping what was there", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, { private_metadata: { kept: true } });
    const res = await patch(user.id, { private_metadata: { big: "x".repeat(3000) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining("private_metadata") as string,
    });
    expect(await metadataOf(user.id)).toEqual({ private_metadata: { kept: true } });
  });

  it.each([
    ["an array", [1]],
    ["a string", "metadata"],
    ["a member that is no object", { public_metadata: 5 }],
    ["a member that is an array", { unsafe_metadata: ["a"] }],
  ])("refuses %s with 400", async (_case, body) => {
    const user = await createUser(admin.auth);
    const res = await patch(user.id, body);
    expect(res.status).toBe(400);
  });

  it("refuses malformed JSON with 400", async () => {
    const user = await createUser(admin.auth);
    const res = await admin.request(`/users/${user.id}/metadata`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
  });
});
