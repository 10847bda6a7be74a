// flow-api.md §8 items 70–83 that apply (no MFA yet, so a registration ends after the password),
// plus the configurations the registration table depends on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser, jwtPart, mailsTo, uniqueEmail } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

async function atInit(target: TestAuth = auth): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => target.request(path, init), "registration");
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  return flow;
}

async function withAuth(env: TestEnv, run: (target: TestAuth) => Promise<void>): Promise<void> {
  const target = await createTestAuth(env);
  try {
    await run(target);
  } finally {
    await target.close();
  }
}

async function verified(flow: FlowClient, email: string, target: TestAuth = auth) {
  const code = codeIn((await target.smtp.nextMail(email)).text);
  return flow.act("verify_passcode", { code });
}

describe("default registration: email, verification, password (items 70–78)", () => {
  it("70: registration_init asks for an email only", async () => {
    const flow = await atInit();
    expect(flow.body).toMatchObject({ name: "registration_init", status: 200, payload: {} });
    expect(Object.keys(flow.body.actions)).toEqual(["register_login_identifier"]);
    expect(flow.body.actions.register_login_identifier?.inputs).toEqual({
      email: { name: "email", type: "email", max_length: 120, required: true },
    });
  });

  it("72–78, 103: verification, password, success; the user exists only now", async () => {
    const email = uniqueEmail("new");
    const flow = await atInit();
    const passcode = await flow.act("register_login_identifier", {
      email: `  ${email.toUpperCase()}`,
    });
    expect(passcode).toMatchObject({ name: "passcode_confirmation", status: 200 });
    expect(passcode.actions.back).toBeDefined();
    expect((await flow.act("back")).name).toBe("registration_init");
    await flow.act("register_login_identifier", { email });
    const password = await verified(flow, email);
    expect(password.name).toBe("password_creation");
    expect(Object.keys(password.actions)).toEqual(["register_password"]);
    expect(password.actions.register_password?.inputs).toEqual({
      new_password: { name: "new_password", type: "password", min_length: 8, required: true },
    });
    expect(await auth.deps.users.findByEmail(email)).toBeUndefined();
    const cases: [string, string][] = [
      ["short", "value_too_short_error"],
      ["ääää", "value_invalid_error"],
      ["x".repeat(73), "value_too_long_error"],
    ];
    for (const [newPassword, code] of cases) {
      const body = await flow.act("register_password", { new_password: newPassword });
      expect(body).toMatchObject({ name: "password_creation", status: 400 });
      expect(body.actions.register_password?.inputs.new_password?.error?.code).toBe(code);
      expect(body.actions.skip).toBeUndefined();
    }
    const success = await flow.act("register_password", { new_password: "a fine password" });
    expect(success).toMatchObject({ name: "success", status: 200, actions: {} });
    expect(success.payload).toHaveProperty("user");
    expect(success.payload).toHaveProperty("claims");
    expect(success.payload).not.toHaveProperty("last_login");
    const token = flow.last?.response.headers.get("X-Auth-Token") ?? "";
    expect(jwtPart(token, 1).amr).toEqual(["otp", "pwd"]);
    const me = (await (
      await auth.request("/me", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      emails: { address: string; is_verified: boolean; is_primary: boolean }[];
    };
    expect(me.emails).toEqual([
      expect.objectContaining({ address: email, is_verified: true, is_primary: true }),
    ]);

    const login = new FlowClient((path, init) => auth.request(path, init), "login");
    await login.start();
    await login.act("register_client_capabilities", {});
    await login.act("continue_with_login_identifier", { email });
    await login.act("continue_to_password_login");
    expect((await login.act("password_login", { password: "a fine password" })).name).toBe(
      "success",
    );
  });

  it("79: an existing address (hints off) still gets passcode_confirmation, with a code-less mail", async () => {
    const user = await createUser(auth);
    const flow = await atInit();
    expect((await flow.act("register_login_identifier", { email: user.email })).name).toBe(
      "passcode_confirmation",
    );
    const mail = await auth.smtp.nextMail(user.email);
    expect(codeIn(mail.text)).toBeUndefined();
    expect((await flow.act("verify_passcode", { code: "000000" })).status).toBe(400);
  });

  it("83: an abandoned registration leaves no user behind", async () => {
    const email = uniqueEmail("abandoned");
    const first = await atInit();
    await first.act("register_login_identifier", { email });
    await verified(first, email);
    const second = await atInit();
    expect((await second.act("register_login_identifier", { email })).name).toBe(
      "passcode_confirmation",
    );
    expect(codeIn((await auth.smtp.nextMail(email)).text)).toMatch(/^\d{6}$/);
    expect(mailsTo(auth, email)).toHaveLength(2);
  });
});

describe("registration under other configurations", () => {
  it("71: with sign-up off, nothing is offered", async () => {
    await withAuth({ SIGNUP_ENABLED: "false" }, async (target) => {
      const flow = await atInit(target);
      expect(flow.body).toMatchObject({ name: "registration_init", actions: {} });
    });
  });

  it("80: with existence hints, an existing address is an input error", async () => {
    await withAuth({ SHOW_ACCOUNT_EXISTENCE_HINTS: "true" }, async (target) => {
      const user = await createUser(target);
      const body = await (
        await atInit(target)
      ).act("register_login_identifier", { email: user.email });
      expect(body).toMatchObject({ name: "registration_init", status: 400 });
      expect(body.actions.register_login_identifier?.inputs.email?.error).toEqual({
        code: "email_already_exists",
        message: "The email address already exists.",
      });
    });
  });

  it("81, 82: usernames, both identifiers optional", async () => {
    await withAuth({ USERNAME_ENABLED: "true", EMAIL_OPTIONAL: "true" }, async (target) => {
      const flow = await atInit(target);
      expect(flow.body.actions.register_login_identifier?.inputs).toEqual({
        email: { name: "email", type: "email", max_length: 120, required: false },
        username: {
          name: "username",
          type: "string",
          min_length: 3,
          max_length: 32,
          required: false,
        },
      });
      const empty = await flow.act("register_login_identifier", { email: "", username: "" });
      const cause = "either email or username must be provided";
      expect(empty.actions.register_login_identifier?.inputs.email?.error).toEqual({
        code: "value_invalid_error",
        message: "The value is invalid.",
        cause,
      });
      expect(empty.actions.register_login_identifier?.inputs.username?.error).toEqual({
        code: "value_invalid_error",
        message: "The value is invalid.",
        cause,
      });
      const bad = await flow.act("register_login_identifier", { username: "bad name!" });
      expect(bad.actions.register_login_identifier?.inputs.username?.error?.code).toBe(
        "invalid_username_error",
      );
      await createUser(target, { username: "taken_name" });
      const taken = await flow.act("register_login_identifier", { username: "Taken_Name" });
      expect(taken.actions.register_login_identifier?.inputs.username?.error?.code).toBe(
        "username_already_exists",
      );
      // A username alone: no verification, straight to the password.
      expect((await flow.act("register_login_identifier", { username: "Fresh_Name" })).name).toBe(
        "password_creation",
      );
      const success = await flow.act("register_password", { new_password: "a fine password" });
      expect(success.payload?.user).toMatchObject({ username: { username: "fresh_name" } });
      expect(jwtPart(flow.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr).toEqual([
        "pwd",
      ]);
    });
  });

  it("without verification: no passcode, the address is stored unverified; a taken one is refused", async () => {
    await withAuth({ EMAIL_REQUIRE_VERIFICATION: "false" }, async (target) => {
      const email = uniqueEmail();
      const flow = await atInit(target);
      expect((await flow.act("register_login_identifier", { email })).name).toBe(
        "password_creation",
      );
      const success = await flow.act("register_password", { new_password: "a fine password" });
      expect(success.payload?.user).toMatchObject({
        emails: [{ address: email, is_verified: false, is_primary: true }],
      });
      const again = await atInit(target);
      const taken = await again.act("register_login_identifier", { email });
      expect(taken.actions.register_login_identifier?.inputs.email?.error?.code).toBe(
        "email_already_exists",
      );
    });
  });

  it("without passwords: verification, then success with amr otp", async () => {
    await withAuth({ PASSWORD_ENABLED: "false" }, async (target) => {
      const email = uniqueEmail();
      const flow = await atInit(target);
      await flow.act("register_login_identifier", { email });
      expect((await verified(flow, email, target)).name).toBe("success");
      expect(jwtPart(flow.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr).toEqual([
        "otp",
      ]);
    });
  });

  it("with optional passwords the password state can be skipped (§2.4)", async () => {
    await withAuth({ PASSWORD_OPTIONAL: "true" }, async (target) => {
      const email = uniqueEmail();
      const flow = await atInit(target);
      await flow.act("register_login_identifier", { email });
      const password = await verified(flow, email, target);
      expect(password.actions.register_password?.inputs.new_password?.required).toBe(false);
      expect(Object.keys(password.actions).sort()).toEqual(["register_password", "skip"]);
      expect((await flow.act("skip")).name).toBe("success");
      const found = await target.deps.users.findByEmail(email);
      expect(await target.deps.users.passwordHash(found?.user.id ?? "")).toBeUndefined();
    });
  });

  it.each([
    [true, "persistent"],
    [false, "session"],
  ] as const)(
    "55: remember_me is offered with retention prompt, and %s decides the retention %s",
    async (choice, retention) => {
      await withAuth(
        { SESSION_RETENTION: "prompt", EMAIL_REQUIRE_VERIFICATION: "false" },
        async (target) => {
          const flow = await atInit(target);
          expect(flow.body.actions.remember_me?.inputs).toEqual({
            remember_me: { name: "remember_me", type: "boolean", required: true },
          });
          expect((await flow.act("remember_me", { remember_me: choice })).name).toBe(
            "registration_init",
          );
          await flow.act("register_login_identifier", { email: uniqueEmail() });
          await flow.act("register_password", { new_password: "a fine password" });
          expect(flow.last?.response.headers.get("X-Session-Retention")).toBe(retention);
        },
      );
    },
  );
});
