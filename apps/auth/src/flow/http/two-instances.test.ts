// The issue's proof: two server instances on one database (and, with REDIS_URL, one Redis)
// behave as one: a flow started on one finishes on the other, and with Redis the rate limits and
// the flow lock count across both.
import { sql } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { createAuthApp } from "../../app.ts";
import { createAuthDeps, type AuthRuntime } from "../../create-deps.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser } from "../testing/flow-test-users.ts";
import { signIn } from "../../../test/sign-in.ts";

const prefix = `test:two:${crypto.randomUUID().slice(0, 8)}:`;
let first: TestAuth;
let secondDeps: AuthRuntime;
let second: ReturnType<typeof createAuthApp>;

beforeAll(async () => {
  first = await createTestAuth({}, { deps: { redisPrefix: prefix } });
  const schema =
    first.deps.dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.deps.db))
          .rows[0]?.schema
      : undefined;
  secondDeps = await createAuthDeps(first.config, {
    ...(schema === undefined ? {} : { schema }),
    redisPrefix: prefix,
  });
  second = createAuthApp(secondDeps);
});
afterAll(async () => {
  await secondDeps.close();
  await first.close();
});

/** Alternates the two instances request by request. */
function alternating(): FlowClient {
  let turn = 0;
  return new FlowClient(
    (path, init) => (turn++ % 2 === 0 ? first.app.request(path, init) : second.request(path, init)),
    "login",
  );
}

describe("two instances", () => {
  it("finish a flow started on the other one", async () => {
    const user = await createUser(first);
    const flow = alternating();
    await flow.start();
    await flow.act("register_client_capabilities", {});
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_passcode_confirmation");
    const code = codeIn((await first.smtp.nextMail(user.email)).text);
    expect((await flow.act("verify_passcode", { code })).name).toBe("success");
  });

  it("share rate limits and flow locks through Redis", async (ctx) => {
    if (process.env.REDIS_URL === undefined) ctx.skip("REDIS_URL is not set");
    const user = await createUser(first, { password: "correct horse" });
    const flow = alternating();
    await flow.start();
    await flow.act("register_client_capabilities", {});
    await flow.act("continue_with_login_identifier", { email: user.email });
    await flow.act("continue_to_password_login");
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await flow.act("password_login", { password: `wrong ${i}` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const release = await first.deps.flowLock.tryAcquire(flow.flowId);
    expect(release).toBeDefined();
    const href = flow.href("password_login");
    const locked = await new FlowClient(second.request, "login").post(href, {
      csrf_token: flow.body.csrf_token,
    });
    expect(locked).toMatchObject({ status: 500, error: { code: "technical_error" } });
    await release?.();
  });

  it("refuse a session the profile on the other one revoked, from the next request on", async () => {
    const user = await signIn(first);
    const laptop = await first.deps.sessions.issue({
      userId: user.userId,
      amr: ["pwd"],
      client: { ip: "192.0.2.9", userAgent: "vitest laptop", language: "sv" },
      retention: "persistent",
    });
    const laptopAuth = { Authorization: `Bearer ${laptop.token}` };
    expect((await second.request("/me", { headers: laptopAuth })).status).toBe(200);

    const profile = new FlowClient(
      (path, init) => first.app.request(path, init),
      "profile",
      user.auth,
    );
    await profile.start();
    await profile.act("register_client_capabilities", { webauthn_available: false });
    await profile.act("session_delete", { session_id: laptop.claims.session_id });
    expect(profile.body.name).toBe("profile_init");

    expect((await second.request("/me", { headers: laptopAuth })).status).toBe(401);
    expect((await second.request("/profile", { method: "POST", headers: laptopAuth })).status).toBe(
      401,
    );
  });
});
