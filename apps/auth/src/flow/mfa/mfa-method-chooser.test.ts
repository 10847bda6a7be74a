// mfa_method_chooser over HTTP, reached at sign-in (MFA_ACQUIRE_ON_LOGIN) by a user with a
// password and no second factor: it offers the authenticator app when apps are on, a security
// key when keys are on and this browser can use one as configured, and skipping only when the
// second factor is optional; each choice leads to its own setup state.
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../testing/flow-test-users.ts";
import { openMfaAuth, PASSWORD, type FlowOptions, type MfaAuth } from "../testing/mfa-test-auth.ts";

const opened: MfaAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map(({ auth }) => auth.close()));
});

/** The chooser's actions under `env`, for a browser with `capabilities`. */
async function chooser(env: Parameters<typeof openMfaAuth>[0], options: FlowOptions = {}) {
  const mfa = await openMfaAuth({ MFA_ACQUIRE_ON_LOGIN: "true", ...env });
  opened.push(mfa);
  const user = await createUser(mfa.auth, { password: PASSWORD });
  const client = await mfa.passwordLogin(user.email, options);
  return { mfa, client, state: client.body.name, actions: Object.keys(client.body.actions).sort() };
}

describe("what the chooser offers", () => {
  it("the app, a security key and skipping, by default", async () => {
    const { state, actions } = await chooser({});
    expect(state).toBe("mfa_method_chooser");
    expect(actions).toEqual([
      "continue_to_otp_secret_creation",
      "continue_to_security_key_creation",
      "skip",
    ]);
  });

  it("no app when apps are off", async () => {
    const { actions } = await chooser({ MFA_TOTP_ENABLED: "false" });
    expect(actions).toEqual(["continue_to_security_key_creation", "skip"]);
  });

  it("no skipping when the second factor is required", async () => {
    const { actions } = await chooser({ MFA_OPTIONAL: "false" });
    expect(actions).toEqual([
      "continue_to_otp_secret_creation",
      "continue_to_security_key_creation",
    ]);
  });

  it("no security key when keys are off, or the browser has no WebAuthn", async () => {
    const off = await chooser({ MFA_SECURITY_KEYS_ENABLED: "false" });
    const noWebauthn = await chooser({}, { capabilities: { webauthn_available: false } });
    expect([off.actions, noWebauthn.actions]).toEqual([
      ["continue_to_otp_secret_creation", "skip"],
      ["continue_to_otp_secret_creation", "skip"],
    ]);
  });

  it("a platform key only where the browser has a platform authenticator", async () => {
    const env = { MFA_SECURITY_KEY_ATTACHMENT: "platform" };
    const without = await chooser(env, {
      capabilities: { webauthn_platform_authenticator_available: false },
    });
    const withOne = await chooser(env, {
      capabilities: { webauthn_platform_authenticator_available: true },
    });
    expect(without.actions).toEqual(["continue_to_otp_secret_creation", "skip"]);
    expect(withOne.actions).toEqual([
      "continue_to_otp_secret_creation",
      "continue_to_security_key_creation",
      "skip",
    ]);
  });
});

describe("where each choice leads", () => {
  it("to the app's setup, the key's setup, or on", async () => {
    const app = await chooser({});
    const key = await chooser({});
    const skipped = await chooser({});
    expect([
      (await app.client.act("continue_to_otp_secret_creation")).name,
      (await key.client.act("continue_to_security_key_creation")).name,
      (await skipped.client.act("skip")).name,
    ]).toEqual(["mfa_otp_secret_creation", "mfa_security_key_creation", "success"]);
  });
});
