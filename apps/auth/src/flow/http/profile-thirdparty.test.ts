// The profile's providers over HTTP, on SQLite and PostgreSQL (flow-api.md §2.7,
// docs/decisions/0034): `connect_thirdparty_oauth_provider` lists only providers not yet
// linked and starts a sign-in sealed for this user and flow; `exchange_token` links the account
// the callback held, for the session's user and this flow only, and returns to `profile_init`; `disconnect_thirdparty_oauth_provider`
// reads `identity_id` from the body and keeps the last way to sign in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { signIn } from "../../../test/sign-in.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { createIdentityStore } from "../../identities/identity-store.ts";
import { openState } from "../../thirdparty/oauth-state.ts";
import { STATE_COOKIE_NAME } from "../../thirdparty/state-cookie.ts";
import { FlowClient } from "../testing/flow-client.ts";
import { createUser } from "../testing/flow-test-users.ts";
import {
  holdConnection,
  identityExists,
  issueToken,
  linkIdentity,
  ownIp,
  SHOP_PAGE,
  thirdPartyEnv,
} from "../testing/third-party-setup.ts";

const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

describe.each(dialectCases())("the profile's providers on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  beforeAll(async () => {
    if (skipReason) return;
    auth = await createTestAuth({ TRUST_PROXY: "true", ...thirdPartyEnv() }, { dialect });
  });
  afterAll(() => auth?.close());

  const identityOf = (providerId: string, subject: string) =>
    createIdentityStore(auth.deps.db, auth.deps.clock).find(providerId, subject);

  async function profileWith(headers: Record<string, string>): Promise<FlowClient> {
    const client = new FlowClient((path, init) => auth.request(path, init), "profile", {
      ...headers,
      ...ownIp(),
    });
    await client.start();
    expect((await client.act("register_client_capabilities", {})).name).toBe("profile_init");
    return client;
  }

  /** A signed-in user without an address: only identities let them in. */
  async function addresslessSession() {
    const user = await createUser(auth, { email: null });
    const session = await auth.deps.sessions.issue({
      userId: user.id,
      amr: ["ext:google"],
      client: { ip: "127.0.0.1", userAgent: "vitest", language: "en" },
      retention: "persistent",
    });
    return { userId: user.id, auth: { Authorization: `Bearer ${session.token}` } };
  }

  it("connect lists only enabled providers the user has no identity at", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileWith(user.auth);
    expect(client.body.actions.connect_thirdparty_oauth_provider?.inputs).toEqual({
      redirect_to: { name: "redirect_to", type: "string", required: true, hidden: true },
      provider: {
        name: "provider",
        type: "string",
        required: true,
        hidden: true,
        allowed_values: [
          { value: "github", name: "GitHub" },
          { value: "google", name: "Google" },
        ],
      },
      code_verifier: { name: "code_verifier", type: "string", hidden: true },
    });
    await linkIdentity(auth, user.userId, { providerId: "google" });
    const reloaded = await profileWith(user.auth);
    const provider = reloaded.body.actions.connect_thirdparty_oauth_provider?.inputs.provider;
    expect(provider?.allowed_values).toEqual([{ value: "github", name: "GitHub" }]);
    // Linked to google already: connecting it again is refused like an unknown provider.
    await reloaded.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    expect(reloaded.last?.response.status).toBe(400);

    await linkIdentity(auth, user.userId, { providerId: "github" });
    const all = await profileWith(user.auth);
    expect(all.body.actions.connect_thirdparty_oauth_provider).toBeUndefined();
  });

  it("connect starts a sign-in sealed for this user and flow, and back returns to the profile", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileWith(user.auth);
    const flowId = client.flowId;
    const body = await client.act("connect_thirdparty_oauth_provider", {
      provider: "github",
      redirect_to: SHOP_PAGE,
    });
    expect(body.name).toBe("thirdparty");
    expect(body.actions.exchange_token?.description).toBe(
      "Exchange a token for linking the identity to a user account.",
    );
    const url = new URL(String(body.payload?.redirect_url));
    expect(url.origin).toBe("https://github.com");
    const cookie = client.last?.response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${STATE_COOKIE_NAME}=`));
    const cookieValue = cookie?.split(";")[0]?.slice(STATE_COOKIE_NAME.length + 1);
    expect(
      openState(auth.deps.secretBox, url.searchParams.get("state") ?? "", cookieValue, new Date()),
    ).toMatchObject({
      ok: true,
      state: { provider: "github", isFlow: true, userId: user.userId, flowId },
    });
    expect((await client.act("back")).name).toBe("profile_init");
  });

  it("exchange_token links the held account to the session user only, and returns to profile_init", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const stranger = await signIn(auth);
    const client = await profileWith(user.auth);
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    // A connect the stranger started, whose token reached this flow: not this user's to take.
    const strangersSubject = crypto.randomUUID();
    const refused = await client.act("exchange_token", {
      token: await holdConnection(auth, {
        userId: stranger.userId,
        flowId: client.flowId,
        subject: strangersSubject,
      }),
    });
    expect(client.last?.response.status).toBe(403);
    expect(refused).toMatchObject({
      name: "thirdparty",
      error: { code: "operation_not_permitted_error" },
    });
    expect(await identityOf("google", strangersSubject)).toBeUndefined();

    const subject = crypto.randomUUID();
    const token = await holdConnection(auth, {
      userId: user.userId,
      flowId: client.flowId,
      subject,
    });
    expect(await identityOf("google", subject)).toBeUndefined();
    const body = await client.act("exchange_token", { token });
    expect(body.name).toBe("profile_init");
    expect(body.payload?.user).toMatchObject({ id: user.userId });
    expect(body.actions.disconnect_thirdparty_oauth_provider).toBeDefined();
    expect(await identityOf("google", subject)).toMatchObject({ user_id: user.userId });

    // Back in thirdparty of the same flow, the token that worked is spent.
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "github",
      redirect_to: SHOP_PAGE,
    });
    const replayed = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(400);
    expect(replayed.name).toBe("thirdparty");
  });

  it("exchange_token refuses another flow's connect and a sign-in's token (3 exchanges a minute per IP)", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileWith(user.auth);
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    const subject = crypto.randomUUID();
    const otherFlow = { userId: user.userId, flowId: crypto.randomUUID(), subject };
    const elsewhere = await client.act("exchange_token", {
      token: await holdConnection(auth, otherFlow),
    });
    expect(client.last?.response.status).toBe(400);
    expect(elsewhere.name).toBe("thirdparty");
    const signInToken = await issueToken(
      auth,
      await linkIdentity(auth, user.userId, { providerId: "github" }),
      { flowId: client.flowId },
    );
    expect((await client.act("exchange_token", { token: signInToken })).name).toBe("thirdparty");
    expect(client.last?.response.status).toBe(400);
    expect(await identityOf("google", subject)).toBeUndefined();
  });

  it("exchange_token needs the PKCE verifier a connect was started with", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = await profileWith(user.auth);
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
      code_verifier: VERIFIER,
    });
    const subject = crypto.randomUUID();
    const held = { userId: user.userId, flowId: client.flowId, codeVerifier: VERIFIER, subject };
    await client.act("exchange_token", { token: await holdConnection(auth, held) });
    expect(client.last?.response.status).toBe(400);
    expect(await identityOf("google", subject)).toBeUndefined();
    const body = await client.act("exchange_token", {
      token: await holdConnection(auth, held),
      code_verifier: VERIFIER,
    });
    expect(body.name).toBe("profile_init");
    expect(await identityOf("google", subject)).toMatchObject({ user_id: user.userId });
  });

  it("exchange_token links nothing when the identity has meanwhile become another user's", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const other = await signIn(auth);
    const client = await profileWith(user.auth);
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    const theirs = await linkIdentity(auth, other.userId, { providerId: "google" });
    const body = await client.act("exchange_token", {
      token: await holdConnection(auth, {
        userId: user.userId,
        flowId: client.flowId,
        subject: theirs.provider_user_id,
      }),
    });
    expect(client.last?.response.status).toBe(403);
    expect(body).toMatchObject({
      name: "thirdparty",
      error: { code: "operation_not_permitted_error" },
    });
    expect(await identityOf("google", theirs.provider_user_id)).toMatchObject({
      user_id: other.userId,
    });
  });

  it("disconnect is offered with an identity at an enabled provider, without inputs", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    expect(
      (await profileWith(user.auth)).body.actions.disconnect_thirdparty_oauth_provider,
    ).toBeUndefined();
    // Discord is not enabled: its identity cannot be disconnected here.
    await linkIdentity(auth, user.userId, { providerId: "discord" });
    expect(
      (await profileWith(user.auth)).body.actions.disconnect_thirdparty_oauth_provider,
    ).toBeUndefined();
    await linkIdentity(auth, user.userId, { providerId: "google" });
    const client = await profileWith(user.auth);
    expect(client.body.actions.disconnect_thirdparty_oauth_provider?.inputs).toEqual({});
  });

  it.for([
    ["no identity_id", {}],
    ["an identity_id that is not a UUID", { identity_id: "google" }],
    ["another user's identity", "stranger"],
    ["an unknown identity", { identity_id: "00000000-0000-4000-8000-000000000000" }],
  ] as const)("disconnect refuses %s with 400", async ([, body], ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const own = await linkIdentity(auth, user.userId, { providerId: "google" });
    const stranger = await signIn(auth);
    const theirs = await linkIdentity(auth, stranger.userId, { providerId: "google" });
    const client = await profileWith(user.auth);
    const input = body === "stranger" ? { identity_id: theirs.id } : body;
    const answer = await client.act("disconnect_thirdparty_oauth_provider", input);
    expect(client.last?.response.status).toBe(400);
    expect(answer).toMatchObject({
      name: "profile_init",
      error: { code: "form_data_invalid_error" },
    });
    expect(await identityExists(auth, own.id)).toBe(true);
    expect(await identityExists(auth, theirs.id)).toBe(true);
  });

  it("disconnect removes the user's identity and returns to profile_init", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const google = await linkIdentity(auth, user.userId, { providerId: "google" });
    const client = await profileWith(user.auth);
    const body = await client.act("disconnect_thirdparty_oauth_provider", {
      identity_id: google.id.toUpperCase(),
    });
    expect(body.name).toBe("profile_init");
    expect(await identityExists(auth, google.id)).toBe(false);
    expect(body.actions.disconnect_thirdparty_oauth_provider).toBeUndefined();
    expect(body.actions.connect_thirdparty_oauth_provider?.inputs.provider?.allowed_values).toEqual(
      [
        { value: "github", name: "GitHub" },
        { value: "google", name: "Google" },
      ],
    );
  });

  it("keeps the last way to sign in: 403 for the only identity of a user without address or password", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await addresslessSession();
    const google = await linkIdentity(auth, user.userId, { providerId: "google" });
    const client = await profileWith(user.auth);
    const refused = await client.act("disconnect_thirdparty_oauth_provider", {
      identity_id: google.id,
    });
    expect(client.last?.response.status).toBe(403);
    expect(refused.error?.code).toBe("operation_not_permitted_error");
    expect(await identityExists(auth, google.id)).toBe(true);

    // With GitHub linked too, Google may go.
    await linkIdentity(auth, user.userId, { providerId: "github" });
    const again = await profileWith(user.auth);
    expect(
      (await again.act("disconnect_thirdparty_oauth_provider", { identity_id: google.id })).name,
    ).toBe("profile_init");
    expect(await identityExists(auth, google.id)).toBe(false);
  });
});
