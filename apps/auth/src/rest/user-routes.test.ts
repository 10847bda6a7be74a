import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { codeIn } from "../flow/testing/flow-client.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("POST /user (Appendix A)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  it("finds a user by address, in any case", async () => {
    const user = await signIn(auth, { verified: false });
    const [email] = await auth.deps.users.emails(user.userId);
    const response = await auth.request("/user", {
      method: "POST",
      json: { email: user.address.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.userId,
      email_id: email?.id,
      verified: false,
      has_webauthn_credential: false,
    });
  });

  it("answers an unknown address like a known one, with the same ids each time", async () => {
    const lookUp = async (email: string) => {
      const response = await auth.request("/user", { method: "POST", json: { email } });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    const first = await lookUp("nobody@example.com");
    expect(first).toEqual({
      id: expect.stringMatching(UUID_V4) as unknown,
      email_id: expect.stringMatching(UUID_V4) as unknown,
      verified: true,
      has_webauthn_credential: false,
    });
    expect(await lookUp("Nobody@Example.com")).toEqual(first);
    expect((await lookUp("someone-else@example.com")).id).not.toBe(first.id);
    // A sign-up of that address then gets the ids the look-up showed.
    const signUp = await auth.request("/users", {
      method: "POST",
      json: { email: "nobody@example.com" },
    });
    expect(await signUp.json()).toMatchObject({ id: first.id });
  });

  it("gives a sign-up a fresh id when an account already holds the look-alike one", async () => {
    const address = "moved-on@example.com";
    const lookUp = await auth.request("/user", { method: "POST", json: { email: address } });
    const { id } = (await lookUp.json()) as { id: string };
    // An account made for this address once, which has another address by now.
    expect(
      (
        await auth.deps.users.create({
          id,
          email: { address: "other@example.com", verified: true },
        })
      ).ok,
    ).toBe(true);
    const signUp = await auth.request("/users", { method: "POST", json: { email: address } });
    expect(signUp.status).toBe(200);
    const body = (await signUp.json()) as { id: string };
    expect(body.id).not.toBe(id);
    expect((await auth.deps.users.findByEmail(address))?.user.id).toBe(body.id);
  });

  it("answers 404 for an unknown address when existence hints are on", async () => {
    const hinting = await createTestAuth({ SHOW_ACCOUNT_EXISTENCE_HINTS: "true" });
    try {
      const response = await hinting.request("/user", {
        method: "POST",
        json: { email: "nobody@example.com" },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: "Not Found" });
    } finally {
      await hinting.close();
    }
  });

  it.each([
    { case: "no email", json: {} },
    { case: "not an address", json: { email: "not-an-email" } },
    { case: "a number", json: { email: 5 } },
    { case: "an address over EMAIL_MAX_LENGTH", json: { email: `${"a".repeat(120)}@example.com` } },
  ])("answers 400 for $case", async ({ json }) => {
    const response = await auth.request("/user", { method: "POST", json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: "Bad Request" });
  });
});

describe("POST /users (Appendix A)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  it("signs up an address, unverified and without a session while verification is required", async () => {
    const response = await auth.request("/users", {
      method: "POST",
      json: { email: "New.User@Example.com" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; user_id: string; email_id: string };
    expect(body.user_id).toBe(body.id);
    expect(await auth.deps.users.emails(body.id)).toEqual([
      {
        id: body.email_id,
        userId: body.id,
        address: "new.user@example.com",
        verified: false,
        primary: true,
      },
    ]);
    expect(response.headers.get("X-Auth-Token")).toBeNull();
  });

  it("answers a taken address like a new one, and tells its owner instead", async () => {
    const user = await signIn(auth);
    const [email] = await auth.deps.users.emails(user.userId);
    const response = await auth.request("/users", {
      method: "POST",
      headers: { "X-Language": "sv" },
      json: { email: user.address },
    });
    expect(response.status).toBe(200);
    // The account's ids, which a look-up of the address shows anyway.
    expect(await response.json()).toEqual({
      id: user.userId,
      user_id: user.userId,
      email_id: email?.id,
    });
    const mail = await auth.smtp.nextMail(user.address);
    expect(codeIn(mail.text)).toBeUndefined();
    expect(mail.subject).toMatch(/konto/i);
    expect(response.headers.get("X-Auth-Token")).toBeNull();
  });

  it("answers 409 when the address exists and existence hints are on", async () => {
    const hinting = await createTestAuth({ SHOW_ACCOUNT_EXISTENCE_HINTS: "true" });
    try {
      const user = await signIn(hinting);
      const response = await hinting.request("/users", {
        method: "POST",
        json: { email: user.address },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "Conflict" });
    } finally {
      await hinting.close();
    }
  });

  it("answers 400 for a bad body", async () => {
    const response = await auth.request("/users", { method: "POST", json: { email: "nope" } });
    expect(response.status).toBe(400);
  });
});

describe("POST /users with other settings", () => {
  it("answers 403 when sign-up is disabled", async () => {
    const auth = await createTestAuth({ SIGNUP_ENABLED: "false" });
    try {
      const response = await auth.request("/users", {
        method: "POST",
        json: { email: "x@example.com" },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 403, message: "Forbidden" });
      expect(await auth.deps.users.findByEmail("x@example.com")).toBeUndefined();
    } finally {
      await auth.close();
    }
  });

  it("sets the session cookie, HttpOnly and SameSite=Lax, when cookies are on", async () => {
    const auth = await createTestAuth({
      EMAIL_REQUIRE_VERIFICATION: "false",
      SESSION_COOKIE: "true",
      SESSION_TOKEN_HEADER: "false",
      SESSION_COOKIE_DOMAIN: "localhost",
    });
    try {
      const response = await auth.request("/users", {
        method: "POST",
        json: { email: "c@example.com" },
      });
      expect(response.headers.get("X-Auth-Token")).toBeNull();
      expect(response.headers.get("Set-Cookie")).toMatch(
        /^hanko=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=43200; Domain=localhost; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await auth.close();
    }
  });

  it("signs the new user in when verification is not required (v2)", async () => {
    const auth = await createTestAuth({ EMAIL_REQUIRE_VERIFICATION: "false" });
    try {
      const response = await auth.request("/users", {
        method: "POST",
        json: { email: "quick@example.com" },
      });
      expect(response.status).toBe(200);
      const token = response.headers.get("X-Auth-Token");
      expect(response.headers.get("X-Session-Lifetime")).toBe("43200");
      const session = await auth.deps.sessions.validate(token ?? undefined);
      expect(session?.userId).toBe(((await response.json()) as { id: string }).id);
    } finally {
      await auth.close();
    }
  });
});
