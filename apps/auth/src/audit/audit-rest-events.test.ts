// The v2 REST routes that change an account (flow-api.md Appendix A) in the audit log, each in
// the transaction of its change; and the log as stored by default, masked (AUDIT_LOG_MASK).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { FlowClient } from "../flow/testing/flow-client.ts";
import { createUser, uniqueEmail } from "../flow/testing/flow-test-users.ts";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CLIENT = { "X-Forwarded-For": "203.0.113.57", "User-Agent": FIREFOX_LINUX };

describe("the REST routes", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({
      TRUST_PROXY: "true",
      AUDIT_LOG_MASK: "false",
      ACCOUNT_ALLOW_DELETION: "true",
      EMAIL_REQUIRE_VERIFICATION: "false",
    });
  });
  afterAll(() => auth.close());

  const typesOf = async (userId: string) =>
    (await auth.deps.audit.list({ filters: { actorUserId: userId } })).entries
      .reverse()
      .map((entry) => [entry.type, entry.details]);

  it("POST /users: user_created", async () => {
    const email = uniqueEmail("rest");
    const response = await auth.request("/users", {
      method: "POST",
      json: { email },
      headers: CLIENT,
    });
    const { user_id: userId } = (await response.json()) as { user_id: string };
    expect(await typesOf(userId)).toEqual([["user_created", {}]]);
  });

  it("POST and DELETE /emails, set_primary: email_created, primary_email_changed, email_deleted; DELETE /user: user_deleted", async () => {
    const user = await signIn(auth);
    const headers = { ...user.auth, ...CLIENT };
    const extra = uniqueEmail("extra");
    const added = await auth.request("/emails", {
      method: "POST",
      json: { address: extra },
      headers,
    });
    const { id } = (await added.json()) as { id: string };
    const [own] = await auth.deps.users.emails(user.userId);
    // Only a verified address can be primary; none of the REST routes verifies one.
    await auth.deps.users.verifyEmail(user.userId, extra);
    await auth.request(`/emails/${id}/set_primary`, { method: "POST", headers });
    await auth.request(`/emails/${own?.id ?? ""}`, { method: "DELETE", headers });
    const refused = await auth.request(`/emails/${id}`, { method: "DELETE", headers });
    expect(refused.status).toBe(409);
    expect((await auth.request("/user", { method: "DELETE", headers })).status).toBe(204);

    expect(await typesOf(user.userId)).toEqual([
      ["email_created", { email: extra }],
      ["primary_email_changed", { email_id: id }],
      ["email_deleted", { email_id: own?.id }],
      ["user_deleted", {}],
    ]);
  });
});

describe("by default (AUDIT_LOG_MASK on)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({ TRUST_PROXY: "true" });
  });
  afterAll(() => auth.close());

  it("stores a sign-in with the address, IP and User-Agent masked", async () => {
    const user = await createUser(auth, {
      email: "jane.doe@example.com",
      password: "korrekt-häst-9",
    });
    const flow = new FlowClient((path, init) => auth.request(path, init), "login", CLIENT);
    await flow.start();
    await flow.act("register_client_capabilities", { webauthn_available: false });
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_password_login");
    await flow.act("password_login", { password: "korrekt-häst-9" });

    const { entries } = await auth.deps.audit.list({ filters: { actorUserId: user.id } });
    expect(entries).toMatchObject([
      {
        type: "login_success",
        actor_email: "j*****@example.com",
        meta_source_ip: "203.0.113.0",
        meta_user_agent: "Linux (Firefox)",
      },
    ]);
  });
});
