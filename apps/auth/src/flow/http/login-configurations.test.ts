// Login under other configurations: usernames (§8 items 53, 54), user-detail and credential
// onboarding (§2.3.1), only-actual-methods privacy, dead ends (item 106) and remember_me at login
// (item 55). Settings the environment cannot express yet go through createFlowRoutes' policy.
import { afterAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import type { FlowPolicyOverrides } from "../flows/flow-policy.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser, uniqueEmail } from "../testing/flow-test-users.ts";
import { createFlowRoutes } from "./flow-routes.ts";

const opened: TestAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map((auth) => auth.close()));
});

async function open(env: TestEnv = {}): Promise<TestAuth> {
  const auth = await createTestAuth(env);
  opened.push(auth);
  return auth;
}

async function login(
  auth: TestAuth,
  policy?: FlowPolicyOverrides,
  webauthn = false,
): Promise<FlowClient> {
  const routes = policy === undefined ? undefined : createFlowRoutes(auth.deps, { policy });
  const request =
    routes === undefined
      ? (path: string, init?: RequestInit) => auth.request(path, init)
      : routes.request;
  const flow = new FlowClient(request, "login");
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: webauthn });
  return flow;
}

describe("usernames as identifiers", () => {
  it("54: email and username share one `identifier` input; a username with an email goes to the chooser", async () => {
    const auth = await open({ USERNAME_ENABLED: "true" });
    await createUser(auth, { username: "janedoe", password: "correct horse" });
    const flow = await login(auth);
    expect(flow.body.actions.continue_with_login_identifier?.inputs).toEqual({
      identifier: { name: "identifier", type: "string", max_length: 255, required: true },
    });
    expect(
      (await flow.act("continue_with_login_identifier", { identifier: " JaneDoe " })).name,
    ).toBe("login_method_chooser");
    await flow.act("continue_to_password_login");
    expect((await flow.act("password_login", { password: "correct horse" })).name).toBe("success");
  });

  it("53: usernames only: a `username` input, and an unknown name is an error even without hints", async () => {
    const auth = await open({ USERNAME_ENABLED: "true" });
    const flow = await login(auth, { email: { useAsLoginIdentifier: false } });
    expect(flow.body.actions.continue_with_login_identifier?.inputs).toEqual({
      username: { name: "username", type: "string", min_length: 3, max_length: 32, required: true },
    });
    const body = await flow.act("continue_with_login_identifier", { username: "nobody_here" });
    expect(body.actions.continue_with_login_identifier?.inputs.username?.error).toEqual({
      code: "unknown_username_error",
      message: "The username is unknown.",
    });
  });

  it("106: a username without an email while passwords are off is a dead end; then everything is 403", async () => {
    const auth = await open({ USERNAME_ENABLED: "true", PASSWORD_ENABLED: "false" });
    await createUser(auth, { username: "lonely", email: null });
    const flow = await login(auth);
    const href = flow.href("continue_with_login_identifier");
    const dead = await flow.act("continue_with_login_identifier", { identifier: "lonely" });
    expect(dead).toMatchObject({
      name: "error",
      status: 500,
      payload: {},
      actions: {},
      error: { code: "flow_discontinuity_error" },
    });
    expect(
      await flow.act("continue_with_login_identifier", { identifier: "lonely" }, { href }),
    ).toMatchObject({ status: 403, csrf_token: "" });
  });
});

