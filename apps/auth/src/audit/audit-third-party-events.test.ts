// Sign-in and sign-up with a provider's account, and linking and unlinking one in the profile,
// in the audit log: driven through `exchange_token` with real one-time tokens and held
// connections, as a provider's callback (OAuth or SAML alike) leaves them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { FlowClient } from "../flow/testing/flow-client.ts";
import { createUser } from "../flow/testing/flow-test-users.ts";
import {
  holdConnection,
  issueToken,
  linkIdentity,
  ownIp,
  SHOP_PAGE,
  startFlow,
  thirdPartyEnv,
} from "../flow/testing/third-party-setup.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth({ TRUST_PROXY: "true", AUDIT_LOG_MASK: "false", ...thirdPartyEnv() });
});
afterAll(() => auth.close());

async function entriesOf(userId: string) {
  const page = await auth.deps.audit.list({ filters: { actorUserId: userId }, perPage: 100 });
  return page.entries.reverse().map((entry) => [entry.type, entry.details]);
}

async function atThirdparty(flow: "login" | "registration"): Promise<FlowClient> {
  const client = await startFlow(auth, flow);
  await client.act("thirdparty_oauth", { provider: "google", redirect_to: SHOP_PAGE });
  return client;
}

describe("a provider's account", () => {
  it("signing in: login_success with the method and the provider", async () => {
    const user = await createUser(auth);
    const identity = await linkIdentity(auth, user.id);
    const client = await atThirdparty("login");
    const flowId = client.flowId;
    await client.act("exchange_token", { token: await issueToken(auth, identity, { flowId }) });
    expect(client.body.name).toBe("success");

    expect(await entriesOf(user.id)).toEqual([
      [
        "login_success",
        { login_method: "third_party", third_party_provider: "google", flow_id: flowId },
      ],
    ]);
  });

  it("signing up (the callback made the user): thirdparty_signup_succeeded", async () => {
    const user = await createUser(auth);
    const identity = await linkIdentity(auth, user.id);
    const client = await atThirdparty("registration");
    const flowId = client.flowId;
    const token = await issueToken(auth, identity, { flowId, userCreated: true });
    await client.act("exchange_token", { token });
    expect(client.body.name).toBe("success");

    expect(await entriesOf(user.id)).toEqual([
      ["thirdparty_signup_succeeded", { third_party_provider: "google", flow_id: flowId }],
    ]);
  });

  it("linked and unlinked in the profile: thirdparty_linking_succeeded, thirdparty_unlinked", async () => {
    const user = await signIn(auth);
    const client = new FlowClient((path, init) => auth.request(path, init), "profile", {
      ...user.auth,
      ...ownIp(),
    });
    await client.start();
    await client.act("register_client_capabilities", {});
    await client.act("connect_thirdparty_oauth_provider", {
      provider: "google",
      redirect_to: SHOP_PAGE,
    });
    const flowId = client.flowId;
    const token = await holdConnection(auth, { userId: user.userId, flowId });
    await client.act("exchange_token", { token });
    const [identity] = await auth.deps.db
      .selectFrom("identities")
      .select("id")
      .where("user_id", "=", user.userId)
      .execute();
    await client.act("disconnect_thirdparty_oauth_provider", { identity_id: identity?.id });
    expect(client.body.name).toBe("profile_init");

    expect(await entriesOf(user.userId)).toEqual([
      ["thirdparty_linking_succeeded", { third_party_provider: "google", flow_id: flowId }],
      ["thirdparty_unlinked", { third_party_provider: "google", flow_id: flowId }],
    ]);
  });
});
