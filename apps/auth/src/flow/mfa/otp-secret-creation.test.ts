// mfa_otp_secret_creation over HTTP, at sign-in (MFA_ACQUIRE_ON_LOGIN): a new secret with the
// QR code of the service and the user's address (or username), the same one again after a
// wrong code; the app's first code stores the secret for this user at once, so the next
// sign-in asks for the app and the setup code counts as used; no way back once it is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpEnrolment } from "../../mfa/totp.ts";
import { compileFlow } from "../engine/compile-flow.ts";
import { registrationFlow } from "../flows/registration.ts";
import { createUser } from "../testing/flow-test-users.ts";
import { openMfaAuth, PASSWORD, type MfaAuth } from "../testing/mfa-test-auth.ts";

let mfa: MfaAuth;
const username = () => `anna_${crypto.randomUUID().slice(0, 8)}`;
/** A user with an address, a username (not asked for at sign-in) and a password. */
async function newUser() {
  const name = username();
  return {
    ...(await createUser(mfa.auth, { username: name, password: PASSWORD })),
    username: name,
  };
}
beforeAll(async () => {
  mfa = await openMfaAuth({ MFA_ACQUIRE_ON_LOGIN: "true", USERNAME_ENABLED: "true" });
});
afterAll(() => mfa.auth.close());

async function atSetup(user: { email: string; username?: string | undefined }) {
  const client = mfa.flow("login");
  await client.start();
  await client.act("register_client_capabilities", { webauthn_available: true });
  const known = await client.act("continue_with_login_identifier", {
    identifier: user.username ?? user.email,
  });
  // Without an address (no passcode) the password is asked at once.
  if (known.name === "login_method_chooser") await client.act("continue_to_password_login");
  const chooser = await client.act("password_login", { password: PASSWORD });
  expect(chooser.name).toBe("mfa_method_chooser");
  const setup = await client.act("continue_to_otp_secret_creation");
  return { client, setup, secret: String(setup.payload?.otp_secret) };
}

describe("setting up the app at sign-in", () => {
  it("shows a new secret as a QR code naming the service and the address, not the username", async () => {
    const user = await newUser();
    // Signed in by username, the address known too: the address names the account.
    const { setup, secret } = await atSetup(user);
    expect(setup.name).toBe("mfa_otp_secret_creation");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const { imageSource } = await totpEnrolment(secret, mfa.auth.config.serviceName, user.email);
    expect(setup.payload?.otp_image_source).toBe(imageSource);
    const other = await atSetup(await newUser());
    expect(other.secret).not.toBe(secret);
  });

  it("names a user without an address by the username", async () => {
    const name = username();
    await createUser(mfa.auth, { email: null, username: name, password: PASSWORD });
    const { setup, secret } = await atSetup({ email: "", username: name });
    const { imageSource } = await totpEnrolment(secret, mfa.auth.config.serviceName, name);
    expect(setup.payload?.otp_image_source).toBe(imageSource);
  });

  it("keeps the secret after a wrong code, then stores it with the first code", async () => {
    const user = await newUser();
    const { client, secret } = await atSetup(user);
    const wrong = await client.act("otp_code_verify", { otp_code: "000000" });
    expect(client.last?.response.status).toBe(400);
    expect(wrong.error?.code).toBe("form_data_invalid_error");
    expect(wrong.actions.otp_code_verify?.inputs.otp_code?.error?.code).toBe("passcode_invalid");
    expect(wrong.payload?.otp_secret).toBe(secret);

    const setupCode = mfa.code(secret);
    const done = await client.act("otp_code_verify", { otp_code: setupCode });
    expect(done.name).toBe("success");
    const stored = await mfa.auth.deps.db
      .selectFrom("otp_secrets")
      .select(["user_id", "last_used_step"])
      .where("user_id", "=", user.id)
      .execute();
    expect(stored.map((row) => [row.user_id, Number(row.last_used_step)])).toEqual([
      [user.id, Math.floor(mfa.clock.now().getTime() / 30_000)],
    ]);

    const next = await mfa.passwordLogin(user.email);
    expect(next.body.name).toBe("login_otp");
    await next.act("otp_code_validate", { otp_code: setupCode });
    expect(next.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_already_used",
    );
  });

  it("offers the way back while setting up, and ends the sign-in once the app is stored", async () => {
    const user = await newUser();
    const { client, secret, setup } = await atSetup(user);
    expect(setup.actions.back).toBeDefined();
    const flowId = client.flowId;
    // No passkey is asked for (PASSKEY_ACQUIRE_ON_LOGIN stays never): the sign-in ends here.
    const done = await client.act("otp_code_verify", { otp_code: mfa.code(secret) });
    expect(done.name).toBe("success");
    // The secret, stored with the user, is no longer kept in the flow.
    const row = await mfa.auth.deps.db
      .selectFrom("flows")
      .select("data")
      .where("id", "=", flowId)
      .executeTakeFirstOrThrow();
    const stash = (JSON.parse(row.data) as { data: Record<string, unknown> }).data;
    expect(stash.user_has_otp_secret).toBe(true);
    expect(stash).not.toHaveProperty("otp_secret_sealed");
  });

  it("offers no way back to the chooser once the app is stored", async () => {
    const passkeys = await openMfaAuth({
      MFA_ACQUIRE_ON_LOGIN: "true",
      PASSKEY_ACQUIRE_ON_LOGIN: "always",
    });
    try {
      const user = await createUser(passkeys.auth, { password: PASSWORD });
      const client = await passkeys.passwordLogin(user.email);
      const setup = await client.act("continue_to_otp_secret_creation");
      const secret = String(setup.payload?.otp_secret);
      const next = await client.act("otp_code_verify", { otp_code: passkeys.code(secret) });
      expect(next.name).toBe("onboarding_create_passkey");
      expect(next.actions.back).toBeUndefined();
    } finally {
      await passkeys.auth.close();
    }
  });
});

it("prepares the secret on every entry into the state", () => {
  expect(
    compileFlow(registrationFlow)
      .states.get("mfa_otp_secret_creation")
      ?.beforeState.map((hook) => hook.name),
  ).toEqual(["prepare-otp-secret"]);
});