describe("login onboarding (§2.3.1)", () => {
  it("asks a user without a username for one, refusing invalid and taken names", async () => {
    const auth = await open({ USERNAME_ENABLED: "true" });
    await createUser(auth, { username: "taken_name" });
    const user = await createUser(auth, { password: "correct horse" });
    const flow = await login(auth);
    await flow.act("continue_with_login_identifier", { identifier: user.email });
    await flow.act("continue_to_password_login");
    const onboarding = await flow.act("password_login", { password: "correct horse" });
    expect(onboarding.name).toBe("onboarding_username");
    expect(Object.keys(onboarding.actions).sort()).toEqual(["skip", "username_create"]);
    expect(onboarding.actions.username_create?.inputs).toEqual({
      username: {
        name: "username",
        type: "string",
        min_length: 3,
        max_length: 32,
        required: false,
      },
    });
    const invalid = await flow.act("username_create", { username: "no spaces" });
    expect(invalid.actions.username_create?.inputs.username?.error?.code).toBe(
      "invalid_username_error",
    );
    const taken = await flow.act("username_create", { username: "TAKEN_NAME" });
    expect(taken.actions.username_create?.inputs.username?.error?.code).toBe(
      "username_already_exists",
    );
    expect((await flow.act("username_create", { username: "My_Name" })).name).toBe("success");
    expect((await auth.deps.users.findById(user.id))?.username).toBe("my_name");
  });

  it("asks a user without an email for one and verifies it first (B12: format checked)", async () => {
    const auth = await open({ USERNAME_ENABLED: "true" });
    const user = await createUser(auth, {
      username: "no_mail",
      email: null,
      password: "correct horse",
    });
    const flow = await login(auth);
    expect((await flow.act("continue_with_login_identifier", { identifier: "no_mail" })).name).toBe(
      "login_password",
    );
    const onboarding = await flow.act("password_login", { password: "correct horse" });
    expect(onboarding.name).toBe("onboarding_email");
    expect(Object.keys(onboarding.actions)).toEqual(["email_address_set"]);
    expect(onboarding.actions.email_address_set?.inputs).toEqual({
      email: { name: "email", type: "string", value: null, max_length: 120, required: true },
    });
    const invalid = await flow.act("email_address_set", { email: " Not-An-Email " });
    expect(invalid.actions.email_address_set?.inputs.email).toMatchObject({
      value: "not-an-email",
      error: { code: "value_invalid_error" },
    });
    const email = uniqueEmail("onboarded");
    expect((await flow.act("email_address_set", { email })).name).toBe("passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(email)).text);
    expect((await flow.act("verify_passcode", { code })).name).toBe("success");
    expect(await auth.deps.users.emails(user.id)).toEqual([
      expect.objectContaining({ address: email, verified: true, primary: true }),
    ]);
  });

  it("B8: without verification the onboarding address is stored unverified", async () => {
    const auth = await open({ USERNAME_ENABLED: "true", EMAIL_REQUIRE_VERIFICATION: "false" });
    const user = await createUser(auth, {
      username: "no_mail2",
      email: null,
      password: "correct horse",
    });
    const other = await createUser(auth);
    const flow = await login(auth);
    await flow.act("continue_with_login_identifier", { identifier: "no_mail2" });
    await flow.act("password_login", { password: "correct horse" });
    const taken = await flow.act("email_address_set", { email: other.email });
    expect(taken.actions.email_address_set?.inputs.email?.error?.code).toBe("email_already_exists");
    const email = uniqueEmail("unverified");
    expect((await flow.act("email_address_set", { email })).name).toBe("success");
    expect(await auth.deps.users.emails(user.id)).toEqual([
      expect.objectContaining({ address: email, verified: false, primary: true }),
    ]);
  });

  it("schedules password creation when passwords are acquired on login, and stores it", async () => {
    const auth = await open();
    const user = await createUser(auth);
    const flow = await login(auth, { password: { acquireOnLogin: "always" } });
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(user.email)).text);
    expect((await flow.act("verify_passcode", { code })).name).toBe("password_creation");
    expect((await flow.act("register_password", { new_password: "brand new one" })).name).toBe(
      "success",
    );
    expect(
      await auth.deps.passwords.verify(
        await auth.deps.users.passwordHash(user.id),
        "brand new one",
      ),
    ).toBe(true);
  });

  it.each(["password", "skip"] as const)(
    "offers the credential chooser's passkey and password branches when both are conditional, then %s",
    async (choice) => {
      const auth = await open();
      const policy: FlowPolicyOverrides = {
        passkey: { enabled: true, acquireOnRegistration: "conditional" },
        password: { acquireOnRegistration: "conditional" },
      };
      const routes = createFlowRoutes(auth.deps, { policy });
      const email = uniqueEmail("chooser");
      const flow = new FlowClient(routes.request, "registration");
      await flow.start();
      await flow.act("register_client_capabilities", { webauthn_available: true });
      await flow.act("register_login_identifier", { email });
      const chooser = await flow.act("verify_passcode", {
        code: codeIn((await auth.smtp.nextMail(email)).text),
      });
      expect(chooser.name).toBe("credential_onboarding_chooser");
      expect(Object.keys(chooser.actions).sort()).toEqual([
        "continue_to_passkey_registration",
        "continue_to_password_registration",
        "skip",
      ]);
      if (choice === "skip") {
        expect((await flow.act("skip")).name).toBe("success");
        return;
      }
      const password = await flow.act("continue_to_password_registration");
      expect(Object.keys(password.actions).sort()).toEqual(["back", "register_password"]);
      expect((await flow.act("back")).name).toBe("credential_onboarding_chooser");
      await flow.act("continue_to_password_registration");
      expect((await flow.act("register_password", { new_password: "a fine password" })).name).toBe(
        "success",
      );
    },
  );
});

describe("login methods", () => {
  it("only actual methods: straight to the passcode for a user without a password", async () => {
    const auth = await open();
    const passwordless = await createUser(auth);
    const both = await createUser(auth, { password: "correct horse" });
    const policy = { privacy: { onlyShowActualLoginMethods: true } };
    const first = await login(auth, policy);
    expect(
      (await first.act("continue_with_login_identifier", { email: passwordless.email })).name,
    ).toBe("passcode_confirmation");
    const second = await login(auth, policy);
    expect((await second.act("continue_with_login_identifier", { email: both.email })).name).toBe(
      "login_method_chooser",
    );
  });

  it("without passwords an email goes straight to the passcode", async () => {
    const auth = await open({ PASSWORD_ENABLED: "false" });
    const user = await createUser(auth);
    const flow = await login(auth);
    const body = await flow.act("continue_with_login_identifier", { email: user.email });
    expect(body.name).toBe("passcode_confirmation");
    expect(body.actions.back).toBeDefined();
  });

  it.each([true, false])(
    "55: remember_me %s at login sets the retention; a session cookie has no Max-Age without it",
    async (choice) => {
      const auth = await open({
        SESSION_RETENTION: "prompt",
        SESSION_COOKIE: "true",
        SESSION_TOKEN_HEADER: "false",
      });
      const user = await createUser(auth, { password: "correct horse" });
      const flow = await login(auth);
      await flow.act("remember_me", { remember_me: choice });
      await flow.act("continue_with_login_identifier", { email: user.email });
      await flow.act("continue_to_password_login");
      await flow.act("password_login", { password: "correct horse" });
      const headers = flow.last?.response.headers;
      expect(headers?.get("X-Session-Retention")).toBe(choice ? "persistent" : "session");
      expect(headers?.get("Set-Cookie")?.includes("Max-Age")).toBe(choice);
    },
  );

  it("105: remember_me is absent and refused with retention persistent", async () => {
    const auth = await open();
    const flow = await login(auth);
    expect(flow.body.actions.remember_me).toBeUndefined();
    const href = flow
      .href("continue_with_login_identifier")
      .replace("continue_with_login_identifier", "remember_me");
    expect(await flow.act("remember_me", { remember_me: true }, { href })).toMatchObject({
      status: 403,
    });
  });
});
