import { parseMeResponse } from "@kretsbutiken/flow-protocol/checks";
import { accepted } from "@kretsbutiken/flow-protocol/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";

describe("me routes", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  it.each([
    { method: "GET", path: () => "/me" },
    { method: "GET", path: () => `/users/${crypto.randomUUID()}` },
  ])("answers $method $path 401 without a session", async ({ method, path }) => {
    const response = await auth.request(path(), { method });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "Unauthorized" });
  });

  it("GET /me answers the ProfileData of §3.2", async () => {
    const user = await signIn(auth, { username: `me${crypto.randomUUID().slice(0, 6)}` });
    const response = await auth.request("/me", { headers: user.auth });
    expect(response.status).toBe(200);
    const body = accepted(parseMeResponse(await response.json()));
    expect(body).toMatchObject({
      id: user.userId,
      user_id: user.userId,
      emails: [{ address: user.address, is_primary: true, is_verified: true }],
      mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
    });
  });

  it("GET /users/{id} answers the user's own v2 record", async () => {
    const user = await signIn(auth, { username: "legacy_user" });
    const response = await auth.request(`/users/${user.userId}`, { headers: user.auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: user.userId,
      user_id: user.userId,
      email: user.address,
      username: "legacy_user",
      webauthn_credentials: [],
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
  });

  it.each([
    { case: "another user's id", id: () => crypto.randomUUID() },
    { case: "a malformed id", id: () => "not-a-uuid" },
  ])("GET /users/{id} answers 403 for $case", async ({ id }) => {
    const user = await signIn(auth);
    const response = await auth.request(`/users/${id()}`, { headers: user.auth });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 403, message: "Forbidden" });
  });

  it("has no DELETE /user while account deletion is off (the default): the account stays", async () => {
    const user = await signIn(auth);
    const response = await auth.request("/user", { method: "DELETE", headers: user.auth });
    expect(response.status).toBe(404);
    expect(await auth.deps.users.findById(user.userId)).toBeDefined();
    expect((await auth.request("/me", { headers: user.auth })).status).toBe(200);
  });

  describe("with ACCOUNT_ALLOW_DELETION", () => {
    let deleting: TestAuth;
    beforeAll(async () => {
      deleting = await createTestAuth({ ACCOUNT_ALLOW_DELETION: "true" });
    });
    afterAll(() => deleting.close());

    it("answers DELETE /user 401 without a session", async () => {
      const response = await deleting.request("/user", { method: "DELETE" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: "Unauthorized" });
    });

    it("DELETE /user deletes the account and every session, and expires the cookie", async () => {
      const user = await signIn(deleting);
      const response = await deleting.request("/user", { method: "DELETE", headers: user.auth });
      expect(response.status).toBe(204);
      expect(response.headers.get("Set-Cookie")).toMatch(/^hanko=; Max-Age=0; Path=\/;/);
      expect(await deleting.deps.users.findById(user.userId)).toBeUndefined();
      expect(await deleting.deps.users.findByEmail(user.address)).toBeUndefined();
      expect((await deleting.request("/me", { headers: user.auth })).status).toBe(401);
    });
  });
});
