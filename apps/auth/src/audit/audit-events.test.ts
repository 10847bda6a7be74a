// Every event type of the audit log, produced by driving the real flows and routes over HTTP
// (not by calling `record`), read back as the admin API will read it. Requests come from an
// address of the test's choosing (X-Forwarded-For, TRUST_PROXY on) with a browser's User-Agent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";
import { codeIn, FlowClient } from "../flow/testing/flow-client.ts";
import { createUser, uniqueEmail } from "../flow/testing/flow-test-users.ts";
import type { AuditLogEntry } from "./audit-entry.ts";

const SAFARI_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const PASSWORD = "korrekt-häst-9";

let lastIp = 0;
/** An address of its own per client, so that rate limits of one test leave the others alone. */
function browser(): Record<string, string> {
  lastIp += 1;
  return { "X-Forwarded-For": `198.51.100.${lastIp}`, "User-Agent": SAFARI_IOS };
}

const servers: TestAuth[] = [];
async function server(env: TestEnv = {}): Promise<TestAuth> {
  const created = await createTestAuth({ TRUST_PROXY: "true", AUDIT_LOG_MASK: "false", ...env });
  servers.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(servers.map((instance) => instance.close()));
});

/** The user's entries, oldest first. */
async function entriesOf(auth: TestAuth, userId: string): Promise<AuditLogEntry[]> {
  const page = await auth.deps.audit.list({ filters: { actorUserId: userId }, perPage: 100 });
  return page.entries.reverse();
}

async function typesOf(auth: TestAuth, userId: string): Promise<string[]> {
  return (await entriesOf(auth, userId)).map((entry) => entry.type);
}

async function atLoginInit(auth: TestAuth, headers = browser()): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => auth.request(path, init), "login", headers);
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  return flow;
}

describe("sign-in, registration and sign-out", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await server();
  });

  it("a password sign-in: login_success with the method, the flow, the request and who asked", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const headers = browser();
    const flow = await atLoginInit(auth, headers);
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_password_login");
    const flowId = flow.flowId;
    expect((await flow.act("password_login", { password: PASSWORD })).name).toBe("success");

    expect(await entriesOf(auth, user.id)).toEqual([
      {
        id: expect.any(String) as string,
        type: "login_success",
        error: null,
        meta_http_request_id: flow.last?.response.headers.get("X-Request-Id"),
        meta_source_ip: headers["X-Forwarded-For"],
        meta_user_agent: SAFARI_IOS,
        actor_user_id: user.id,
        actor_email: user.email,
        details: { login_method: "password", flow_id: flowId },
        created_at: expect.any(String) as string,
      },
    ]);
  });

  it("a wrong password, then the rate limit: login_failure with its reason each time", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const flow = await atLoginInit(auth);
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_password_login");
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await flow.act("password_login", { password: "fel" })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const entries = await entriesOf(auth, user.id);
    expect(entries.map((entry) => [entry.type, entry.error, entry.details.login_method])).toEqual([
      ["login_failure", "wrong_password", "password"],
      ["login_failure", "wrong_password", "password"],
      ["login_failure", "wrong_password", "password"],
      ["login_failure", "wrong_password", "password"],
      ["login_failure", "wrong_password", "password"],
      ["login_failure", "rate_limited", "password"],
    ]);
  });

  it("a password for an unknown account: login_failure unknown_account, under no user", async () => {
    const headers = browser();
    const flow = await atLoginInit(auth, headers);
    const email = uniqueEmail("nobody");
    await flow.act("continue_with_login_identifier", { email });
    await flow.act("continue_to_password_login");
    await flow.act("password_login", { password: PASSWORD });

    const { entries } = await auth.deps.audit.list({
      filters: { ip: headers["X-Forwarded-For"], types: ["login_failure"] },
    });
    expect(entries).toMatchObject([
      { error: "unknown_account", actor_user_id: null, details: { flow_id: flow.flowId } },
    ]);
  });

  it("a sign-in by code: passcode_sent, login_failure wrong_passcode, then login_success", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const flow = await atLoginInit(auth);
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(user.email)).text) ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await flow.act("verify_passcode", { code: wrong })).status).toBe(400);
    const flowId = flow.flowId;
    expect((await flow.act("verify_passcode", { code })).name).toBe("success");

    const entries = await entriesOf(auth, user.id);
    expect(entries.map((entry) => [entry.type, entry.error, entry.details])).toEqual([
      ["passcode_sent", null, { template: "login", flow_id: flowId }],
      ["login_failure", "wrong_passcode", { login_method: "passcode", flow_id: flowId }],
      ["login_success", null, { login_method: "passcode", flow_id: flowId }],
    ]);
  });

  it("three wrong codes: the third is login_failure passcode_max_attempts", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const flow = await atLoginInit(auth);
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(user.email)).text) ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await flow.act("verify_passcode", { code: wrong })).status);
    }
    expect(statuses).toEqual([400, 400, 401]);

    const entries = await entriesOf(auth, user.id);
    expect(entries.map((entry) => [entry.type, entry.error])).toEqual([
      ["passcode_sent", null],
      ["login_failure", "wrong_passcode"],
      ["login_failure", "wrong_passcode"],
      ["login_failure", "passcode_max_attempts"],
    ]);
  });

  it("a registration: passcode_sent to the new address, then user_created", async () => {
    const email = uniqueEmail("new");
    const flow = new FlowClient(
      (path, init) => auth.request(path, init),
      "registration",
      browser(),
    );
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    await flow.act("register_login_identifier", { email });
    const code = codeIn((await auth.smtp.nextMail(email)).text);
    await flow.act("verify_passcode", { code });
    expect((await flow.act("register_password", { new_password: PASSWORD })).name).toBe("success");

    const { entries } = await auth.deps.audit.list({ filters: { actorEmail: email } });
    expect(entries.map((entry) => entry.type).reverse()).toEqual(["passcode_sent", "user_created"]);
    expect(entries[0]?.actor_user_id).toEqual(expect.any(String));
  });

  it("a sign-out: user_logged_out, with the session it ended", async () => {
    const user = await signIn(auth);
    const response = await auth.request("/logout", {
      method: "POST",
      headers: { ...user.auth, ...browser() },
    });
    expect(response.status).toBe(204);

    expect(await entriesOf(auth, user.userId)).toMatchObject([
      {
        type: "user_logged_out",
        actor_email: user.address,
        meta_user_agent: SAFARI_IOS,
        details: { session_id: user.session.claims.session_id },
      },
    ]);
  });
});

