// `POST /token_exchange` over HTTP, on SQLite and PostgreSQL (flow-api.md §1.2, §2.8): 403
// `forbidden` while SAML is off; otherwise a flow that starts at `thirdparty` with only
// `exchange_token`, takes the tokens no flow asked for (IdP-initiated SAML), may prove the
// address or ask for one, ends like a login, and expires after 60 minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { createTestClock, type TestClock } from "../../../test/test-clock.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, FlowClient } from "../testing/flow-client.ts";
import { createUser, uniqueEmail } from "../testing/flow-test-users.ts";
import {
  issueToken,
  linkIdentity,
  ownIp,
  samlEnv,
  startFlow,
} from "../testing/third-party-setup.ts";
import { errorResult } from "../testing/wire-results.ts";

const IDP = "https://idp.corp.example/entity";
const FORBIDDEN = errorResult(403, "forbidden", "SAML is not enabled for this tenant");

describe("with SAML off", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth(samlEnv(false));
  });
  afterAll(() => auth?.close());

  it.each([
    ["starting a flow", "/token_exchange"],
    ["an action", `/token_exchange?action=exchange_token%40${crypto.randomUUID()}`],
  ])("answers %s with 403 forbidden", async (_what, path) => {
    const response = await auth.request(path, {
      method: "POST",
      json: { input_data: { token: "A".repeat(43) }, csrf_token: "x" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
  });
});

describe.each(dialectCases())("with SAML on, on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  let clock: TestClock;
  beforeAll(async () => {
    if (skipReason) return;
    clock = createTestClock();
    auth = await createTestAuth(
      { TRUST_PROXY: "true", ...samlEnv() },
      { dialect, deps: { clock } },
    );
  });
  afterAll(() => auth?.close());

  async function tokenExchange(): Promise<FlowClient> {
    const client = new FlowClient(
      (path, init) => auth.request(path, init),
      "token_exchange",
      ownIp(),
    );
    const body = await client.start();
    expect(body).toMatchObject({ name: "thirdparty", status: 200, payload: {} });
    return client;
  }

  async function samlUser(options: { verified?: boolean; email?: null } = {}) {
    const user = await createUser(auth, {
      verified: options.verified ?? true,
      ...(options.email === null && { email: null }),
    });
    const [email] = await auth.deps.users.emails(user.id);
    const identity = await linkIdentity(auth, user.id, {
      providerId: IDP,
      emailId: email?.id ?? null,
    });
    return { user, identity };
  }

  it("starts at thirdparty offering exchange_token alone, with a token input", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const client = await tokenExchange();
    expect(Object.keys(client.body.actions)).toEqual(["exchange_token"]);
    expect(client.body.actions.exchange_token).toMatchObject({
      description: "Exchange a one time token.",
      inputs: {
        token: { name: "token", type: "string", required: true, hidden: true },
        code_verifier: { name: "code_verifier", type: "string", hidden: true },
      },
    });
  });

  it("signs in with a token no flow asked for: last_login and amr name the identity provider", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await samlUser();
    const client = await tokenExchange();
    const body = await client.act("exchange_token", { token: await issueToken(auth, identity) });
    expect(client.last?.response.status).toBe(200);
    expect(body).toMatchObject({
      name: "success",
      payload: {
        user: { id: user.id },
        claims: { subject: user.id, amr: [`ext:${IDP}`] },
        last_login: { login_method: "third_party", third_party_provider: IDP },
      },
    });
    expect(client.last?.response.headers.get("X-Auth-Token")).toBeTruthy();
  });

  it("refuses a token another flow asked for, with 400 and no way back", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { identity } = await samlUser();
    const login = await startFlow(auth, "login");
    const client = await tokenExchange();
    const token = await issueToken(auth, identity, { flowId: login.flowId });
    const body = await client.act("exchange_token", { token });
    expect(client.last?.response.status).toBe(400);
    expect(body).toMatchObject({ name: "thirdparty", error: { code: "form_data_invalid_error" } });
    expect(Object.keys(body.actions)).toEqual(["exchange_token"]);
  });

  it("proves an address the IdP did not vouch for, and stores it verified", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await samlUser({ verified: false });
    const client = await tokenExchange();
    const token = await issueToken(auth, identity, { emailVerified: false });
    expect((await client.act("exchange_token", { token })).name).toBe("passcode_confirmation");
    const mail = await auth.smtp.nextMail(user.email);
    expect((await client.act("verify_passcode", { code: codeIn(mail.text) })).name).toBe("success");
    expect((await auth.deps.users.emails(user.id))[0]?.verified).toBe(true);
  });

  it("asks for an address when the IdP gave none, and stores it (B8)", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, identity } = await samlUser({ email: null });
    const client = await tokenExchange();
    const token = await issueToken(auth, identity, { userCreated: true });
    expect((await client.act("exchange_token", { token })).name).toBe("onboarding_email");
    const address = uniqueEmail("idp-user");
    await client.act("email_address_set", { email: address });
    const mail = await auth.smtp.nextMail(address);
    expect((await client.act("verify_passcode", { code: codeIn(mail.text) })).name).toBe("success");
    expect(await auth.deps.users.emails(user.id)).toEqual([
      expect.objectContaining({ address, verified: true, primary: true }),
    ]);
  });

  it("expires 60 minutes after it started (410)", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { identity } = await samlUser();
    const client = await tokenExchange();
    clock.advance(60 * 60 * 1000 + 1000);
    const body = await client.act("exchange_token", { token: await issueToken(auth, identity) });
    expect(client.last?.response.status).toBe(410);
    expect(body.error?.code).toBe("flow_expired_error");
  });
});
