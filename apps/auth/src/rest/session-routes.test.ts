import { parseSessionValidateResponse } from "@kretsbutiken/flow-protocol/checks";
import { accepted } from "@kretsbutiken/flow-protocol/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";

describe("session routes (flow-api.md §6.4)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  const lastUsed = async (sessionId: string) =>
    (
      await auth.deps.db
        .selectFrom("sessions")
        .select("last_used")
        .where("id", "=", sessionId)
        .executeTakeFirst()
    )?.last_used;

  describe("GET /sessions/validate", () => {
    it.each([
      { case: "no token", headers: () => ({}) },
      { case: "a garbage Bearer token", headers: () => ({ Authorization: "Bearer nonsense" }) },
      { case: "a garbage cookie", headers: () => ({ Cookie: "hanko=nonsense" }) },
      { case: "a Basic header", headers: () => ({ Authorization: "Basic dXNlcjpwYXNz" }) },
    ])("answers 200 is_valid:false for $case", async ({ headers }) => {
      const response = await auth.request("/sessions/validate", { headers: headers() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ is_valid: false });
    });

    it.each([
      { case: "a Bearer token", headers: (t: string) => ({ Authorization: `Bearer ${t}` }) },
      { case: "the session cookie", headers: (t: string) => ({ Cookie: `other=1; hanko=${t}` }) },
      {
        case: "the cookie after an invalid Bearer token",
        headers: (t: string) => ({ Authorization: "Bearer stale", Cookie: `hanko=${t}` }),
      },
    ])("answers the full shape for $case without touching last_used", async ({ headers }) => {
      const user = await signIn(auth);
      const before = await lastUsed(user.session.claims.session_id);
      const response = await auth.request("/sessions/validate", {
        headers: {
          ...headers(user.session.token),
          "Content-Type": "application/json",
          "X-Language": "undefined",
        },
      });
      expect(response.status).toBe(200);
      const body = accepted(parseSessionValidateResponse(await response.json()));
      expect(body).toEqual({
        is_valid: true,
        claims: user.session.claims,
        expiration_time: user.session.claims.expiration,
        user_id: user.userId,
      });
      expect(await lastUsed(user.session.claims.session_id)).toBe(before);
    });
  });

  describe("POST /sessions/validate", () => {
    it("validates the body's token and updates last_used", async () => {
      const user = await signIn(auth);
      await auth.deps.db
        .updateTable("sessions")
        .set({ last_used: "2000-01-01T00:00:00.000Z" })
        .execute();
      const response = await auth.request("/sessions/validate", {
        method: "POST",
        json: { session_token: user.session.token },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ is_valid: true, user_id: user.userId });
      expect(await lastUsed(user.session.claims.session_id)).not.toBe("2000-01-01T00:00:00.000Z");
    });

    it("answers is_valid:false for a token that does not validate", async () => {
      const response = await auth.request("/sessions/validate", {
        method: "POST",
        json: { session_token: "x.y.z" },
      });
      expect(await response.json()).toEqual({ is_valid: false });
    });

    it.each([
      { case: "{}", body: "{}", type: "application/json", status: 400 },
      { case: "an empty body", body: "", type: "application/json", status: 400 },
      {
        case: "an empty token",
        body: '{"session_token":""}',
        type: "application/json",
        status: 400,
      },
      {
        case: "a number token",
        body: '{"session_token":42}',
        type: "application/json",
        status: 400,
      },
      { case: "malformed JSON", body: '{"session_token":', type: "application/json", status: 400 },
      { case: "a JSON array", body: "[]", type: "application/json", status: 400 },
      {
        case: "a body nested 5,000 levels deep",
        body: `{"session_token":${"[".repeat(5000)}${"]".repeat(5000)}}`,
        type: "application/json",
        status: 400,
      },
      {
        case: "a form body",
        body: "session_token=x",
        type: "application/x-www-form-urlencoded",
        status: 415,
      },
    ])("refuses $case with $status", async ({ body, type, status }) => {
      const response = await auth.request("/sessions/validate", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        code: status,
        message: status === 400 ? "Bad Request" : "Unsupported Media Type",
      });
    });
  });

  describe("POST /logout", () => {
    it("deletes the session, expires the cookie and answers 204", async () => {
      const user = await signIn(auth);
      const response = await auth.request("/logout", {
        method: "POST",
        // The official SDK sends no body but this content type (official-elements README §5.2).
        headers: { ...user.auth, "Content-Type": "application/json" },
      });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      expect(response.headers.get("Set-Cookie")).toBe(
        "hanko=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      );
      const after = await auth.request("/sessions/validate", { headers: user.auth });
      expect(await after.json()).toEqual({ is_valid: false });
      const again = await auth.request("/logout", { method: "POST", headers: user.auth });
      expect(again.status).toBe(401);
    });

    it("leaves the user's other sessions alone", async () => {
      const user = await signIn(auth);
      const other = await auth.deps.sessions.issue({
        userId: user.userId,
        amr: ["pwd"],
        client: { ip: "127.0.0.1", userAgent: undefined, language: "en" },
        retention: "persistent",
      });
      await auth.request("/logout", { method: "POST", headers: user.auth });
      expect(await auth.deps.sessions.validate(other.token)).toBeDefined();
    });

    it("answers 401 without a session", async () => {
      const response = await auth.request("/logout", { method: "POST" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: "Unauthorized" });
      // Without SESSION_COOKIE the server set no cookie, so it expires none.
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });
  });
});
