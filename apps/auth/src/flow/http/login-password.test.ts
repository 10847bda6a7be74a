// flow-api.md §8 items 24–44 that apply (no passkeys or third parties yet): login_init, the
// method chooser, password login with its rate limit, and the success response with its session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { FlowClient } from "../testing/flow-client.ts";
import { createUser, jwtPart, uniqueEmail } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

async function atLoginInit(target: TestAuth = auth, webauthn = false): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => target.request(path, init), "login");
  await flow.start();
  await flow.act("register_client_capabilities", {
    webauthn_available: webauthn,
    webauthn_conditional_mediation_available: webauthn,
    webauthn_platform_authenticator_available: false,
  });
  return flow;
}

async function atPassword(email: string, target: TestAuth = auth): Promise<FlowClient> {
  const flow = await atLoginInit(target);
  await flow.act("continue_with_login_identifier", { email });
  await flow.act("continue_to_password_login");
  return flow;
}

describe("login_init and the method chooser (items 24–35)", () => {
  it.each([
    ["without", false],
    ["with", true],
  ])(
    "24, 25, 27: offers only the identifier action with the email input, %s WebAuthn",
    async (_with, webauthn) => {
      const flow = await atLoginInit(auth, webauthn);
      expect(flow.body).toMatchObject({ name: "login_init", status: 200, payload: {} });
      expect(Object.keys(flow.body.actions)).toEqual(["continue_with_login_identifier"]);
      expect(flow.body.actions.continue_with_login_identifier?.inputs).toEqual({
        email: { name: "email", type: "email", min_length: 3, max_length: 120, required: true },
      });
      expect(flow.body.actions.continue_with_login_identifier?.description).toBe(
        "Enter an identifier to login.",
      );
    },
  );

  it.each([
    ["28: not an email", "not-an-email", "value_invalid_error"],
    ["29: empty", "", "value_missing_error"],
  ])("%s", async (_name, email, code) => {
    const flow = await atLoginInit();
    const body = await flow.act("continue_with_login_identifier", { email });
    expect(body).toMatchObject({
      name: "login_init",
      status: 400,
      error: { code: "form_data_invalid_error" },
    });
    expect(body.actions.continue_with_login_identifier?.inputs.email?.error?.code).toBe(code);
  });

  it("30, 31: a known email, spaced and capitalised, goes to the chooser with exactly its three actions", async () => {
    const user = await createUser(auth, { password: "correct horse" });
    const flow = await atLoginInit();
    const body = await flow.act("continue_with_login_identifier", {
      email: `  ${user.email.toUpperCase()} `,
    });
    expect(body).toMatchObject({ name: "login_method_chooser", status: 200, payload: {} });
    expect(Object.keys(body.actions).sort()).toEqual([
      "back",
      "continue_to_passcode_confirmation",
      "continue_to_password_login",
    ]);
    await flow.act("continue_to_password_login");
    expect((await flow.act("password_login", { password: "correct horse" })).name).toBe("success");
  });

  it("32: an unknown email also goes to the chooser", async () => {
    const flow = await atLoginInit();
    expect(
      (await flow.act("continue_with_login_identifier", { email: uniqueEmail("nobody") })).name,
    ).toBe("login_method_chooser");
  });

  it("33: with existence hints an unknown email is an input error", async () => {
    const hinted = await createTestAuth({ SHOW_ACCOUNT_EXISTENCE_HINTS: "true" });
    try {
      const flow = await atLoginInit(hinted);
      const body = await flow.act("continue_with_login_identifier", {
        email: uniqueEmail("nobody"),
      });
      expect(body).toMatchObject({ name: "login_init", status: 400 });
      expect(body.actions.continue_with_login_identifier?.inputs.email?.error).toEqual({
        code: "unknown_email_error",
        message: "The email address is unknown.",
      });
    } finally {
      await hinted.close();
    }
  });

  it("34, 35: back returns to login_init; the password state offers its three actions", async () => {
    const flow = await atLoginInit();
    await flow.act("continue_with_login_identifier", { email: uniqueEmail() });
    expect((await flow.act("back")).name).toBe("login_init");
    await flow.act("continue_with_login_identifier", { email: uniqueEmail() });
    const body = await flow.act("continue_to_password_login");
    expect(body.name).toBe("login_password");
    expect(Object.keys(body.actions).sort()).toEqual([
      "back",
      "continue_to_passcode_confirmation_recovery",
      "password_login",
    ]);
    expect(body.actions.password_login?.inputs).toEqual({
      password: { name: "password", type: "password", required: true },
    });
    expect((await flow.act("back")).name).toBe("login_method_chooser");
  });
});

