// The attacker's review, "account confusion through POST /emails": a signed-in attacker adds
// the victim's address to their own account (stored unverified). An unverified address belongs
// to nobody: it must not block the victim's registration, must not let the victim's sign-in by
// code land in the attacker's account, must never become primary or reach a token, and is
// taken from the attacker once the victim proves the address with a code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";
import { codeIn, FlowClient } from "../flow/testing/flow-client.ts";
import { jwtPart, uniqueEmail } from "../flow/testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

async function claimAddress(attacker: SignedInUser, address: string) {
  const response = await auth.request("/emails", {
    method: "POST",
    headers: attacker.auth,
    json: { address },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; is_verified: boolean; is_primary: boolean };
}

const attackerEmails = async (attacker: SignedInUser) =>
  (await auth.deps.users.emails(attacker.userId)).map((e) => e.address);

async function flowTo(flow: "login" | "registration") {
  const client = new FlowClient((path, init) => auth.request(path, init), flow);
  await client.start();
  await client.act("register_client_capabilities", { webauthn_available: false });
  return client;
}

describe("an unverified address belongs to nobody", () => {
  it("the victim registers with an address an attacker added to their account", async () => {
    const attacker = await signIn(auth);
    const victim = uniqueEmail("victim");
    expect(await claimAddress(attacker, victim)).toMatchObject({ is_verified: false });

    const registration = await flowTo("registration");
    const entered = await registration.act("register_login_identifier", { email: victim });
    expect(entered.name).toBe("passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(victim)).text);
    expect(code).toBeDefined();
    expect((await registration.act("verify_passcode", { code })).name).toBe("password_creation");
    const done = await registration.act("register_password", { new_password: "Vinter-2026-Eget" });
    expect(done.name).toBe("success");
    const token = registration.last?.response.headers.get("X-Auth-Token") ?? "";
    expect(jwtPart(token, 1).sub).not.toBe(attacker.userId);
    // Proven by the victim: the attacker's unverified copy is gone.
    expect(await attackerEmails(attacker)).not.toContain(victim);
  });

  it("the victim's sign-in by code never lands in the attacker's account", async () => {
    const attacker = await signIn(auth);
    const victim = uniqueEmail("victim");
    await claimAddress(attacker, victim);

    const login = await flowTo("login");
    const answer = await login.act("continue_with_login_identifier", { email: victim });
    const atCode =
      answer.name === "login_method_chooser"
        ? await login.act("continue_to_passcode_confirmation")
        : answer;
    expect(atCode.name).toBe("passcode_confirmation");
    // The mail says no account exists for the address: it carries no code to sign in with.
    const mail = await auth.smtp.nextMail(victim);
    expect(codeIn(mail.text)).toBeUndefined();
    const verified = await login.act("verify_passcode", { code: "000000" });
    expect(verified.name).not.toBe("success");
    expect(
      (await auth.deps.users.emails(attacker.userId)).find((e) => e.address === victim),
    ).toMatchObject({ verified: false });
  });

  it("an unverified address cannot be made primary and never reaches a token", async () => {
    const attacker = await signIn(auth);
    const added = await claimAddress(attacker, uniqueEmail("victim"));
    const primary = await auth.request(`/emails/${added.id}/set_primary`, {
      method: "POST",
      headers: attacker.auth,
    });
    expect(primary.status).toBe(400);
    const emails = await auth.deps.users.emails(attacker.userId);
    expect(emails.find((e) => e.id === added.id)?.primary).toBe(false);
    const session = await auth.deps.sessions.issue({
      userId: attacker.userId,
      amr: ["otp"],
      client: { ip: "127.0.0.1", userAgent: "vitest", language: "en" },
      retention: "persistent",
    });
    expect(jwtPart(session.token, 1).email).toMatchObject({ address: attacker.address });
  });

  it("a username-only account's first address stays unverified and not primary", async () => {
    const attacker = await signIn(auth, { username: `anna_${Date.now()}` });
    await auth.deps.db.deleteFrom("emails").where("user_id", "=", attacker.userId).execute();
    const added = await claimAddress(attacker, uniqueEmail("victim"));
    expect(added).toMatchObject({ is_verified: false, is_primary: false });
    const session = await auth.deps.sessions.issue({
      userId: attacker.userId,
      amr: ["pwd"],
      client: { ip: "127.0.0.1", userAgent: "vitest", language: "en" },
      retention: "persistent",
    });
    expect(jwtPart(session.token, 1).email).toBeUndefined();
  });

  it("two accounts may hold one unverified address, even one its owner has proven", async () => {
    const first = await signIn(auth);
    const second = await signIn(auth);
    const shared = uniqueEmail("shared");
    await claimAddress(first, shared);
    await claimAddress(second, shared);
    // Refusing it would tell that the address has an account (no existence hints).
    const owner = await signIn(auth);
    const added = await claimAddress(second, owner.address);
    expect(added).toMatchObject({ is_verified: false, is_primary: false });
    const primary = await auth.request(`/emails/${added.id}/set_primary`, {
      method: "POST",
      headers: second.auth,
    });
    expect(primary.status).toBe(400);
    expect((await auth.deps.users.findByEmail(owner.address))?.user.id).toBe(owner.userId);
  });

  it("with existence hints on, an address someone has proven is refused", async () => {
    const hinting = await createTestAuth({ SHOW_ACCOUNT_EXISTENCE_HINTS: "true" });
    try {
      const owner = await signIn(hinting);
      const other = await signIn(hinting);
      const taken = await hinting.request("/emails", {
        method: "POST",
        headers: other.auth,
        json: { address: owner.address },
      });
      expect(taken.status).toBe(400);
    } finally {
      await hinting.close();
    }
  });
});

describe("EMAIL_REQUIRE_VERIFICATION=false: an account made for someone else's address", () => {
  let open: TestAuth;
  beforeAll(async () => {
    open = await createTestAuth({ EMAIL_REQUIRE_VERIFICATION: "false" });
  });
  afterAll(() => open.close());

  it("loses the creator's session at the owner's first sign-in by code (pre-hijack)", async () => {
    const victim = uniqueEmail("victim");
    const created = await open.request("/users", { method: "POST", json: { email: victim } });
    expect(created.status).toBe(200);
    const attackerToken = created.headers.get("X-Auth-Token") ?? "";
    expect(await open.deps.sessions.validate(attackerToken)).toBeDefined();

    const login = new FlowClient((path, init) => open.request(path, init), "login");
    await login.start();
    await login.act("register_client_capabilities", { webauthn_available: false });
    const answer = await login.act("continue_with_login_identifier", { email: victim });
    if (answer.name === "login_method_chooser")
      await login.act("continue_to_passcode_confirmation");
    const code = codeIn((await open.smtp.nextMail(victim)).text);
    expect((await login.act("verify_passcode", { code })).name).toBe("success");
    const ownerToken = login.last?.response.headers.get("X-Auth-Token") ?? "";

    expect(await open.deps.sessions.validate(attackerToken)).toBeUndefined();
    expect(await open.deps.sessions.validate(ownerToken)).toBeDefined();
  });

  it("loses the password its creator chose at the owner's first sign-in by code", async () => {
    const victim = uniqueEmail("victim");
    const registration = new FlowClient((path, init) => open.request(path, init), "registration");
    await registration.start();
    await registration.act("register_client_capabilities", { webauthn_available: false });
    expect((await registration.act("register_login_identifier", { email: victim })).name).toBe(
      "password_creation",
    );
    const created = await registration.act("register_password", {
      new_password: "Kapad-2026-konto",
    });
    expect(created.name).toBe("success");

    const passwordLogin = async () => {
      const login = new FlowClient((path, init) => open.request(path, init), "login");
      await login.start();
      await login.act("register_client_capabilities", { webauthn_available: false });
      await login.act("continue_with_login_identifier", { email: victim });
      await login.act("continue_to_password_login");
      return login.act("password_login", { password: "Kapad-2026-konto" });
    };
    expect((await passwordLogin()).name).toBe("success");

    const owner = new FlowClient((path, init) => open.request(path, init), "login");
    await owner.start();
    await owner.act("register_client_capabilities", { webauthn_available: false });
    await owner.act("continue_with_login_identifier", { email: victim });
    await owner.act("continue_to_passcode_confirmation");
    const code = codeIn((await open.smtp.nextMail(victim)).text);
    expect((await owner.act("verify_passcode", { code })).name).toBe("success");

    expect(await passwordLogin()).toMatchObject({ status: 400, name: "login_password" });
  });
});
