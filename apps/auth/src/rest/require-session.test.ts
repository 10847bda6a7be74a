// The guard of the routes that need a signed-in user (GET /me here): the first token of Bearer
// header or session cookie that validates lets the request through and updates last_used;
// without one the answer is 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";

const LONG_AGO = "2000-01-01T00:00:00.000Z";

describe("requireSession", () => {
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
        .executeTakeFirstOrThrow()
    ).last_used;

  it.each([
    { case: "a Bearer token", headers: (t: string) => ({ Authorization: `Bearer ${t}` }) },
    { case: "the session cookie", headers: (t: string) => ({ Cookie: `other=1; hanko=${t}` }) },
    {
      case: "the cookie after an invalid Bearer token",
      headers: (t: string) => ({ Authorization: "Bearer stale", Cookie: `hanko=${t}` }),
    },
  ])("lets $case through as its user and updates last_used", async ({ headers }) => {
    const user = await signIn(auth);
    const sessionId = user.session.claims.session_id;
    await auth.deps.db
      .updateTable("sessions")
      .set({ last_used: LONG_AGO })
      .where("id", "=", sessionId)
      .execute();
    const response = await auth.request("/me", { headers: headers(user.session.token) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.userId });
    expect(await lastUsed(sessionId)).not.toBe(LONG_AGO);
  });

  it("uses the Bearer token's session when both validate", async () => {
    const first = await signIn(auth);
    const second = await signIn(auth);
    const response = await auth.request("/me", {
      headers: { ...first.auth, Cookie: `hanko=${second.session.token}` },
    });
    expect(await response.json()).toMatchObject({ id: first.userId });
  });

  it.each([
    { case: "no token", headers: () => ({}) },
    {
      case: "invalid tokens in both places",
      headers: () => ({ Authorization: "Bearer stale", Cookie: "hanko=stale" }),
    },
  ])("answers 401 for $case", async ({ headers }) => {
    const response = await auth.request("/me", { headers: headers() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "Unauthorized" });
  });
});