describe("password login (items 36–39, 43)", () => {
  it("36: a wrong password, and an unknown account, are the same input error", async () => {
    const user = await createUser(auth, { password: "correct horse" });
    const wrongPassword = async (email: string) => {
      const flow = await atPassword(email);
      const body = await flow.act("password_login", { password: "wrong horse" });
      expect(body).toMatchObject({
        name: "login_password",
        status: 400,
        error: { code: "form_data_invalid_error" },
      });
      return body.actions.password_login?.inputs.password?.error;
    };
    const invalid = { code: "value_invalid_error", message: "The value is invalid." };
    expect(await wrongPassword(user.email)).toEqual(invalid);
    expect(await wrongPassword(uniqueEmail("nobody"))).toEqual(invalid);
  });

  it("37: the sixth attempt within a minute is rate-limited, with retry_after", async () => {
    const user = await createUser(auth, { password: "correct horse" });
    const flow = await atPassword(user.email);
    for (let i = 0; i < 5; i++)
      expect((await flow.act("password_login", { password: `wrong ${i}` })).status).toBe(400);
    const limited = await flow.act("password_login", { password: "correct horse" });
    expect(limited).toMatchObject({
      name: "login_password",
      status: 429,
      error: { code: "rate_limit_exceeded", message: "The rate limit has been exceeded." },
    });
    expect(Number.isInteger(limited.payload?.retry_after)).toBe(true);
    expect(limited.payload?.retry_after).toBeGreaterThanOrEqual(0);
    expect(flow.last?.response.status).toBe(429);
  });

  it("one IP spraying guesses over many accounts is limited too (password-ip/{ip})", async () => {
    const spray = await createTestAuth();
    try {
      const tries = [];
      for (let i = 0; i <= 30; i++) {
        const flow = await atPassword(uniqueEmail(`spray${i}`), spray);
        tries.push((await flow.act("password_login", { password: "Sommar2026" })).status);
      }
      expect(tries.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(tries[30]).toBe(429);
    } finally {
      await spray.close();
    }
  });

  it("38, 39, 43: the right password succeeds with user, claims, last_login and a token", async () => {
    const user = await createUser(auth, { password: "correct horse" });
    const flow = await atPassword(user.email);
    const body = await flow.act("password_login", { password: "correct horse" });
    expect(body).toMatchObject({ name: "success", status: 200, actions: {} });
    const payload = body.payload as {
      user: Record<string, unknown>;
      claims: Record<string, unknown>;
      last_login: unknown;
    };
    expect(payload.user.id).toBe(user.id);
    expect(payload.user.user_id).toBe(user.id);
    expect(payload.claims.subject).toBe(user.id);
    expect(payload.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.last_login).toEqual({ login_method: "password" });
    const token = flow.last?.response.headers.get("X-Auth-Token") ?? "";
    const jwt = jwtPart(token, 1);
    expect(jwt).toMatchObject({
      sub: user.id,
      aud: ["localhost"],
      session_id: payload.claims.session_id,
      amr: ["pwd"],
    });
    expect(jwt.email).toEqual({ address: user.email, is_primary: true, is_verified: true });
    expect(Number(jwt.exp) - Number(jwt.iat)).toBe(43_200);
    expect(flow.last?.response.headers.get("X-Session-Lifetime")).toBe("43200");
    expect(flow.last?.response.headers.get("X-Session-Retention")).toBe("persistent");
  });
  it("with a second factor asked for at sign-in, the right password leads to setting one up, with no way back", async () => {
    const strict = await createTestAuth({
      MFA_ENABLED: "true",
      MFA_ACQUIRE_ON_LOGIN: "true",
      DEBUG: "true",
    });
    try {
      const user = await createUser(strict, { password: "correct horse" });
      const flow = await atPassword(user.email, strict);
      // A developer running with DEBUG sees why; the shopper sees only the input error.
      expect((await flow.act("password_login", { password: "wrong horse" })).error).toEqual({
        code: "form_data_invalid_error",
        message: "Form data invalid.",
        cause: "wrong credentials",
      });
      const next = await flow.act("password_login", { password: "correct horse" });
      expect(next.name).toBe("mfa_method_chooser");
      expect(Object.keys(next.actions)).not.toContain("back");
      expect(flow.last?.response.headers.get("X-Auth-Token")).toBeNull();
    } finally {
      await strict.close();
    }
  });
});

describe("session delivery (items 40–42)", () => {
  it("40: with cookies on and the token header off, success sets the session cookie", async () => {
    const cookieAuth = await createTestAuth({
      SESSION_COOKIE: "true",
      SESSION_TOKEN_HEADER: "false",
    });
    try {
      const user = await createUser(cookieAuth, { password: "correct horse" });
      const flow = await atPassword(user.email, cookieAuth);
      await flow.act("password_login", { password: "correct horse" });
      const headers = flow.last?.response.headers;
      expect(headers?.get("X-Auth-Token")).toBeNull();
      expect(headers?.get("Set-Cookie")).toMatch(/^hanko=[\w-]+\.[\w-]+\.[\w-]+;/);
      expect(headers?.get("Set-Cookie")).toMatch(/Max-Age=43200/);
      expect(headers?.get("X-Session-Retention")).toBe("persistent");
    } finally {
      await cookieAuth.close();
    }
  });

  it("41, 42: with the token header, no cookie, and the token's kid is published", async () => {
    const user = await createUser(auth, { password: "correct horse" });
    const flow = await atPassword(user.email);
    await flow.act("password_login", { password: "correct horse" });
    const token = flow.last?.response.headers.get("X-Auth-Token") ?? "";
    expect(flow.last?.response.headers.get("Set-Cookie")).toBeNull();
    const header = jwtPart(token, 0);
    expect(header.alg).toBe("RS256");
    const jwks = (await (await auth.request("/.well-known/jwks.json")).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);
  });
});
