// device_trust over HTTP: trusting the device sets the HttpOnly cookie for the configured time
// and the next sign-ins here skip the second factor until it runs out; skipping sets nothing;
// a second user on the same device keeps the first one's trust; with the policy `always`
// every sign-in that gave a second factor trusts the device unasked, one that gave none not.
import { afterAll, describe, expect, it } from "vitest";
import { compileFlow } from "../engine/compile-flow.ts";
import { loginFlow } from "../flows/login.ts";
import { openMfaAuth, type MfaAuth } from "../testing/mfa-test-auth.ts";

const opened: MfaAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map(({ auth }) => auth.close()));
});

async function open(env: Parameters<typeof openMfaAuth>[0] = {}): Promise<MfaAuth> {
  const mfa = await openMfaAuth(env);
  opened.push(mfa);
  return mfa;
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("policy prompt", () => {
  it("trusts the device for the configured time, then asks again", async () => {
    const mfa = await open({ MFA_DEVICE_TRUST_DURATION: "3600" });
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    await client.act("otp_code_validate", { otp_code: mfa.code(user.secret, 1) });
    expect((await client.act("trust_device")).name).toBe("success");
    const setCookie = client.last?.response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^hanko-device-token=[^;]+; Max-Age=3600; Path=\/; HttpOnly/);
    const Cookie = cookieOf(setCookie);

    const within = await mfa.passwordLogin(user.email, { headers: { Cookie } });
    mfa.clock.advance(3_600_000);
    const after = await mfa.passwordLogin(user.email, { headers: { Cookie } });
    expect([within.body.name, after.body.name]).toEqual(["success", "login_otp"]);
  });

  it("sets nothing when the user skips", async () => {
    const mfa = await open();
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    await client.act("otp_code_validate", { otp_code: mfa.code(user.secret, 1) });
    expect((await client.act("skip")).name).toBe("success");
    expect(client.last?.response.headers.get("Set-Cookie")).toBeNull();
  });

  it("keeps the trust of another user of the same device", async () => {
    const mfa = await open();
    const anna = await mfa.userWithApp();
    const bert = await mfa.userWithApp();
    let Cookie = "";
    for (const user of [anna, bert]) {
      const client = await mfa.passwordLogin(user.email, { headers: { Cookie } });
      await client.act("otp_code_validate", { otp_code: mfa.code(user.secret, 1) });
      await client.act("trust_device");
      Cookie = cookieOf(client.last?.response.headers.get("Set-Cookie") ?? "");
    }
    const names = [];
    for (const user of [anna, bert])
      names.push((await mfa.passwordLogin(user.email, { headers: { Cookie } })).body.name);
    expect(names).toEqual(["success", "success"]);
  });
});

describe("policy always", () => {
  it("trusts the device after the second factor without asking, under the configured name", async () => {
    const mfa = await open({
      MFA_DEVICE_TRUST_POLICY: "always",
      MFA_DEVICE_TRUST_COOKIE_NAME: "betrodd-enhet",
    });
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email);
    const done = await client.act("otp_code_validate", { otp_code: mfa.code(user.secret, 1) });
    expect(done.name).toBe("success");
    const setCookie = client.last?.response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^betrodd-enhet=[^;]+; Max-Age=2592000; Path=\/; HttpOnly/);
    const again = await mfa.passwordLogin(user.email, {
      headers: { Cookie: cookieOf(setCookie) },
    });
    expect(again.body.name).toBe("success");
  });

  it("sets nothing after a sign-in without a second factor", async () => {
    const mfa = await open({ MFA_DEVICE_TRUST_POLICY: "always" });
    const user = await mfa.userWithApp();
    await mfa.auth.deps.db.deleteFrom("otp_secrets").where("user_id", "=", user.id).execute();
    const client = await mfa.passwordLogin(user.email);
    // Registration-time acquiring only: the sign-in ends here.
    expect(client.body.name).toBe("success");
    expect(client.last?.response.headers.get("Set-Cookie")).toBeNull();
  });
});

it("trusts the device under policy always before the session is issued at success", () => {
  expect(
    compileFlow(loginFlow)
      .states.get("success")
      ?.beforeState.map((hook) => hook.name),
  ).toEqual(["load-user-data", "determine-login-amr", "trust-device-always", "issue-session"]);
});
