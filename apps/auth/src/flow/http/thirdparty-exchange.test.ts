// `exchange_token` in login and registration over HTTP, on SQLite and PostgreSQL (flow-api.md
// §2.2 thirdparty, §8 items 59–61, docs/decisions/0034): real one-time tokens, issued into the
// store as a provider's callback issues them, sign their user in with `last_login` and the AMR
// `ext:{provider}`; a token that is unknown, expired, used, another flow's or presented without
// its PKCE verifier is refused with 400 in `thirdparty`; an address the provider did not vouch
// for is proven by a code first; exchanges are limited per IP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { createTestClock, type TestClock } from "../../../test/test-clock.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { createOtpSecretStore } from "../../mfa/otp-secret-store.ts";
import type { FlowPolicyOverrides } from "../flows/flow-policy.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser, jwtPart, uniqueEmail } from "../testing/flow-test-users.ts";
import {
  issueToken,
  linkIdentity,
  ownIp,
  SHOP_PAGE,
  startFlow,
  thirdPartyEnv,
} from "../testing/third-party-setup.ts";
import { createFlowRoutes } from "./flow-routes.ts";

const VERIFIER = "pkce-verifier-".padEnd(64, "x");

/** The session JWT of a success response (X-Auth-Token, the test server's default). */
const sessionToken = (client: FlowClient): string =>
  client.last?.response.headers.get("X-Auth-Token") ?? "";

