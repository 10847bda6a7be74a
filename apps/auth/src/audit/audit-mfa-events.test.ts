// The authenticator app in the audit log, driven over HTTP: wrong app codes at sign-in and the
// rate limit after them are login_failure entries naming the method `totp`, and an app set up
// at sign-in (MFA_ACQUIRE_ON_LOGIN) is an otp_created entry naming the flow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogEntry } from "./audit-entry.ts";
import { createUser } from "../flow/testing/flow-test-users.ts";
import { openMfaAuth, PASSWORD, type MfaAuth } from "../flow/testing/mfa-test-auth.ts";

const opened: MfaAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map(({ auth }) => auth.close()));
});

async function open(env: Parameters<typeof openMfaAuth>[0] = {}): Promise<MfaAuth> {
  const mfa = await openMfaAuth({ AUDIT_LOG_MASK: "false", ...env });
  opened.push(mfa);
  return mfa;
}

async function entriesOf(mfa: MfaAuth, userId: string, type: string): Promise<AuditLogEntry[]> {
  const page = await mfa.auth.deps.audit.list({
    filters: { actorUserId: userId, types: [type as AuditLogEntry["type"]] },
    perPage: 100,
  });
  return page.entries.reverse();
}

describe("the app's code at sign-in", () => {
  let mfa: MfaAuth;
  beforeAll(async () => {
    mfa = await open();
  });

  it("five wrong codes, then the limit: login_failure wrong_otp_code and rate_limited, by totp", async () => {
    const user = await mfa.userWithApp();
    const client = await mfa.passwordLogin(user.email, { ip: "198.51.100.77" });
    const flowId = client.flowId;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await client.act("otp_code_validate", { otp_code: "000000" });
      statuses.push(client.last?.response.status ?? 0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const entries = await entriesOf(mfa, user.id, "login_failure");
    const wrong = { login_method: "totp", flow_id: flowId };
    expect(entries.map((entry) => [entry.error, entry.details])).toEqual([
      ["wrong_otp_code", wrong],
      ["wrong_otp_code", wrong],
      ["wrong_otp_code", wrong],
      ["wrong_otp_code", wrong],
      ["wrong_otp_code", wrong],
      ["rate_limited", wrong],
    ]);
  });
});

describe("setting up the app at sign-in", () => {
  let mfa: MfaAuth;
  beforeAll(async () => {
    mfa = await open({ MFA_ACQUIRE_ON_LOGIN: "true" });
  });

  it("the first right code: otp_created with the flow", async () => {
    const user = await createUser(mfa.auth, { password: PASSWORD });
    const client = await mfa.passwordLogin(user.email);
    expect(client.body.name).toBe("mfa_method_chooser");
    const setup = await client.act("continue_to_otp_secret_creation");
    const flowId = client.flowId;
    const done = await client.act("otp_code_verify", {
      otp_code: mfa.code(String(setup.payload?.otp_secret)),
    });
    expect(done.name).toBe("success");

    const entries = await entriesOf(mfa, user.id, "otp_created");
    expect(entries.map((entry) => [entry.type, entry.details])).toEqual([
      ["otp_created", { flow_id: flowId }],
    ]);
  });
});
