// The second factor over HTTP, on SQLite and PostgreSQL, with codes made by otplib in the test
// and keys by a software authenticator (test/software-authenticator.ts): an authenticator app
// set up while signing up (secret sealed at rest) and used at the next sign-in, each code once
// and within one step of drift, wrong codes limited; a security key made as second factor,
// refused as a passkey, used after the password; the device trusted so the second factor is
// skipped next time, until a session is revoked in the profile; the profile's app and key.
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "../../../test/create-test-auth.ts";
import { SoftwareAuthenticator } from "../../../test/software-authenticator.ts";
import { createTestClock, type TestClock } from "../../../test/test-clock.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, FlowClient, type WireBody } from "../testing/flow-client.ts";
import { jwtPart } from "../testing/flow-test-users.ts";

type PublicKey = {
  challenge: string;
  rp?: { id: string };
  user?: { id: string };
  allowCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; authenticatorAttachment?: string };
};
const publicKeyOf = (body: WireBody, key: "request_options" | "creation_options") =>
  (body.payload?.[key] as { publicKey: PublicKey }).publicKey;

const PASSWORD = "korrekt-häst-9";
const STEP_MS = 30_000;

describe.each(dialectCases())("the second factor on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  let clock: TestClock;
  beforeAll(async () => {
    if (skipReason) return;
    clock = createTestClock("2026-11-25T12:00:05.000Z");
    auth = await createTestAuth(
      { MFA_ENABLED: "true", PASSKEYS_ENABLED: "true", PASSKEY_ACQUIRE_ON_LOGIN: "never" },
      { dialect, deps: { clock } },
    );
  });
  afterAll(() => auth?.close());

  const code = (secret: string) =>
    generateSync({ strategy: "totp", secret, epoch: Math.floor(clock.now().getTime() / 1000) });

  function flow(name: "login" | "registration" | "profile", headers: Record<string, string> = {}) {
    return new FlowClient((path, init) => auth.request(path, init), name, headers);
  }

  /** Registration up to the MFA chooser: code, password, passkey skipped. */
  async function toChooser() {
    const address = `mfa-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const client = flow("registration");
    await client.start();
    await client.act("register_client_capabilities", { webauthn_available: true });
    await client.act("register_login_identifier", { email: address });
    await client.act("verify_passcode", {
      code: codeIn((await auth.smtp.nextMail(address)).text),
    });
    const chooser = await client.act("register_password", { new_password: PASSWORD });
    return { address, client, chooser };
  }

  async function signUpWithApp() {
    const { address, client, chooser } = await toChooser();
    expect(chooser.name).toBe("mfa_method_chooser");
    expect(Object.keys(chooser.actions).sort()).toEqual([
      "continue_to_otp_secret_creation",
      "continue_to_security_key_creation",
      "skip",
    ]);
    const setup = await client.act("continue_to_otp_secret_creation");
    const secret = String(setup.payload?.otp_secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(setup.payload?.otp_image_source)).toMatch(/^data:image\/png;base64,/);
    await client.act("otp_code_verify", { otp_code: "000000" });
    expect(client.body.actions.otp_code_verify?.inputs.otp_code?.error?.code).toBe(
      "passcode_invalid",
    );
    // Shown again after the wrong code: the same secret.
    expect(client.body.payload?.otp_secret).toBe(secret);
    const next = await client.act("otp_code_verify", { otp_code: code(secret) });
    expect(next.name).toBe("onboarding_create_passkey");
    const done = await client.act("skip");
    expect(done.name).toBe("success");
    const token = client.last?.response.headers.get("X-Auth-Token") ?? "";
    return { address, secret, token, claims: jwtPart(token, 1) };
  }

  async function passwordLogin(address: string, headers: Record<string, string> = {}) {
    const client = flow("login", headers);
    await client.start();
    await client.act("register_client_capabilities", { webauthn_available: true });
    await client.act("continue_with_login_identifier", { email: address });
    await client.act("continue_to_password_login");
    await client.act("password_login", { password: PASSWORD });
    return client;
  }

  it("sets up an authenticator app while signing up: sealed at rest, in amr and mfa_config", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, secret, token, claims } = await signUpWithApp();
    expect(claims.amr).toEqual(["otp", "pwd", "totp"]);
    const userId = (await auth.deps.users.findByEmail(address))?.user.id ?? "";
    const row = await auth.deps.db
      .selectFrom("otp_secrets")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.secret.startsWith("enc:v1:")).toBe(true);
    expect(row.secret).not.toContain(secret);
    const me = (await (
      await auth.request("/me", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { mfa_config: Record<string, boolean> };
    expect(me.mfa_config).toEqual({
      auth_app_set_up: true,
      totp_enabled: true,
      security_keys_enabled: true,
    });
  });

  it("asks for the app's code after the password: each code once, one step of drift", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, secret } = await signUpWithApp();
    const setupCode = code(secret);
    const client = await passwordLogin(address);
    expect(client.body.name).toBe("login_otp");
    // The setup code counts as used.
    await client.act("otp_code_validate", { otp_code: setupCode });
    expect(client.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_already_used",
    );
    await client.act("otp_code_validate", { otp_code: "123456" });
    expect(client.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_invalid",
    );
    // A code of the next step, typed a little early, is accepted once.
    clock.advance(STEP_MS);
    const drifted = code(secret);
    clock.advance(-STEP_MS);
    const trust = await client.act("otp_code_validate", { otp_code: drifted });
    expect(trust.name).toBe("device_trust");
    const done = await client.act("skip");
    expect(done.name).toBe("success");
    const token = client.last?.response.headers.get("X-Auth-Token") ?? "";
    expect(jwtPart(token, 1).amr).toEqual(["pwd", "totp"]);
    const again = await passwordLogin(address);
    await again.act("otp_code_validate", { otp_code: drifted });
    expect(again.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_already_used",
    );
    clock.advance(3 * STEP_MS);
  });

  it("limits wrong codes like passwords", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address } = await signUpWithApp();
    const client = await passwordLogin(address);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await client.act("otp_code_validate", { otp_code: "000000" });
      statuses.push(client.last?.response.status ?? 0);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect(client.body.payload?.retry_after).toBeGreaterThan(0);
  });

  it("trusts the device: the next sign-in skips the code, until a session is revoked", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, secret, token } = await signUpWithApp();
    clock.advance(STEP_MS);
    const client = await passwordLogin(address);
    await client.act("otp_code_validate", { otp_code: code(secret) });
    await client.act("trust_device");
    expect(client.body.name).toBe("success");
    const setCookie = client.last?.response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^hanko-device-token=[^;]+; Max-Age=2592000; Path=\/; HttpOnly/);
    const cookie = setCookie.split(";")[0] ?? "";
    const trusted = await passwordLogin(address, { Cookie: cookie });
    expect(trusted.body.name).toBe("success");
    expect(jwtPart(trusted.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr).toEqual([
      "pwd",
    ]);
    // The token under another user's id, or a made-up token, trusts nothing.
    const [userId, deviceToken] = decodeURIComponent(cookie.split("=")[1] ?? "").split(":");
    for (const forged of [`${crypto.randomUUID()}:${deviceToken}`, `${userId}:made-up`]) {
      const header = { Cookie: `hanko-device-token=${encodeURIComponent(forged)}` };
      expect((await passwordLogin(address, header)).body.name).toBe("login_otp");
    }

    // Revoking a session in the profile forgets the trusted devices.
    const profile = flow("profile", { Authorization: `Bearer ${token}` });
    await profile.start();
    await profile.act("register_client_capabilities", { webauthn_available: false });
    const other = (profile.body.actions.session_delete?.inputs.session_id?.allowed_values ?? [])[0];
    await profile.act("session_delete", { session_id: (other as { value: string }).value });
    expect(profile.body.name).toBe("profile_init");
    expect((await passwordLogin(address, { Cookie: cookie })).body.name).toBe("login_otp");
  });

  it("adds a security key as second factor, refused as a passkey, used after the password", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, client, chooser } = await toChooser();
    expect(chooser.name).toBe("mfa_method_chooser");
    const creation = await client.act("continue_to_security_key_creation");
    expect(creation.name).toBe("mfa_security_key_creation");
    const ceremony = await client.act("webauthn_generate_creation_options");
    const options = publicKeyOf(ceremony, "creation_options");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "discouraged",
      authenticatorAttachment: "cross-platform",
    });
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    await client.act("webauthn_verify_attestation_response", { public_key: key.create(options) });
    expect(client.body.name).toBe("onboarding_create_passkey");
    await client.act("skip");
    const claims = jwtPart(client.last?.response.headers.get("X-Auth-Token") ?? "", 1);
    expect(claims.amr).toEqual(["otp", "pwd", "security_key"]);

    // Not a passkey: refused on the passkey button.
    const passkey = flow("login");
    await passkey.start();
    await passkey.act("register_client_capabilities", { webauthn_available: true });
    const entered = await passkey.act("webauthn_generate_request_options");
    await passkey.act("webauthn_verify_assertion_response", {
      assertion_response: key.get(publicKeyOf(entered, "request_options")),
    });
    expect(passkey.body.error?.code).toBe("webauthn_credential_invalid_mfa_only");

    const login = await passwordLogin(address);
    expect(login.body.name).toBe("login_security_key");
    const asked = await login.act("webauthn_generate_request_options");
    expect(asked.name).toBe("login_passkey");
    const request = publicKeyOf(asked, "request_options");
    expect(request.allowCredentials?.map((c) => c.id)).toEqual([...key.credentials.keys()]);
    // A stranger's key is refused, in login_passkey as Hanko answers; `back` leads to
    // login_security_key, where a new ceremony with the user's own key succeeds.
    const stranger = new SoftwareAuthenticator(TEST_ORIGIN);
    stranger.create({ challenge: "x", user: { id: "x" } });
    await login.act("webauthn_verify_assertion_response", {
      assertion_response: stranger.get(request),
    });
    expect(login.last?.response.status).toBe(401);
    expect(login.body).toMatchObject({
      name: "login_passkey",
      error: { code: "passkey_invalid" },
    });
    expect((await login.act("back")).name).toBe("login_security_key");
    const retry = await login.act("webauthn_generate_request_options");
    await login.act("webauthn_verify_assertion_response", {
      assertion_response: key.get(publicKeyOf(retry, "request_options")),
    });
    expect(login.body.name).toBe("device_trust");
    await login.act("skip");
    const amr = jwtPart(login.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr;
    expect(amr).toEqual(["pwd", "security_key"]);
  });

  it("sets up and removes the app and a security key in the profile, each mailed", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { address, client, chooser } = await toChooser();
    expect(chooser.actions.skip).toBeDefined();
    await client.act("skip");
    await client.act("skip");
    const token = client.last?.response.headers.get("X-Auth-Token") ?? "";
    const profile = flow("profile", { Authorization: `Bearer ${token}` });
    await profile.start();
    await profile.act("register_client_capabilities", { webauthn_available: true });
    expect(profile.body.actions.otp_secret_delete).toBeUndefined();
    const setup = await profile.act("continue_to_otp_secret_creation");
    expect(setup.name).toBe("mfa_otp_secret_creation");
    await profile.act("otp_code_verify", { otp_code: code(String(setup.payload?.otp_secret)) });
    expect(profile.body.name).toBe("profile_init");
    const user = profile.body.payload?.user as { mfa_config: { auth_app_set_up: boolean } };
    expect(user.mfa_config.auth_app_set_up).toBe(true);
    expect((await auth.smtp.nextMail(address)).text).toMatch(/two-factor/i);
    await profile.act("otp_secret_delete");
    expect(
      (profile.body.payload?.user as { mfa_config: { auth_app_set_up: boolean } }).mfa_config
        .auth_app_set_up,
    ).toBe(false);

    const ceremony = await profile.act("security_key_create");
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    await profile.act("webauthn_verify_attestation_response", {
      public_key: key.create(publicKeyOf(ceremony, "creation_options")),
    });
    const keys = (profile.body.payload?.user as { security_keys?: { id: string }[] }).security_keys;
    expect(keys?.map((k) => k.id)).toEqual([...key.credentials.keys()]);
    await profile.act("security_key_delete", { security_key_id: keys?.[0]?.id });
    expect(
      (profile.body.payload?.user as { security_keys?: unknown[] }).security_keys,
    ).toBeUndefined();
  });
});