describe("changes in the profile", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await server({
      USERNAME_ENABLED: "true",
      PASSWORD_OPTIONAL: "true",
      ACCOUNT_ALLOW_DELETION: "true",
    });
  });

  async function profileOf(user: SignedInUser): Promise<FlowClient> {
    const headers = { ...user.auth, ...browser() };
    const client = new FlowClient((path, init) => auth.request(path, init), "profile", headers);
    await client.start();
    await client.act("register_client_capabilities", { webauthn_available: false });
    return client;
  }

  it("password, username, e-mail addresses, another session, the account: one entry each", async () => {
    const user = await signIn(auth);
    const other = await auth.deps.sessions.issue({
      userId: user.userId,
      amr: ["otp"],
      client: { ip: "192.0.2.7", userAgent: SAFARI_IOS, language: "en" },
      retention: "persistent",
    });
    const client = await profileOf(user);
    await client.act("password_create", { password: "Sommar-2026-Eget" });
    await client.act("password_update", { password: "Host-2026-Annat" });
    await client.act("password_delete");
    await client.act("username_create", { username: `kund_${crypto.randomUUID().slice(0, 6)}` });
    await client.act("username_delete");
    const added = uniqueEmail("extra");
    await client.act("email_create", { email: added });
    const code = codeIn((await auth.smtp.nextMail(added)).text);
    await client.act("verify_passcode", { code });
    const emails = (client.body.payload as { user: { emails: { id: string; address: string }[] } })
      .user.emails;
    const addedId = emails.find((email) => email.address === added)?.id;
    await client.act("email_set_primary", { email_id: addedId });
    const oldId = emails.find((email) => email.address === user.address)?.id;
    await client.act("email_delete", { email_id: oldId });
    await client.act("session_delete", { session_id: other.claims.session_id });
    const flowId = client.flowId;
    expect((await client.act("account_delete")).name).toBe("account_deleted");

    expect(await typesOf(auth, user.userId)).toEqual([
      "password_changed",
      "password_changed",
      "password_deleted",
      "username_changed",
      "username_deleted",
      "passcode_sent",
      "email_created",
      "primary_email_changed",
      "email_deleted",
      "session_revoked",
      "user_deleted",
    ]);
    const entries = await entriesOf(auth, user.userId);
    expect(entries.find((entry) => entry.type === "session_revoked")?.details).toEqual({
      session_id: other.claims.session_id,
      flow_id: flowId,
    });
    // The address the user had when the change was made, even once it is gone.
    expect(entries.at(-1)?.actor_email).toBe(added);
  });

  it("an unknown username: login_failure unknown_account, naming the username tried", async () => {
    const headers = browser();
    const flow = await atLoginInit(auth, headers);
    await flow.act("continue_with_login_identifier", { identifier: "ingen_sadan" });
    expect(flow.body.error?.code).toBe("form_data_invalid_error");

    const { entries } = await auth.deps.audit.list({ filters: { ip: headers["X-Forwarded-For"] } });
    expect(entries).toMatchObject([
      {
        type: "login_failure",
        error: "unknown_account",
        actor_user_id: null,
        details: { username: "ingen_sadan", flow_id: flow.flowId },
      },
    ]);
  });

  it("proving an address the user has: email_verified", async () => {
    const user = await signIn(auth, { verified: false });
    const client = await profileOf(user);
    const [email] = await auth.deps.users.emails(user.userId);
    await client.act("email_verify", { email_id: email?.id });
    const code = codeIn((await auth.smtp.nextMail(user.address)).text);
    expect((await client.act("verify_passcode", { code })).name).toBe("profile_init");

    expect(await typesOf(auth, user.userId)).toEqual(["passcode_sent", "email_verified"]);
  });
});
