// mfa_security_key_creation over HTTP, at sign-in (MFA_ACQUIRE_ON_LOGIN): creation options for
// the signed-in user (address as name, username as display name), without a resident key,
// with the configured attachment and user verification, excluding the keys the user has; the
// key made is stored as a second factor only, so the next sign-in asks for it after the
// password.
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../testing/flow-test-users.ts";
import {
  openMfaAuth,
  PASSWORD,
  publicKeyOf,
  SoftwareAuthenticator,
  TEST_ORIGIN,
  type MfaAuth,
} from "../testing/mfa-test-auth.ts";

const opened: MfaAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map(({ auth }) => auth.close()));
});

async function open(env: Parameters<typeof openMfaAuth>[0] = {}): Promise<MfaAuth> {
  const mfa = await openMfaAuth({ MFA_ACQUIRE_ON_LOGIN: "true", ...env });
  opened.push(mfa);
  return mfa;
}

async function creation(mfa: MfaAuth, email: string, capabilities: Record<string, boolean> = {}) {
  const client = await mfa.passwordLogin(email, { capabilities });
  expect(client.body.name).toBe("mfa_method_chooser");
  await client.act("continue_to_security_key_creation");
  const ceremony = await client.act("webauthn_generate_creation_options");
  return { client, ceremony, options: publicKeyOf(ceremony, "creation_options") };
}

describe("creation options for a security key", () => {
  it("name the user, ask for no resident key, and exclude the user's passkey", async () => {
    const mfa = await open({ USERNAME_ENABLED: "true" });
    const username = `anna_${crypto.randomUUID().slice(0, 8)}`;
    const user = await createUser(mfa.auth, { username, password: PASSWORD });
    // A passkey the user has already (not a second factor).
    const passkey = new SoftwareAuthenticator(TEST_ORIGIN);
    const { credentialId } = await mfa.userWithKey(passkey, user);
    await mfa.auth.deps.db
      .updateTable("webauthn_credentials")
      .set({ mfa_only: 0 })
      .where("id", "=", credentialId)
      .execute();

    // Signed in by username: the address is the name, the username the display name.
    const { ceremony, options } = await creation(mfa, username);
    expect(ceremony.name).toBe("onboarding_verify_passkey_attestation");
    expect(options.user).toMatchObject({ name: user.email, displayName: username });
    expect(options.rp).toEqual({ id: "localhost", name: mfa.auth.config.serviceName });
    expect(options.authenticatorSelection).toEqual({
      residentKey: "discouraged",
      requireResidentKey: false,
      userVerification: "discouraged",
      authenticatorAttachment: "cross-platform",
    });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([credentialId]);
  });

  it("follow the configured attachment and user verification; the address names a user without a username", async () => {
    const mfa = await open({
      MFA_SECURITY_KEY_ATTACHMENT: "platform",
      MFA_SECURITY_KEY_USER_VERIFICATION: "required",
    });
    const user = await createUser(mfa.auth, { password: PASSWORD });
    const { options } = await creation(mfa, user.email, {
      webauthn_platform_authenticator_available: true,
    });
    expect(options.user).toMatchObject({ name: user.email, displayName: user.email });
    expect(options.authenticatorSelection).toMatchObject({
      userVerification: "required",
      authenticatorAttachment: "platform",
    });
    expect(options.excludeCredentials).toEqual([]);
  });

  it("name a user without an address by the username", async () => {
    const mfa = await open({ USERNAME_ENABLED: "true" });
    const username = `bert_${crypto.randomUUID().slice(0, 8)}`;
    await createUser(mfa.auth, { email: null, username, password: PASSWORD });
    const client = mfa.flow("login");
    await client.start();
    await client.act("register_client_capabilities", { webauthn_available: true });
    // Without an address (no passcode) the password is asked at once.
    await client.act("continue_with_login_identifier", { identifier: username });
    await client.act("password_login", { password: PASSWORD });
    await client.act("continue_to_security_key_creation");
    const ceremony = await client.act("webauthn_generate_creation_options");
    expect(publicKeyOf(ceremony, "creation_options").user).toMatchObject({
      name: username,
      displayName: username,
    });
  });

  it("make a key that is stored as a second factor and asked for at the next sign-in", async () => {
    const mfa = await open();
    const user = await createUser(mfa.auth, { password: PASSWORD });
    const { client, options } = await creation(mfa, user.email);
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const done = await client.act("webauthn_verify_attestation_response", {
      public_key: key.create(options),
    });
    expect(done.name).toBe("success");
    const stored = await mfa.auth.deps.db
      .selectFrom("webauthn_credentials")
      .select(["id", "mfa_only"])
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toEqual([{ id: [...key.credentials.keys()][0], mfa_only: 1 }]);
    expect((await mfa.passwordLogin(user.email)).body.name).toBe("login_security_key");
  });
});