describe.each(dialectCases())("exchange_token on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  let clock: TestClock;
  beforeAll(async () => {
    if (skipReason) return;
    clock = createTestClock();
    auth = await createTestAuth(
      { TRUST_PROXY: "true", USERNAME_ENABLED: "true", MFA_ENABLED: "true", ...thirdPartyEnv() },
      { dialect, deps: { clock } },
    );
  });
  afterAll(() => auth?.close());

  /** A flow at `thirdparty`, as after `thirdparty_oauth` with Google. */
  async function atThirdparty(
    flow: "login" | "registration",
    headers = ownIp(),
  ): Promise<FlowClient> {
    const client = await startFlow(auth, flow, headers);
    const body = await client.act("thirdparty_oauth", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    expect(body.name).toBe("thirdparty");
    return client;
  }

  /** A user with a verified address, a username and a Google identity. */
  async function googleUser(options: { verified?: boolean; username?: string | null } = {}) {
    const user = await createUser(auth, {
      verified: options.verified ?? true,
      ...(options.username === null
        ? {}
        : { username: options.username ?? `u${crypto.randomUUID().slice(0, 8)}` }),
    });
    const [email] = await auth.deps.users.emails(user.id);
    const identity = await linkIdentity(auth, user.id, { emailId: email?.id ?? null });
    return { user, identity };
  }

  it("60: signs the token's user in: success with last_login third_party and amr ext:google", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser();
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId });
    const body = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(200);
    expect(body.name).toBe("success");
    expect(body.payload).toMatchObject({
      user: { id: user.id },
      claims: { subject: user.id, amr: ["ext:google"] },
      last_login: { login_method: "third_party", third_party_provider: "google" },
    });
    expect(jwtPart(sessionToken(client), 1)).toMatchObject({ sub: user.id, amr: ["ext:google"] });
  });

  it("signs up through registration without creating the user again, and without last_login", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser();
    const client = await atThirdparty("registration");
    const token = await issueToken(auth, identity, { flowId: client.flowId, userCreated: true });
    const body = await client.act("exchange_token", { token });
    expect(body.name).toBe("success");
    expect(body.payload?.claims).toMatchObject({ subject: user.id, amr: ["ext:google"] });
    expect(body.payload?.last_login).toBeUndefined();
    expect(await auth.deps.users.emails(user.id)).toHaveLength(1);
  });

  it.for([
    ["an unknown token", "A".repeat(43)],
    ["a value that cannot be a token", "not a token"],
  ])("refuses %s with 400 in thirdparty, from where `back` still works", async ([, token], ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await atThirdparty("login");
    const body = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(400);
    expect(body).toMatchObject({ name: "thirdparty", error: { code: "form_data_invalid_error" } });
    expect(Object.keys(body.actions)).toEqual(["exchange_token", "back"]);
    expect((await client.act("back")).name).toBe("login_init");
  });

  it("59: refuses an expired token (one minute) like an unknown one", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { identity } = await googleUser();
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId });
    clock.advance(61_000);
    const body = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(400);
    expect(body.error?.code).toBe("form_data_invalid_error");
  });

  it("refuses a token whose identity was disconnected, or is another user's, after the callback", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { identity } = await googleUser();
    const disconnected = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: disconnected.flowId });
    await auth.deps.db.deleteFrom("identities").where("id", "=", identity.id).execute();
    const body = await disconnected.act("exchange_token", { token });
    expect(disconnected.last?.response.status).toBe(400);
    expect(body).toMatchObject({ name: "thirdparty", error: { code: "form_data_invalid_error" } });

    const { identity: annas } = await googleUser();
    const { user: bert } = await googleUser();
    const crossed = await atThirdparty("login");
    const forBert = await issueToken(
      auth,
      { ...annas, user_id: bert.id },
      { flowId: crossed.flowId },
    );
    expect((await crossed.act("exchange_token", { token: forBert })).error?.code).toBe(
      "form_data_invalid_error",
    );
    expect(crossed.last?.response.status).toBe(400);
  });

  it("refuses a token of another flow, and of no flow, which is then spent", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { identity } = await googleUser();
    const owner = await atThirdparty("login");
    const other = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: owner.flowId });
    expect((await other.act("exchange_token", { token })).error?.code).toBe(
      "form_data_invalid_error",
    );
    // Single use whatever follows: the owner's flow cannot use it either.
    expect((await owner.act("exchange_token", { token })).error?.code).toBe(
      "form_data_invalid_error",
    );
    // A token no flow asked for (IdP-initiated SAML) belongs to token_exchange alone.
    const loose = await issueToken(auth, identity, { flowId: null });
    expect((await owner.act("exchange_token", { token: loose })).name).toBe("thirdparty");
    expect(owner.last?.response.status).toBe(400);
  });

  it.for([
    ["no code_verifier", {}],
    ["an empty one", { code_verifier: "" }],
    ["another one", { code_verifier: `${VERIFIER}y` }],
  ] as const)(
    "61: refuses a PKCE token with %s (400), and the token is spent",
    async ([, wrong], ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { identity } = await googleUser();
      const client = await atThirdparty("login");
      const token = await issueToken(auth, identity, {
        flowId: client.flowId,
        codeVerifier: VERIFIER,
      });
      const body = await client.act("exchange_token", { token, ...wrong });
      expect(client.last?.response.status).toBe(400);
      expect(body).toMatchObject({
        name: "thirdparty",
        error: { code: "form_data_invalid_error" },
      });
      // Replayed with the right verifier: already used.
      await client.act("exchange_token", { token, code_verifier: VERIFIER });
      expect(client.last?.response.status).toBe(400);
    },
  );

  it("61: exchanges a PKCE token with its code_verifier", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser();
    const client = await atThirdparty("registration");
    const token = await issueToken(auth, identity, {
      flowId: client.flowId,
      codeVerifier: VERIFIER,
    });
    const body = await client.act("exchange_token", { token, code_verifier: VERIFIER });
    expect(body.name).toBe("success");
    expect(body.payload?.claims).toMatchObject({ subject: user.id });
  });

  it("proves an address the provider did not vouch for with a code to it, then signs in", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser({ verified: false });
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId, emailVerified: false });
    const confirm = await client.act("exchange_token", { token });
    expect(confirm.name).toBe("passcode_confirmation");
    // The exchange cannot be undone: no way back to the spent token.
    expect(confirm.actions.back).toBeUndefined();
    const mail = await auth.smtp.nextMail(user.email);
    const body = await client.act("verify_passcode", { code: codeIn(mail.text) });
    expect(body.name).toBe("success");
    expect(body.payload).toMatchObject({
      claims: { amr: ["ext:google"] },
      last_login: { login_method: "third_party", third_party_provider: "google" },
    });
    expect(await auth.deps.users.emails(user.id)).toEqual([
      expect.objectContaining({ address: user.email, verified: true }),
    ]);
  });

  it("registration: a new user proves the address, then AMR otp and ext:{provider}", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser({ verified: false });
    const client = await atThirdparty("registration");
    const token = await issueToken(auth, identity, {
      flowId: client.flowId,
      emailVerified: false,
      userCreated: true,
    });
    expect((await client.act("exchange_token", { token })).name).toBe("passcode_confirmation");
    const mail = await auth.smtp.nextMail(user.email);
    const body = await client.act("verify_passcode", { code: codeIn(mail.text) });
    expect(body.name).toBe("success");
    expect(body.payload?.claims).toMatchObject({ subject: user.id, amr: ["otp", "ext:google"] });
    expect((await auth.deps.users.emails(user.id))[0]?.verified).toBe(true);
  });

  it("asks for the username a user lacks, and for an address when the provider gave none", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await createUser(auth, { email: null, username: undefined });
    const identity = await linkIdentity(auth, user.id);
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId });
    expect((await client.act("exchange_token", { token })).name).toBe("onboarding_email");
    const address = uniqueEmail("provider-user");
    expect((await client.act("email_address_set", { email: address })).name).toBe(
      "passcode_confirmation",
    );
    const mail = await auth.smtp.nextMail(address);
    expect((await client.act("verify_passcode", { code: codeIn(mail.text) })).name).toBe(
      "onboarding_username",
    );
    const body = await client.act("skip");
    expect(body.name).toBe("success");
    expect(await auth.deps.users.emails(user.id)).toEqual([
      expect.objectContaining({ address, verified: true }),
    ]);
  });

  it("asks for missing details as the policy says for sign-in, or for sign-up when the callback made the user", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    // Details are acquired at sign-up but not at sign-in. (Three exchanges: these routes see
    // no client address, so every exchange takes a turn of one bucket.)
    const policy: FlowPolicyOverrides = {
      email: { acquireOnLogin: false },
      username: { acquireOnLogin: false },
    };
    const routes = createFlowRoutes(auth.deps, { policy });
    const exchange = async (flow: "login" | "registration", userCreated: boolean, email?: null) => {
      const user = await createUser(auth, {
        username: undefined,
        ...(email === null && { email }),
      });
      const identity = await linkIdentity(auth, user.id);
      const client = new FlowClient(routes.request, flow, ownIp());
      await client.start();
      await client.act("register_client_capabilities", { webauthn_available: false });
      await client.act("thirdparty_oauth", { provider: "google", redirect_to: SHOP_PAGE });
      const token = await issueToken(auth, identity, { flowId: client.flowId, userCreated });
      return (await client.act("exchange_token", { token })).name;
    };
    expect(await exchange("login", false, null)).toBe("success");
    expect(await exchange("registration", true, null)).toBe("onboarding_email");
    expect(await exchange("registration", true)).toBe("onboarding_username");
  });

  it("schedules no second factor or onboarding after a provider's sign-in (decision 0034)", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await googleUser();
    await createOtpSecretStore(auth.deps.db, auth.deps.secretBox).save(
      user.id,
      "JBSWY3DPEHPK3PXP",
      0,
      clock.now().toISOString(),
    );
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId });
    expect((await client.act("exchange_token", { token })).name).toBe("success");

    // Nor after a code to an address the provider did not vouch for.
    const unproven = await googleUser({ verified: false });
    await createOtpSecretStore(auth.deps.db, auth.deps.secretBox).save(
      unproven.user.id,
      "JBSWY3DPEHPK3PXP",
      0,
      clock.now().toISOString(),
    );
    const second = await atThirdparty("login");
    const unverified = await issueToken(auth, unproven.identity, {
      flowId: second.flowId,
      emailVerified: false,
    });
    expect((await second.act("exchange_token", { token: unverified })).name).toBe(
      "passcode_confirmation",
    );
    const mail = await auth.smtp.nextMail(unproven.user.email);
    expect((await second.act("verify_passcode", { code: codeIn(mail.text) })).name).toBe("success");
  });

  it("sends no code when the provider named no address, whatever the user's own addresses", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await createUser(auth, {
      verified: false,
      username: `u${crypto.randomUUID().slice(0, 8)}`,
    });
    const identity = await linkIdentity(auth, user.id, { emailId: null });
    const client = await atThirdparty("login");
    const token = await issueToken(auth, identity, { flowId: client.flowId, emailVerified: false });
    expect((await client.act("exchange_token", { token })).name).toBe("success");
  });

  it("limits exchanges to 3 a minute per IP: then 429 with retry_after, in thirdparty", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const ip = ownIp();
    const client = await atThirdparty("login", ip);
    for (let n = 0; n < 3; n++) {
      await client.act("exchange_token", { token: "A".repeat(43) });
      expect(client.last?.response.status).toBe(400);
    }
    const { identity } = await googleUser();
    const token = await issueToken(auth, identity, { flowId: client.flowId });
    const limited = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(429);
    expect(limited).toMatchObject({ name: "thirdparty", error: { code: "rate_limit_exceeded" } });
    expect(limited.payload?.retry_after).toBeGreaterThan(0);
    expect(limited.payload?.retry_after).toBeLessThanOrEqual(60);
    // Another IP is not held up. (The window itself is tested in rules/rate-limits.test.ts.)
    const elsewhere = await atThirdparty("login");
    expect((await elsewhere.act("exchange_token", { token: "A".repeat(43) })).error?.code).toBe(
      "form_data_invalid_error",
    );
  });
});
