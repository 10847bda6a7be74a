// login_otp over HTTP: the app's code after the password, each code once; wrong codes limited
// per IP and user and, like passwords, per account from any IPs (another user is untouched);
// a secret removed meanwhile ends the flow; the security key offered instead only when the
// user has one, keys are on and the browser can use one; no way back once the code is given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowClient } from "../testing/flow-client.ts";
import {
  openMfaAuth,
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

describe("the app's code", () => {
  let mfa: MfaAuth;
  beforeAll(async () => {
    mfa = await open();
  });

  it("is asked after the password, accepted once, and leaves no way back", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    expect(client.body.name).toBe("login_otp");
    // Only the app: no security key to switch to.
    expect(Object.keys(client.body.actions)).toEqual(["otp_code_validate"]);
    const used = mfa.code(user.secret);
    await client.act("otp_code_validate", { otp_code: used });
    expect(client.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_already_used",
    );
    const next = mfa.code(user.secret, 1);
    const trust = await client.act("otp_code_validate", { otp_code: next });
    expect(trust.name).toBe("device_trust");
    expect(trust.actions.back).toBeUndefined();
    expect(Object.keys(trust.actions).sort()).toEqual(["skip", "trust_device"]);
  });

  it("answers a wrong code as invalid, not as used", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    const wrong = await client.act("otp_code_validate", { otp_code: "000000" });
    expect(client.last?.response.status).toBe(400);
    expect(wrong.error?.code).toBe("form_data_invalid_error");
    expect(wrong.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe("otp_code_invalid");
  });

  /** Wrong codes in one sign-in, each from the next address; the statuses answered. */
  async function wrongCodes(client: FlowClient, ips: string[]) {
    const statuses: number[] = [];
    let current = client;
    for (const ip of ips) {
      const from = mfa.flow("login", { ip });
      await from.post(current.href("otp_code_validate"), {
        input_data: { otp_code: "000000" },
        csrf_token: current.body.csrf_token,
      });
      statuses.push(from.last?.response.status ?? 0);
      current = from;
    }
    return { statuses, last: current.body };
  }

  it("limits wrong codes from one address to five a minute", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email, { ip: "198.51.100.7" });
    const { statuses, last } = await wrongCodes(client, Array(6).fill("198.51.100.7") as string[]);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last.error?.code).toBe("rate_limit_exceeded");
    expect(last.payload?.retry_after).toBeGreaterThan(0);
  });

  it("backs an account off from any addresses, leaving other users alone", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    const ips = Array.from({ length: 7 }, (_, n) => `203.0.113.${n + 1}`);
    const { statuses, last } = await wrongCodes(client, ips);
    // Five free, the sixth opens a one-second pause, the seventh falls into it.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect(last.payload?.retry_after).toBeGreaterThanOrEqual(1);

    const other = await mfa.userWithApp();
    const theirs = await mfa.passwordLogin(other.email, { ip: "203.0.113.7" });
    await theirs.act("otp_code_validate", { otp_code: "000000" });
    expect(theirs.last?.response.status).toBe(400);
    // The account's passwords are a back-off of their own: the password still signs in.
    expect((await mfa.passwordLogin(user.email, { ip: "203.0.113.8" })).body.name).toBe(
      "login_otp",
    );
  });

  it("ends the sign-in when the app was removed meanwhile, saying why under DEBUG", async () => {
    const debug = await open({ DEBUG: "true" });
    const user = await debug.userWithApp();
    const client = await debug.passwordLogin(user.email);
    await debug.auth.deps.db.deleteFrom("otp_secrets").where("user_id", "=", user.id).execute();
    const ended = await client.act("otp_code_validate", { otp_code: debug.code(user.secret, 1) });
    expect(ended.error).toMatchObject({ code: "flow_discontinuity_error", cause: "no OTP secret" });
  });

  it("lets one of two sign-ins racing with the same code in", async () => {
    const user = await mfa.userWithApp();
    const first = await mfa.passwordLogin(user.email);
    const second = await mfa.passwordLogin(user.email);
    const code = mfa.code(user.secret, 1);
    await Promise.all(
      [first, second].map((client) => client.act("otp_code_validate", { otp_code: code })),
    );
    const outcomes = [first, second].map(
      (client) =>
        client.body.actions.otp_code_validate?.inputs.otp_code?.error?.code ?? client.body.name,
    );
    expect(outcomes.sort()).toEqual(["device_trust", "otp_code_already_used"]);
    // Nor does the code work again later.
    const later = await mfa.passwordLogin(user.email);
    await later.act("otp_code_validate", { otp_code: code });
    expect(later.body.actions.otp_code_validate?.inputs.otp_code?.error?.code).toBe(
      "otp_code_already_used",
    );
  });
});

describe("switching to a security key", () => {
  let mfa: MfaAuth;
  beforeAll(async () => {
    mfa = await open();
  });

  async function atLoginOtp(capabilities: Record<string, boolean> = {}) {
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const user = await mfa.userWithKey(key, await mfa.userWithApp());
    const client = await mfa.passwordLogin(user.email, { capabilities });
    return { user, client };
  }

  it("is offered beside the app when the user has a key the browser can use", async () => {
    const { client } = await atLoginOtp();
    expect(client.body.name).toBe("login_security_key");
    const otp = await client.act("continue_to_login_otp");
    expect(otp.name).toBe("login_otp");
    expect(otp.actions.continue_to_login_security_key).toBeDefined();
    const back = await client.act("continue_to_login_security_key");
    expect(back.name).toBe("login_security_key");
  });

  it("is not offered when the browser cannot use the configured attachment", async () => {
    const platform = await open({ MFA_SECURITY_KEY_ATTACHMENT: "platform" });
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const user = await platform.userWithKey(key, await platform.userWithApp());
    const client = await platform.passwordLogin(user.email, {
      capabilities: { webauthn_platform_authenticator_available: false },
    });
    expect(client.body.name).toBe("login_otp");
    expect(client.body.actions.continue_to_login_security_key).toBeUndefined();
  });

  it("is not offered when security keys are off, nor to a user without one", async () => {
    const keysOff = await open({ MFA_SECURITY_KEYS_ENABLED: "false" });
    const key = new SoftwareAuthenticator(TEST_ORIGIN);
    const withKey = await keysOff.userWithKey(key, await keysOff.userWithApp());
    const offKeys = await keysOff.passwordLogin(withKey.email);
    const appOnly = await mfa.passwordLogin((await mfa.userWithApp()).email);
    expect([offKeys.body.name, appOnly.body.name]).toEqual(["login_otp", "login_otp"]);
    expect(offKeys.body.actions.continue_to_login_security_key).toBeUndefined();
    expect(appOnly.body.actions.continue_to_login_security_key).toBeUndefined();
  });
});
