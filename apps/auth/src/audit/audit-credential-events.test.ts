// Passkeys, security keys and the authenticator app in the audit log, produced through the real
// flows with a software authenticator and app codes at the test clock: created, renamed and
// removed in the profile, and sign-ins with them that fail or succeed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/sign-in.ts";
import type { FlowClient } from "../flow/testing/flow-client.ts";
import {
  openMfaAuth,
  publicKeyOf,
  SoftwareAuthenticator,
  TEST_ORIGIN,
  type MfaAuth,
} from "../flow/testing/mfa-test-auth.ts";

let mfa: MfaAuth;
beforeAll(async () => {
  mfa = await openMfaAuth({ AUDIT_LOG_MASK: "false" });
});
afterAll(() => mfa.auth.close());

async function typesOf(userId: string): Promise<(string | null)[][]> {
  const page = await mfa.auth.deps.audit.list({ filters: { actorUserId: userId }, perPage: 100 });
  return page.entries.reverse().map((entry) => [entry.type, entry.error]);
}

type Listed = { id: string }[] | undefined;
const listed = (client: FlowClient, key: "passkeys" | "security_keys"): Listed =>
  (client.body.payload?.user as Record<string, Listed>)[key];

describe("credentials in the profile", () => {
  it("passkey, app and security key: each one's creation, renaming and removal", async () => {
    const user = await signIn(mfa.auth);
    const profile = mfa.flow("profile", { headers: user.auth });
    await profile.start();
    await profile.act("register_client_capabilities", { webauthn_available: true });
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const passkeyCeremony = await profile.act("webauthn_credential_create");
    await profile.act("webauthn_verify_attestation_response", {
      public_key: device.create(publicKeyOf(passkeyCeremony, "creation_options")),
    });
    const passkeyId = listed(profile, "passkeys")?.[0]?.id;
    await profile.act("webauthn_credential_rename", {
      passkey_id: passkeyId,
      passkey_name: "Min telefon",
    });
    await profile.act("webauthn_credential_delete", { passkey_id: passkeyId });
    const setup = await profile.act("continue_to_otp_secret_creation");
    await profile.act("otp_code_verify", {
      otp_code: mfa.code(String(setup.payload?.otp_secret)),
    });
    await profile.act("otp_secret_delete");
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const keyCeremony = await profile.act("security_key_create");
    await profile.act("webauthn_verify_attestation_response", {
      public_key: key.create(publicKeyOf(keyCeremony, "creation_options")),
    });
    const keyId = listed(profile, "security_keys")?.[0]?.id;
    await profile.act("security_key_delete", { security_key_id: keyId });

    expect(await typesOf(user.userId)).toEqual([
      ["passkey_created", null],
      ["webauthn_credential_updated", null],
      ["passkey_deleted", null],
      ["otp_created", null],
      ["otp_deleted", null],
      ["security_key_created", null],
      ["security_key_deleted", null],
    ]);
    const { entries } = await mfa.auth.deps.audit.list({
      filters: { actorUserId: user.userId, types: ["passkey_deleted", "security_key_deleted"] },
    });
    expect(entries.map((entry) => entry.details.credential_id)).toEqual([keyId, passkeyId]);
  });
});

describe("sign-ins with a second factor and with passkeys", () => {
  it("a wrong app code: login_failure wrong_otp_code; the right one: login_success with totp", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    await client.act("otp_code_validate", { otp_code: "000000" });
    await client.act("otp_code_validate", { otp_code: mfa.code(user.secret, 1) });
    await client.act("skip");
    expect(client.body.name).toBe("success");

    expect(await typesOf(user.id)).toEqual([
      ["login_failure", "wrong_otp_code"],
      ["login_success", null],
    ]);
    const { entries } = await mfa.auth.deps.audit.list({
      filters: { actorUserId: user.id, types: ["login_success"] },
    });
    expect(entries[0]?.details).toMatchObject({ login_method: "password", mfa_method: "totp" });
  });

  it("a passkey the server does not know, one signed for another origin, then a good one", async () => {
    const user = await signIn(mfa.auth);
    const profile = mfa.flow("profile", { headers: user.auth });
    await profile.start();
    await profile.act("register_client_capabilities", { webauthn_available: true });
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    const stranger = new SoftwareAuthenticator(TEST_ORIGIN);
    const ceremony = await profile.act("webauthn_credential_create");
    const creation = publicKeyOf(ceremony, "creation_options");
    await profile.act("webauthn_verify_attestation_response", {
      public_key: device.create(creation),
    });
    // A credential made for the same options that never reached the server.
    stranger.create(creation);

    const ip = "203.0.113.99";
    const login = mfa.flow("login", { ip });
    await login.start();
    await login.act("register_client_capabilities", { webauthn_available: true });
    const options = publicKeyOf(
      await login.act("webauthn_generate_request_options"),
      "request_options",
    );
    await login.act("webauthn_verify_assertion_response", {
      assertion_response: stranger.get(options),
    });
    await login.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options, undefined, { origin: "https://evil.example" }),
    });
    await login.act("webauthn_verify_assertion_response", {
      assertion_response: device.get(options),
    });
    expect(login.body.name).toBe("success");

    const { entries } = await mfa.auth.deps.audit.list({ filters: { ip }, perPage: 100 });
    expect(
      entries.reverse().map((entry) => [entry.type, entry.error, entry.actor_user_id]),
    ).toEqual([
      ["login_failure", "unknown_passkey", null],
      ["login_failure", "invalid_passkey", user.userId],
      ["login_success", null, user.userId],
    ]);
  });
});
