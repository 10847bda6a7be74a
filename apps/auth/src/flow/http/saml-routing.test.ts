// SAML domain routing in the identifier actions over HTTP (flow-api.md §2.2 identifier
// resolution step 2, §2.6 step 4, docs/decisions/0034): an address whose domain has an enabled
// identity provider goes to `thirdparty` with our `/saml/auth` URL (back to
// `saml.default_redirect_url`, bound to the flow); other addresses and usernames resolve as
// before; the identifier action stays offered for SAML alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { samlAuthUrl } from "../../saml/saml-auth-url.ts";
import type { FlowPolicyOverrides } from "../flows/flow-policy.ts";
import { FlowClient } from "../testing/flow-client.ts";
import { createUser, uniqueEmail } from "../testing/flow-test-users.ts";
import {
  issueToken,
  linkIdentity,
  ownIp,
  SAML_DOMAIN,
  samlEnv,
  SHOP_PAGE,
  startFlow,
} from "../testing/third-party-setup.ts";
import { createFlowRoutes } from "./flow-routes.ts";

const IDP = "https://idp.corp.example/entity";

const opened: TestAuth[] = [];
afterAll(async () => {
  await Promise.all(opened.map((auth) => auth.close()));
});

async function open(env: TestEnv): Promise<TestAuth> {
  const auth = await createTestAuth({ TRUST_PROXY: "true", ...env });
  opened.push(auth);
  return auth;
}

const expectedUrl = (auth: TestAuth, client: FlowClient) =>
  samlAuthUrl(auth.config, { domain: SAML_DOMAIN, redirectTo: SHOP_PAGE, flowId: client.flowId });

describe("with a SAML identity provider for corp.example", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await open({ USERNAME_ENABLED: "true", ...samlEnv() });
  });

  it.each([
    ["an address", "jane@corp.example"],
    ["an address in capitals, with spaces", "  Jane@CORP.Example "],
  ])(
    "login sends %s at the domain to /saml/auth, bound to the flow, back to default_redirect_url",
    async (_what, identifier) => {
      const client = await startFlow(auth, "login");
      const body = await client.act("continue_with_login_identifier", { identifier });
      expect(client.last?.response.status).toBe(200);
      expect(body.name).toBe("thirdparty");
      expect(Object.keys(body.actions)).toEqual(["exchange_token", "back"]);
      expect(body.payload?.redirect_url).toBe(expectedUrl(auth, client));
      expect(Object.fromEntries(new URL(String(body.payload?.redirect_url)).searchParams)).toEqual({
        domain: SAML_DOMAIN,
        redirect_to: SHOP_PAGE,
        flow_id: client.flowId,
      });
      expect((await client.act("back")).name).toBe("login_init");
    },
  );

  it("login resolves other addresses, subdomains and usernames as before", async () => {
    for (const identifier of [uniqueEmail("other"), "jane@sub.corp.example"]) {
      const client = await startFlow(auth, "login");
      expect((await client.act("continue_with_login_identifier", { identifier })).name).toBe(
        "login_method_chooser",
      );
    }
    await createUser(auth, { email: null, username: "corp_example", password: "korrekt-häst-9" });
    const client = await startFlow(auth, "login");
    expect(
      (await client.act("continue_with_login_identifier", { identifier: "corp_example" })).name,
    ).toBe("login_password");
  });

  it("registration sends an address at the domain to /saml/auth and creates no user", async () => {
    const client = await startFlow(auth, "registration");
    const body = await client.act("register_login_identifier", { email: "new@corp.example" });
    expect(body.name).toBe("thirdparty");
    expect(body.payload?.redirect_url).toBe(expectedUrl(auth, client));
    expect(await auth.deps.users.findByEmail("new@corp.example")).toBeUndefined();
    expect((await client.act("back")).name).toBe("registration_init");
    const other = await client.act("register_login_identifier", { email: uniqueEmail("new") });
    expect(other.name).toBe("passcode_confirmation");
  });

  it("exchanges the token the SAML callback issues for this flow", async () => {
    const user = await createUser(auth, { email: "known@corp.example", username: "known_user" });
    const identity = await linkIdentity(auth, user.id, { providerId: IDP });
    const client = await startFlow(auth, "login");
    await client.act("continue_with_login_identifier", { identifier: "known@corp.example" });
    const body = await client.act("exchange_token", {
      token: await issueToken(auth, identity, { flowId: client.flowId }),
    });
    expect(body).toMatchObject({
      name: "success",
      payload: {
        claims: { subject: user.id, amr: [`ext:${IDP}`] },
        last_login: { login_method: "third_party", third_party_provider: IDP },
      },
    });
  });
});

describe("with SAML off", () => {
  it("routes nobody, whatever the identity providers say", async () => {
    const auth = await open(samlEnv(false));
    const login = await startFlow(auth, "login");
    expect(
      (await login.act("continue_with_login_identifier", { email: "jane@corp.example" })).name,
    ).toBe("login_method_chooser");
    const registration = await startFlow(auth, "registration");
    expect(
      (await registration.act("register_login_identifier", { email: "jane@corp.example" })).name,
    ).toBe("passcode_confirmation");
  });
});

describe("the identifier action without passwords and passcodes (§2.2 suspension)", () => {
  const neither: FlowPolicyOverrides = {
    password: { enabled: false },
    email: { useForAuthentication: false },
  };

  async function loginInit(env: TestEnv, policy: FlowPolicyOverrides) {
    const auth = await open(env);
    const routes = createFlowRoutes(auth.deps, { policy, trustProxy: true });
    const client = new FlowClient(routes.request, "login", ownIp());
    await client.start();
    return client.act("register_client_capabilities", { webauthn_available: false });
  }

  const withoutProviders = {
    SAML: JSON.stringify({ ...JSON.parse(samlEnv().SAML ?? "{}"), identity_providers: [] }),
  };
  it.each([
    { what: "SAML with an identity provider", env: samlEnv(), policy: neither, offered: true },
    { what: "SAML off", env: samlEnv(false), policy: neither, offered: false },
    {
      what: "SAML on without an identity provider",
      env: withoutProviders,
      policy: neither,
      offered: false,
    },
    {
      what: "SAML and usernames as the only identifier",
      env: { USERNAME_ENABLED: "true", ...samlEnv() },
      policy: { ...neither, email: { useForAuthentication: false, useAsLoginIdentifier: false } },
      offered: false,
    },
  ])("with $what, offered: $offered", async ({ env, policy, offered }) => {
    const body = await loginInit(env, policy);
    expect(body.actions.continue_with_login_identifier !== undefined).toBe(offered);
  });
});
