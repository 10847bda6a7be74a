// `POST /profile` over HTTP (flow-api.md §2.7), on SQLite and PostgreSQL: the session it needs,
// the payload, and every action's rules and refusals, with the codes and security
// notifications read from the SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../../test/sign-in.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { uniqueEmail } from "../testing/flow-test-users.ts";

type ProfilePayload = {
  user: {
    id: string;
    emails?: { id: string; address: string; is_verified: boolean; is_primary: boolean }[];
    username?: { username: string };
    metadata?: { unsafe_metadata?: Record<string, unknown> };
  };
  sessions?: { id: string; current: boolean; user_agent?: string }[];
};

const payloadOf = (client: FlowClient) => client.body.payload as ProfilePayload;
const emailOf = (client: FlowClient, address: string) => {
  const email = payloadOf(client).user.emails?.find((e) => e.address === address);
  if (email === undefined) throw new Error(`${address} is not listed`);
  return email;
};

describe.each(dialectCases())("POST /profile on $dialect", ({ dialect, skipReason }) => {
  const instances: TestAuth[] = [];
  let auth: TestAuth;

  async function server(env: TestEnv = {}): Promise<TestAuth> {
    const created = await createTestAuth(env, { dialect });
    instances.push(created);
    return created;
  }

  beforeAll(async () => {
    if (skipReason) return;
    auth = await server();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  async function profileOf(user: SignedInUser, on: TestAuth = auth): Promise<FlowClient> {
    const client = new FlowClient((path, init) => on.request(path, init), "profile", user.auth);
    expect((await client.start()).name).toBe("preflight");
    const entered = await client.act("register_client_capabilities", { webauthn_available: false });
    expect(entered.name).toBe("profile_init");
    return client;
  }

  it("needs a valid session: 401 unauthorized without one, or once it is revoked", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const anonymous = await auth.request("/profile", { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      name: "error",
      error: { code: "unauthorized", message: "The session is invalid." },
    });
    const forged = await auth.request("/profile", {
      method: "POST",
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(forged.status).toBe(401);

    const user = await signIn(auth);
    const client = await profileOf(user);
    await auth.deps.sessions.revoke(user.session.claims.session_id);
    const after = await client.act("patch_metadata", { patch_metadata: { a: 1 } });
    expect(client.last?.response.status).toBe(401);
    expect(after.error?.code).toBe("unauthorized");
  });

  it("shows the user and their sessions, and offers only what the user and settings allow", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileOf(user);
    const { user: profile, sessions } = payloadOf(client);
    expect(profile.id).toBe(user.userId);
    expect(profile.emails).toEqual([
      expect.objectContaining({ address: user.address, is_verified: true, is_primary: true }),
    ]);
    expect(sessions).toEqual([
      expect.objectContaining({ id: user.session.claims.session_id, current: true }),
    ]);
    // Default settings: no usernames, passwords required, no deletion; one verified primary
    // address (nothing to verify or make primary); no other session to end.
    expect(Object.keys(client.body.actions).sort()).toEqual([
      "email_create",
      "email_delete",
      "password_create",
      "patch_metadata",
    ]);
    // Offered, as Hanko does (the official widget reads its input), but nothing may go.
    expect(client.body.actions.email_delete?.inputs.email_id?.allowed_values).toBeUndefined();
    await client.act("email_delete", { email_id: profile.emails?.[0]?.id });
    expect(client.last?.response.status).toBe(403);
    expect(client.body.error?.code).toBe("operation_not_permitted_error");
    await client.act("email_delete", { email_id: crypto.randomUUID() });
    expect(client.last?.response.status).toBe(400);
    expect(await auth.deps.users.emails(user.userId)).toHaveLength(1);
    expect(client.body.actions.password_create?.inputs.password).toMatchObject({
      type: "string",
      min_length: 8,
      max_length: 72,
    });
  });

  it("adds an address proven by a mailed code, makes it primary and deletes the old one, mailing each change", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileOf(user);
    const added = uniqueEmail("added");

    const confirm = await client.act("email_create", { email: ` ${added.toUpperCase()} ` });
    expect(confirm.name).toBe("passcode_confirmation");
    expect(confirm.actions.back).toBeDefined();
    const code = codeIn((await auth.smtp.nextMail(added)).text);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await client.act("verify_passcode", { code: wrong });
    expect(refused.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
    const back = await client.act("verify_passcode", { code });
    expect(back.name).toBe("profile_init");
    expect(emailOf(client, added)).toMatchObject({ is_verified: true, is_primary: false });
    expect((await auth.smtp.nextMail(user.address)).subject).toContain("new email address");

    const primary = await client.act("email_set_primary", { email_id: emailOf(client, added).id });
    expect(primary.name).toBe("profile_init");
    expect(emailOf(client, added).is_primary).toBe(true);
    const changed = await auth.smtp.nextMail(user.address);
    expect(changed.text).toContain(added);

    const deletable = client.body.actions.email_delete?.inputs.email_id;
    expect(deletable?.allowed_values).toEqual([
      { name: user.address, value: emailOf(client, user.address).id },
    ]);
    const removed = await client.act("email_delete", {
      email_id: emailOf(client, user.address).id,
    });
    expect(removed.name).toBe("profile_init");
    expect(payloadOf(client).user.emails?.map((e) => e.address)).toEqual([added]);
    expect((await auth.smtp.nextMail(added)).text).toContain(user.address);
  });

  it("refuses bad, known and foreign addresses without telling whose they are", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const other = await signIn(auth);
    const client = await profileOf(user);

    await client.act("email_create", { email: "not an address" });
    expect(client.last?.response.status).toBe(400);
    expect(client.body.actions.email_create?.inputs.email?.error?.code).toBe("value_invalid_error");
    await client.act("email_create", { email: user.address });
    expect(client.body.actions.email_create?.inputs.email?.error?.code).toBe(
      "email_already_exists",
    );
    // The 4xx re-render still carries the user.
    expect(payloadOf(client).user.id).toBe(user.userId);

    // Another account's address: the same passcode screen, the owner is told, no code works.
    const foreign = await client.act("email_create", { email: other.address });
    expect(foreign.name).toBe("passcode_confirmation");
    const warning = await auth.smtp.nextMail(other.address);
    expect(codeIn(warning.text)).toBeUndefined();
    await client.act("verify_passcode", { code: "123456" });
    expect(client.body.actions.verify_passcode?.inputs.code?.error?.code).toBe("passcode_invalid");
    expect((await client.act("back")).name).toBe("profile_init");
    expect(payloadOf(client).user.emails).toHaveLength(1);
  });

  it("verifies an unverified address, refuses it as primary before that, and answers 404 for unknown ids", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const extra = uniqueEmail("extra");
    const posted = await auth.request("/emails", {
      method: "POST",
      headers: user.auth,
      json: { address: extra },
    });
    expect(posted.status).toBe(200);
    const client = await profileOf(user);
    const id = emailOf(client, extra).id;
    expect(emailOf(client, extra).is_verified).toBe(false);

    await client.act("email_set_primary", { email_id: id });
    expect(client.last?.response.status).toBe(400);
    expect(client.body.actions.email_set_primary?.inputs.email_id?.error?.code).toBe(
      "value_invalid_error",
    );
    await client.act("email_verify", { email_id: crypto.randomUUID() });
    expect(client.last?.response.status).toBe(404);
    expect(client.body.error?.code).toBe("not_found");

    expect((await client.act("email_verify", { email_id: id })).name).toBe("passcode_confirmation");
    const code = codeIn((await auth.smtp.nextMail(extra)).text);
    expect((await client.act("verify_passcode", { code })).name).toBe("profile_init");
    expect(emailOf(client, extra)).toMatchObject({ is_verified: true, is_primary: false });
    expect(client.body.actions.email_verify).toBeUndefined();
  });

  it("sets and changes a password under the length rules, mailing each change", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileOf(user);

    await client.act("password_create", { password: "kort" });
    expect(client.body.actions.password_create?.inputs.password?.error?.code).toBe(
      "value_too_short_error",
    );
    await client.act("password_create", { password: "å".repeat(40) });
    expect(client.body.actions.password_create?.inputs.password?.error?.code).toBe(
      "value_too_long_error",
    );
    expect((await client.act("password_create", { password: "Sommar-2026-Eget" })).name).toBe(
      "profile_init",
    );
    expect((await auth.smtp.nextMail(user.address)).subject).toContain("password");
    expect(client.body.actions.password_create).toBeUndefined();
    // Passwords are required by default: there is no removing it.
    expect(client.body.actions.password_delete).toBeUndefined();
    expect((await client.act("password_update", { password: "Host-2026-Annat" })).name).toBe(
      "profile_init",
    );
    expect((await auth.smtp.nextMail(user.address)).subject).toContain("password was changed");
    const hash = await auth.deps.users.passwordHash(user.userId);
    expect(await auth.deps.passwords.verify(hash, "Host-2026-Annat")).toBe(true);
  });

  it("ends another session at once and never the current one", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const other = await auth.deps.sessions.issue({
      userId: user.userId,
      amr: ["pwd"],
      client: {
        ip: "192.0.2.7",
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        language: "sv",
      },
      retention: "persistent",
    });
    const client = await profileOf(user);
    const otherId = other.claims.session_id;
    expect(payloadOf(client).sessions?.find((s) => s.id === otherId)).toMatchObject({
      current: false,
      user_agent: "iOS (Safari)",
    });
    const offered = client.body.actions.session_delete?.inputs.session_id?.allowed_values;
    expect(offered).toEqual([{ name: otherId, value: otherId }]);

    await client.act("session_delete", { session_id: user.session.claims.session_id });
    expect(client.last?.response.status).toBe(400);
    expect(client.body.actions.session_delete?.inputs.session_id?.error?.code).toBe(
      "value_invalid_error",
    );

    expect((await client.act("session_delete", { session_id: otherId })).name).toBe("profile_init");
    const me = await auth.request("/me", { headers: { Authorization: `Bearer ${other.token}` } });
    expect(me.status).toBe(401);
    expect(payloadOf(client).sessions?.map((s) => s.id)).toEqual([user.session.claims.session_id]);
    expect(client.body.actions.session_delete).toBeUndefined();
    expect((await auth.smtp.nextMail(user.address)).text).toContain("iOS (Safari), 192.0.2.7");
  });

  it('merges metadata patches, clears them with "null" and refuses anything else', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileOf(user);
    const metadata = () => payloadOf(client).user.metadata?.unsafe_metadata;

    await client.act("patch_metadata", { patch_metadata: { theme: "dark", size: { w: 1, h: 2 } } });
    await client.act("patch_metadata", { patch_metadata: { size: { h: null }, lang: "sv" } });
    expect(metadata()).toEqual({ theme: "dark", size: { w: 1 }, lang: "sv" });

    for (const bad of [null, [1, 2], 7, "text", { big: "x".repeat(3001) }]) {
      await client.act("patch_metadata", { patch_metadata: bad });
      expect(client.last?.response.status, JSON.stringify(bad).slice(0, 20)).toBe(400);
      expect(client.body.actions.patch_metadata?.inputs.patch_metadata?.error?.code).toBe(
        "invalid_metadata_error",
      );
    }
    expect(metadata()).toEqual({ theme: "dark", size: { w: 1 }, lang: "sv" });
    await client.act("patch_metadata", { patch_metadata: "null" });
    expect(client.last?.response.status).toBe(200);
    expect(payloadOf(client).user.metadata).toBeUndefined();
  });

  it("answers malformed values of every action with 400s, never a 500", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    await auth.deps.sessions.issue({
      userId: user.userId,
      amr: ["otp"],
      client: { ip: "127.0.0.2", userAgent: undefined, language: "en" },
      retention: "persistent",
    });
    const client = await profileOf(user);
    const bad = [{}, [], 12, "x".repeat(5000), "", null, true];
    for (const action of Object.keys(client.body.actions)) {
      for (const value of bad) {
        const inputs = Object.keys(client.body.actions[action]?.inputs ?? {});
        const input = Object.fromEntries(inputs.map((name) => [name, value]));
        await client.act(action as never, input);
        expect(
          client.last?.response.status,
          `${action} ${JSON.stringify(value).slice(0, 9)}`,
        ).toBeLessThan(500);
        if (client.body.name !== "profile_init") await client.act("back");
      }
    }
  });

  describe("with usernames, optional passwords and account deletion", () => {
    let custom: TestAuth;
    beforeAll(async () => {
      if (skipReason) return;
      custom = await server({
        USERNAME_ENABLED: "true",
        PASSWORD_OPTIONAL: "true",
        ACCOUNT_ALLOW_DELETION: "true",
      });
    });

    it("sets, changes and removes a username under its rules", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const taken = `upptagen_${crypto.randomUUID().slice(0, 6)}`;
      await signIn(custom, { username: taken });
      const user = await signIn(custom);
      const client = await profileOf(user, custom);
      expect(client.body.actions.username_create?.inputs.username).toMatchObject({
        min_length: 3,
        max_length: 32,
      });
      const errorFor = async (username: string) => {
        await client.act("username_create", { username });
        return client.body.actions.username_create?.inputs.username?.error?.code;
      };
      expect(await errorFor("ab")).toBe("value_too_short_error");
      expect(await errorFor("a".repeat(33))).toBe("value_too_long_error");
      expect(await errorFor("åsa-li")).toBe("invalid_username_error");
      expect(await errorFor(taken.toUpperCase())).toBe("username_already_exists");

      const name = `kund_${crypto.randomUUID().slice(0, 6)}`;
      await client.act("username_create", { username: name });
      expect(payloadOf(client).user.username?.username).toBe(name);
      expect((await custom.smtp.nextMail(user.address)).text).toContain(name);
      await client.act("username_update", { username: `${name}_2` });
      expect(payloadOf(client).user.username?.username).toBe(`${name}_2`);
      await custom.smtp.nextMail(user.address);
      await client.act("username_delete");
      expect(payloadOf(client).user.username).toBeUndefined();
      expect((await custom.smtp.nextMail(user.address)).subject).toContain("username was removed");
    });

    it("removes an optional password while the user can still sign in by code", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(custom);
      const client = await profileOf(user, custom);
      await client.act("password_create", { password: "Sommar-2026-Eget" });
      await custom.smtp.nextMail(user.address);
      expect((await client.act("password_delete")).name).toBe("profile_init");
      expect(await custom.deps.users.passwordHash(user.userId)).toBeUndefined();
      expect(client.body.actions.password_create).toBeDefined();
      expect((await custom.smtp.nextMail(user.address)).subject).toContain("removed");
    });

    it("deletes the account: every token stops working and a last mail confirms it", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(custom);
      const client = await profileOf(user, custom);
      const done = await client.act("account_delete");
      expect(done).toMatchObject({ name: "account_deleted", actions: {} });
      expect(await custom.deps.users.findById(user.userId)).toBeUndefined();
      const me = await custom.request("/me", { headers: user.auth });
      expect(me.status).toBe(401);
      expect((await custom.smtp.nextMail(user.address)).subject).toContain("deleted");
      const again = await custom.request("/profile", { method: "POST", headers: user.auth });
      expect(again.status).toBe(401);
    });
  });
});
