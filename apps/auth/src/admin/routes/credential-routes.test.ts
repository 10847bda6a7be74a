import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, mailsTo } from "../../flow/testing/flow-test-users.ts";
import { createOtpSecretStore } from "../../mfa/otp-secret-store.ts";
import { createCredentialStore } from "../../webauthn/credential-store.ts";
import { auditOf, createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { credentialRoutes } from "./credential-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(credentialRoutes);
});
afterAll(() => admin.close());

async function addCredential(userId: string, kind: "passkey" | "security_key") {
  const id = randomUUID().replaceAll("-", "");
  await createCredentialStore(admin.auth.deps.db).insert({
    id,
    user_id: userId,
    name: kind === "passkey" ? "Telefonen" : null,
    public_key: "pQECAyYgASFYIA",
    attestation_type: "none",
    aaguid: "00000000-0000-0000-0000-000000000000",
    sign_count: 0,
    transports: JSON.stringify(["internal", "hybrid"]),
    backup_eligible: 1,
    backup_state: 0,
    mfa_only: kind === "security_key" ? 1 : 0,
    created_at: new Date().toISOString(),
    last_used_at: null,
  });
  return id;
}

const credentialPath = (userId: string, id = "") =>
  `/users/${userId}/webauthn_credentials${id && `/${id}`}`;

describe("GET /users/{user_id}/webauthn_credentials", () => {
  it("lists passkeys and security keys with Hanko's fields", async () => {
    const user = await createUser(admin.auth);
    const passkey = await addCredential(user.id, "passkey");
    const key = await addCredential(user.id, "security_key");
    const res = await admin.request(credentialPath(user.id));
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { id: string; mfa_only: boolean }[];
    expect(listed.map((c) => [c.id, c.mfa_only]).sort()).toEqual(
      [
        [passkey, false],
        [key, true],
      ].sort(),
    );
  });

  it.each([
    ["a malformed user id", "nope", 400],
    ["an unknown user", randomUUID(), 404],
  ])("answers %s with %i", async (_case, userId, status) => {
    expect((await admin.request(credentialPath(userId))).status).toBe(status);
  });
});

describe("GET /users/{user_id}/webauthn_credentials/{credential_id}", () => {
  it("shows one credential", async () => {
    const user = await createUser(admin.auth);
    const id = await addCredential(user.id, "passkey");
    const res = await admin.request(credentialPath(user.id, id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      name: "Telefonen",
      public_key: "pQECAyYgASFYIA",
      attestation_type: "none",
      aaguid: "00000000-0000-0000-0000-000000000000",
      created_at: expect.any(String) as string,
      transports: ["internal", "hybrid"],
      backup_eligible: true,
      backup_state: false,
      mfa_only: false,
    });
  });

  it("answers 404 for another user's credential and an unknown one", async () => {
    const owner = await createUser(admin.auth);
    const id = await addCredential(owner.id, "passkey");
    const other = await createUser(admin.auth);
    expect((await admin.request(credentialPath(other.id, id))).status).toBe(404);
    expect((await admin.request(credentialPath(owner.id, "unknown"))).status).toBe(404);
  });
});

describe("DELETE /users/{user_id}/webauthn_credentials/{credential_id}", () => {
  it("deletes a passkey (204), audited as passkey_deleted, with no mail as in the profile", async () => {
    const user = await createUser(admin.auth);
    const id = await addCredential(user.id, "passkey");
    const res = await admin.request(credentialPath(user.id, id), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await createCredentialStore(admin.auth.deps.db).find(id)).toBeUndefined();
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "passkey_deleted",
      details: { credential_id: id, actor: "admin_api" },
    });
    expect(mailsTo(admin.auth, user.email)).toEqual([]);
  });

  it("deletes a security key, audited and mailed as a second factor removed", async () => {
    const user = await createUser(admin.auth);
    const id = await addCredential(user.id, "security_key");
    const res = await admin.request(credentialPath(user.id, id), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await auditOf(admin.auth, user.id))[0]?.type).toBe("security_key_deleted");
    expect((await admin.auth.smtp.nextMail(user.email)).subject).toContain(
      "Two-factor authentication was removed",
    );
  });

  it("leaves another user's credential alone (404)", async () => {
    const owner = await createUser(admin.auth);
    const id = await addCredential(owner.id, "passkey");
    const other = await createUser(admin.auth);
    const res = await admin.request(credentialPath(other.id, id), { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await createCredentialStore(admin.auth.deps.db).find(id)).toBeDefined();
  });
});

describe("/users/{user_id}/otp", () => {
  const otpPath = (userId: string) => `/users/${userId}/otp`;
  const setUpApp = (userId: string) =>
    createOtpSecretStore(admin.auth.deps.db, admin.auth.deps.secretBox).save(
      userId,
      "JBSWY3DPEHPK3PXP",
      0,
      new Date().toISOString(),
    );

  it("shows the app a user has set up", async () => {
    const user = await createUser(admin.auth);
    await setUpApp(user.id);
    const res = await admin.request(otpPath(user.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, created_at: expect.any(String) as string });
  });

  it("removes the app (204), audited as otp_deleted and mailed", async () => {
    const user = await createUser(admin.auth);
    await setUpApp(user.id);
    const res = await admin.request(otpPath(user.id), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await admin.request(otpPath(user.id))).status).toBe(404);
    expect((await auditOf(admin.auth, user.id))[0]).toMatchObject({
      type: "otp_deleted",
      details: { actor: "admin_api" },
    });
    expect((await admin.auth.smtp.nextMail(user.email)).subject).toContain(
      "Two-factor authentication was removed",
    );
  });

  it.each(["GET", "DELETE"])("%s answers 404 for a user without an app", async (method) => {
    const user = await createUser(admin.auth);
    expect((await admin.request(otpPath(user.id), { method })).status).toBe(404);
  });

  it.each([
    ["a malformed user id", "nope", 400],
    ["an unknown user", randomUUID(), 404],
  ])("answers %s with %i", async (_case, userId, status) => {
    expect((await admin.request(otpPath(userId), { method: "DELETE" })).status).toBe(status);
  });
});
