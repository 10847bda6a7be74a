// login_security_key over HTTP: request options naming every key of the user, with the
// configured user verification, for a browser with WebAuthn only; the app offered instead
// only when apps are on and the user has one set up.
import { afterAll, describe, expect, it } from "vitest";
import {
  openMfaAuth,
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
  const mfa = await openMfaAuth(env);
  opened.push(mfa);
  return mfa;
}

describe("request options for the second factor", () => {
  it("name every key of the user, verified as configured, and sign in with either", async () => {
    const mfa = await open({ MFA_SECURITY_KEY_USER_VERIFICATION: "required" });
    const first = new SoftwareAuthenticator(TEST_ORIGIN);
    const second = new SoftwareAuthenticator(TEST_ORIGIN);
    const user = await mfa.userWithKey(second, await mfa.userWithKey(first));
    const client = await mfa.passwordLogin(user.email);
    expect(client.body.name).toBe("login_security_key");
    expect(Object.keys(client.body.actions)).toEqual(["webauthn_generate_request_options"]);
    const asked = await client.act("webauthn_generate_request_options");
    expect(asked.name).toBe("login_passkey");
    const options = publicKeyOf(asked, "request_options");
    expect(options.allowCredentials?.map((c) => c.id).sort()).toEqual(
      [...first.credentials.keys(), ...second.credentials.keys()].sort(),
    );
    expect(options.userVerification).toBe("required");
    await client.act("webauthn_verify_assertion_response", {
      assertion_response: second.get(options),
    });
    expect(client.body.name).toBe("device_trust");
  });

  it("are not offered to a browser without WebAuthn, which may use the app instead", async () => {
    const mfa = await open();
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const user = await mfa.userWithKey(key, await mfa.userWithApp());
    const client = await mfa.passwordLogin(user.email, {
      capabilities: { webauthn_available: false },
    });
    expect(client.body.name).toBe("login_security_key");
    expect(Object.keys(client.body.actions)).toEqual(["continue_to_login_otp"]);
    expect((await client.act("continue_to_login_otp")).name).toBe("login_otp");
  });
});

describe("the app instead", () => {
  it("is not offered when apps are off, though the user has one", async () => {
    const mfa = await open({ MFA_TOTP_ENABLED: "false" });
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const user = await mfa.userWithKey(key, await mfa.userWithApp());
    const client = await mfa.passwordLogin(user.email);
    expect(client.body.name).toBe("login_security_key");
    expect(client.body.actions.continue_to_login_otp).toBeUndefined();
  });
});
