// flow-api.md §8 items 45–52: passcode login, its limits, resend, back, unknown addresses and
// password recovery, with real mail through the SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { hashPasscode } from "../../passcodes/passcode-code.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser, jwtPart, mailsTo, uniqueEmail } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

async function atChooser(email: string, language?: string): Promise<FlowClient> {
  const flow = new FlowClient(
    (path, init) => auth.request(path, init),
    "login",
    language ? { "X-Language": language } : {},
  );
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  await flow.act("continue_with_login_identifier", { email });
  return flow;
}

async function codeFor(email: string): Promise<string> {
  const mail = await auth.smtp.nextMail(email);
  const code = codeIn(mail.text);
  if (code === undefined) throw new Error(`no code in mail to ${email}: ${mail.text}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("passcode login (items 45–51)", () => {
  it("45, 49: one mail with a code; the code signs in with amr otp and verifies the address", async () => {
    const user = await createUser(auth, { verified: false });
    const flow = await atChooser(user.email);
    const body = await flow.act("continue_to_passcode_confirmation");
    expect(body).toMatchObject({ name: "passcode_confirmation", status: 200, payload: {} });
    expect(Object.keys(body.actions).sort()).toEqual([
      "back",
      "resend_passcode",
      "verify_passcode",
    ]);
    expect(body.actions.verify_passcode?.inputs).toEqual({
      code: { name: "code", type: "string", required: true },
    });
    const code = await codeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const success = await flow.act("verify_passcode", { code });
    expect(success).toMatchObject({
      name: "success",
      payload: { last_login: { login_method: "passcode" } },
    });
    expect(jwtPart(flow.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr).toEqual(["otp"]);
    expect(mailsTo(auth, user.email)).toHaveLength(1);
    expect((await auth.deps.users.emails(user.id))[0]?.verified).toBe(true);
  });

  it("the mail follows X-Language", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email, "sv-SE");
    await flow.act("continue_to_passcode_confirmation");
    const mail = await auth.smtp.nextMail(user.email);
    expect(mail.headers["content-language"] ?? mail.text).toMatch(/sv|kod/i);
  });

  it("46: wrong codes are input errors, the third is max attempts, and then even the right code is", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    const code = await codeFor(user.email);
    const first = await flow.act("verify_passcode", { code: wrong(code) });
    expect(first).toMatchObject({
      name: "passcode_confirmation",
      status: 400,
      error: { code: "form_data_invalid_error" },
    });
    expect(first.actions.verify_passcode?.inputs.code?.error).toEqual({
      code: "passcode_invalid",
      message: "The passcode is invalid.",
    });
    expect((await flow.act("verify_passcode", { code: wrong(code) })).status).toBe(400);
    const third = await flow.act("verify_passcode", { code: wrong(code) });
    expect(third).toMatchObject({
      name: "passcode_confirmation",
      status: 401,
      error: {
        code: "passcode_max_attempts_reached",
        message: "The passcode was entered wrong too many times.",
      },
    });
    expect((await flow.act("verify_passcode", { code })).error?.code).toBe(
      "passcode_max_attempts_reached",
    );
    // resend_passcode is the way out.
    await flow.act("resend_passcode");
    expect((await flow.act("verify_passcode", { code: await codeFor(user.email) })).name).toBe(
      "success",
    );
  });

  it("47, B15: resend sends a new mail, says so, and the old code stops working", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    const first = await codeFor(user.email);
    const resent = await flow.act("resend_passcode");
    expect(resent).toMatchObject({
      name: "passcode_confirmation",
      status: 200,
      payload: { passcode_resent: true },
    });
    const second = await codeFor(user.email);
    expect(mailsTo(auth, user.email)).toHaveLength(2);
    if (first !== second) {
      const old = await flow.act("verify_passcode", { code: first });
      expect(old.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
    }
    expect((await flow.act("verify_passcode", { code: second })).name).toBe("success");
  });

  it("48 (B4): a resend takes one token, so the third resend within a minute is limited", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    expect((await flow.act("resend_passcode")).status).toBe(200);
    expect((await flow.act("resend_passcode")).status).toBe(200);
    const limited = await flow.act("resend_passcode");
    expect(limited).toMatchObject({
      name: "passcode_confirmation",
      status: 429,
      error: { code: "rate_limit_exceeded" },
    });
    expect(Number.isInteger(limited.payload?.resend_after)).toBe(true);
    expect(mailsTo(auth, user.email)).toHaveLength(3);
  });

  it("entering the state with the key exhausted still enters it, with 429, resend_after and no mail", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    await flow.act("resend_passcode");
    await flow.act("resend_passcode");
    await flow.act("back");
    // A different address per entry would send again; the same one with a usable code would not.
    await auth.deps.db.deleteFrom("passcodes").execute();
    const entered = await flow.act("continue_to_passcode_confirmation");
    expect(entered).toMatchObject({
      name: "passcode_confirmation",
      status: 429,
      error: { code: "rate_limit_exceeded" },
    });
    expect(entered.payload?.resend_after).toBeGreaterThanOrEqual(0);
    expect(mailsTo(auth, user.email)).toHaveLength(3);
  });

  it("a code typed where none could be sent (the state was entered limited) is a wrong code, not a 500", async () => {
    const user = await createUser(auth);
    const first = await atChooser(user.email);
    await first.act("continue_to_passcode_confirmation");
    await first.act("resend_passcode");
    await first.act("resend_passcode");
    const second = await atChooser(user.email);
    expect((await second.act("continue_to_passcode_confirmation")).status).toBe(429);
    const answer = await second.act("verify_passcode", { code: "123456" });
    expect(answer).toMatchObject({ name: "passcode_confirmation", status: 400 });
    expect(answer.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
    expect(Object.keys(answer.actions)).toContain("resend_passcode");
  });

  it("50: back and in again with the same address sends nothing new; the first code works", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    const code = await codeFor(user.email);
    expect((await flow.act("back")).name).toBe("login_method_chooser");
    await flow.act("continue_to_passcode_confirmation");
    // A passcode's mail is accepted by the SMTP sink before the action answers (the send is
    // awaited), so a second mail would be here by now.
    expect(mailsTo(auth, user.email)).toHaveLength(1);
    expect((await flow.act("verify_passcode", { code })).name).toBe("success");
  });

  it("an expired code is invalid", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    const code = await codeFor(user.email);
    await auth.deps.db
      .updateTable("passcodes")
      .set({ created_at: new Date(Date.now() - 301_000).toISOString() })
      .where("email", "=", user.email)
      .execute();
    const body = await flow.act("verify_passcode", { code });
    expect(body.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
  });

  it("51: an unknown address gets a mail without a code, and no code works", async () => {
    const email = uniqueEmail("nobody");
    const flow = await atChooser(email);
    await flow.act("continue_to_passcode_confirmation");
    const mail = await auth.smtp.nextMail(email);
    expect(codeIn(mail.text)).toBeUndefined();
    expect(codeIn(mail.html)).toBeUndefined();
    const body = await flow.act("verify_passcode", { code: "123456" });
    expect(body.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
  });

  it("51: even the right code for an address without an account is refused with 403, and signs no one in", async () => {
    const email = uniqueEmail("guessed");
    const flow = await atChooser(email);
    await flow.act("continue_to_passcode_confirmation");
    await auth.smtp.nextMail(email);
    // The code-less mail gives no code to type, so the test stores one it knows: what an
    // attacker who guessed the code would hold.
    await auth.deps.db
      .updateTable("passcodes")
      .set({ code_hash: await hashPasscode("424242") })
      .where("email", "=", email)
      .execute();
    const body = await flow.act("verify_passcode", { code: "424242" });
    expect(body).toMatchObject({
      name: "passcode_confirmation",
      status: 403,
      error: { code: "operation_not_permitted_error" },
    });
    expect(flow.last?.response.headers.get("X-Auth-Token")).toBeNull();
    expect(
      await auth.deps.db.selectFrom("passcodes").selectAll().where("email", "=", email).execute(),
    ).toEqual([]);
  });

  it("with a second factor asked for at sign-in, a right code leads to setting one up, not straight in", async () => {
    const strict = await createTestAuth({ MFA_ENABLED: "true", MFA_ACQUIRE_ON_LOGIN: "true" });
    try {
      const user = await createUser(strict);
      const flow = new FlowClient((path, init) => strict.request(path, init), "login");
      await flow.start();
      await flow.act("register_client_capabilities", { webauthn_available: false });
      await flow.act("continue_with_login_identifier", { email: user.email });
      await flow.act("continue_to_passcode_confirmation");
      const code = codeIn((await strict.smtp.nextMail(user.email)).text) ?? "";
      const next = await flow.act("verify_passcode", { code });
      expect(next.name).toBe("mfa_method_chooser");
      expect(flow.last?.response.headers.get("X-Auth-Token")).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it("passcodes are stored hashed, never as the code", async () => {
    const user = await createUser(auth);
    const flow = await atChooser(user.email);
    await flow.act("continue_to_passcode_confirmation");
    const code = await codeFor(user.email);
    const rows = await auth.deps.db
      .selectFrom("passcodes")
      .selectAll()
      .where("email", "=", user.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]).toMatchObject({ user_id: user.id, ttl_seconds: 300, try_count: 0 });
  });
});

describe("password recovery (item 52)", () => {
  it("recovers through a recovery code and a new password that works afterwards", async () => {
    const user = await createUser(auth, { password: "old password" });
    const flow = await atChooser(user.email);
    await flow.act("continue_to_password_login");
    await flow.act("continue_to_passcode_confirmation_recovery");
    const mail = await auth.smtp.nextMail(user.email);
    const code = codeIn(mail.text) ?? "";
    const recovery = await flow.act("verify_passcode", { code });
    expect(recovery.name).toBe("login_password_recovery");
    expect(Object.keys(recovery.actions)).toEqual(["password_recovery"]);
    expect(recovery.actions.password_recovery?.inputs).toEqual({
      new_password: {
        name: "new_password",
        type: "password",
        min_length: 8,
        max_length: 72,
        required: true,
      },
    });
    expect((await flow.act("password_recovery", { new_password: "short" })).status).toBe(400);
    const success = await flow.act("password_recovery", { new_password: "new password" });
    expect(success).toMatchObject({
      name: "success",
      payload: { last_login: { login_method: "password" } },
    });
    expect(jwtPart(flow.last?.response.headers.get("X-Auth-Token") ?? "", 1).amr).toEqual(["pwd"]);

    const again = await atChooser(user.email);
    await again.act("continue_to_password_login");
    expect((await again.act("password_login", { password: "old password" })).status).toBe(400);
    expect((await again.act("password_login", { password: "new password" })).name).toBe("success");
  });

  it.each([
    { setting: "default", env: {}, survives: false },
    {
      setting: "PASSWORD_RESET_ENDS_SESSIONS=false",
      env: { PASSWORD_RESET_ENDS_SESSIONS: "false" },
      survives: true,
    },
  ])("a reset ends the account's other sessions ($setting)", async ({ env, survives }) => {
    const server = Object.keys(env).length === 0 ? auth : await createTestAuth(env);
    try {
      const user = await createUser(server, { password: "old password" });
      const elsewhere = await server.deps.sessions.issue({
        userId: user.id,
        amr: ["pwd"],
        client: { ip: "198.51.100.9", userAgent: "the attacker", language: "en" },
        retention: "persistent",
      });
      const flow = new FlowClient((path, init) => server.request(path, init), "login");
      await flow.start();
      await flow.act("register_client_capabilities", { webauthn_available: false });
      await flow.act("continue_with_login_identifier", { email: user.email });
      await flow.act("continue_to_password_login");
      await flow.act("continue_to_passcode_confirmation_recovery");
      const code = codeIn((await server.smtp.nextMail(user.email)).text) ?? "";
      await flow.act("verify_passcode", { code });
      expect((await flow.act("password_recovery", { new_password: "new password" })).name).toBe(
        "success",
      );
      const mine = flow.last?.response.headers.get("X-Auth-Token") ?? "";
      expect(await server.deps.sessions.validate(mine)).toBeDefined();
      expect(Boolean(await server.deps.sessions.validate(elsewhere.token))).toBe(survives);
    } finally {
      if (server !== auth) await server.close();
    }
  });

  it("an unknown address gets the code-less mail, and no code gets further", async () => {
    const email = uniqueEmail("nobody");
    const flow = await atChooser(email);
    await flow.act("continue_to_password_login");
    await flow.act("continue_to_passcode_confirmation_recovery");
    expect(codeIn((await auth.smtp.nextMail(email)).text)).toBeUndefined();
    expect((await flow.act("verify_passcode", { code: "000000" })).status).toBe(400);
  });
});
