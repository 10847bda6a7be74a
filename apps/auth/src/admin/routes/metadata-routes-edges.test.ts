import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../flow/testing/flow-test-users.ts";
import { auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { MAX_METADATA_CHARS, metadataRoutes } from "./metadata-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(metadataRoutes, { AUDIT_LOG_MASK: "false" });
});
afterAll(() => admin.close());

const patch = (userId: string, body: unknown) =>
  admin.request(`/users/${userId}/metadata`, { method: "PATCH", json: body });

/** An object whose JSON is exactly `chars` characters long. */
const objectOfLength = (chars: number) => ({ big: "x".repeat(chars - '{"big":""}'.length) });

describe("the metadata routes' answers", () => {
  it.each(["GET", "PATCH"])(
    "answers %s for an unknown user with 404 user not found",
    async (method) => {
      const res = await admin.request(`/users/${randomUUID()}/metadata`, {
        method,
        ...(method === "PATCH" && { json: {} }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "user not found" });
    },
  );

  it("answers an id that is no UUID with 400 naming the parameter", async () => {
    const res = await admin.request("/users/nope/metadata");
    expect(await res.json()).toEqual({ code: 400, message: "id is not a UUID" });
  });
});

describe("PATCH /users/{id}/metadata at the size limit", () => {
  it(`accepts an object of exactly ${MAX_METADATA_CHARS} characters as JSON`, async () => {
    const user = await createUser(admin.auth);
    const value = objectOfLength(MAX_METADATA_CHARS);
    expect(JSON.stringify(value)).toHaveLength(MAX_METADATA_CHARS);
    const res = await patch(user.id, { public_metadata: value });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public_metadata: value });
  });

  it("refuses one character more with 400 naming the object", async () => {
    const user = await createUser(admin.auth);
    const res = await patch(user.id, { unsafe_metadata: objectOfLength(MAX_METADATA_CHARS + 1) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      message: `unsafe_metadata must not exceed ${MAX_METADATA_CHARS} characters`,
    });
    expect(await auditOf(admin.auth, user.id)).toEqual([]);
  });
});

describe("PATCH /users/{id}/metadata in the audit log", () => {
  it("records a patch as not clearing", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, { private_metadata: { note: "vip" } });
    const [entry] = await auditOf(admin.auth, user.id);
    expect(entry).toMatchObject({
      type: "user_metadata_changed",
      details: { cleared: false, actor: "admin_api" },
    });
  });

  it("records a null body as clearing all metadata", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, { private_metadata: { note: "vip" } });
    const res = await patch(user.id, null);
    expect(res.status).toBe(204);
    const [entry] = await auditOf(admin.auth, user.id);
    expect(entry).toMatchObject({
      type: "user_metadata_changed",
      details: { cleared: true, actor: "admin_api" },
    });
  });

  it("keeps an object a member set to {} names, and stores none for one that was unset", async () => {
    const user = await createUser(admin.auth);
    await patch(user.id, { public_metadata: { role: "member" } });
    const res = await patch(user.id, { public_metadata: {}, private_metadata: {} });
    expect(await res.json()).toEqual({ public_metadata: { role: "member" } });
    const row = await admin.auth.deps.db
      .selectFrom("users")
      .select(["public_metadata", "private_metadata"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ public_metadata: '{"role":"member"}', private_metadata: null });
  });
});
