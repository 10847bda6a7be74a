// SAML sign-in the way the widget runs it: the login flow routes an address at an IdP's domain to
// `thirdparty` with our `/saml/auth` URL (bound to the flow), the browser goes to the IdP and
// back through the ACS, and the flow exchanges the `hanko_token` for a session. Real IdPs
// (testing/test-idp.ts), the real app, on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, type FlowClient } from "../../flow/testing/flow-client.ts";
import { startFlow } from "../../flow/testing/third-party-setup.ts";
import type { TestIdp } from "../testing/test-idp.ts";
import {
  CORP,
  forUs,
  PARTNER,
  postCallback,
  PUBLIC_URL,
  redirectOf,
  SHOP,
  startSamlAuth,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

let idps: TestIdps;
beforeAll(async () => {
  idps = await startTestIdps();
}, 60_000);
afterAll(() => idps?.close());

describe.each(dialectCases())("SAML sign-in in the login flow on $dialect", (dialectCase) => {
  const { dialect, skipReason } = dialectCase;
  let auth: TestAuth;
  beforeAll(async () => {
    if (skipReason) return;
    auth = await startSamlAuth(idps, { TRUST_PROXY: "true" }, { dialect });
  }, 60_000);
  afterAll(() => auth?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  /**
   * From `continue_with_login_identifier` to the page the browser returns to: the flow's
   * redirect_url followed to the IdP, which answers the AuthnRequest it reads there.
   */
  async function signInAtIdp(idp: TestIdp, address: string) {
    const client = await startFlow(auth, "login");
    const routed = await client.act("continue_with_login_identifier", { email: address });
    expect(routed.name).toBe("thirdparty");
    const redirectUrl = String(routed.payload?.redirect_url);
    expect(redirectUrl.startsWith(`${PUBLIC_URL}/saml/auth?`)).toBe(true);

    const toIdp = await auth.request(redirectUrl.slice(PUBLIC_URL.length));
    expect(toIdp.status).toBe(303);
    const request = idp.readAuthnRequest(toIdp.headers.get("location")!);
    const browser = { Cookie: (toIdp.headers.get("set-cookie") ?? "").split(";")[0]! };
    const response = idp.response({
      ...forUs,
      inResponseTo: request.id,
      nameId: address,
      email: address,
    });
    const back = redirectOf(
      await postCallback(
        auth,
        { SAMLResponse: response, RelayState: request.relayState ?? "" },
        browser,
      ),
    );
    return { client, back };
  }

  const exchange = (client: FlowClient, token: string | undefined) =>
    client.act("exchange_token", { token: token ?? "" });

  it("signs a new user in whose address the IdP vouches for", async () => {
    const address = `flow-${crypto.randomUUID().slice(0, 8)}@${CORP}`;
    const { client, back } = await signInAtIdp(idps.corp, address);
    expect(back).toMatchObject({ status: 303, target: `${SHOP}/` });
    const body = await exchange(client, back.params.hanko_token);
    expect(body).toMatchObject({
      name: "success",
      payload: { last_login: { login_method: "third_party" } },
    });
    const user = await auth.deps.users.findByEmail(address);
    expect(body.payload?.user).toMatchObject({ id: user?.user.id });
    expect(user?.email.verified).toBe(true);
  });

  it("proves an address the IdP does not vouch for with a passcode before success", async () => {
    const address = `flow-${crypto.randomUUID().slice(0, 8)}@${PARTNER}`;
    const { client, back } = await signInAtIdp(idps.partner, address);
    expect(back.params.hanko_token).toBeDefined();
    expect((await exchange(client, back.params.hanko_token)).name).toBe("passcode_confirmation");
    const mail = await auth.smtp.nextMail(address);
    const body = await client.act("verify_passcode", { code: codeIn(mail.text) });
    expect(body.name).toBe("success");
    expect((await auth.deps.users.findByEmail(address))?.email.verified).toBe(true);
  });

  it("refuses the token in another flow than the one that asked", async () => {
    const address = `flow-${crypto.randomUUID().slice(0, 8)}@${CORP}`;
    const { back } = await signInAtIdp(idps.corp, address);
    const other = await startFlow(auth, "login");
    await other.act("continue_with_login_identifier", { email: address });
    const body = await exchange(other, back.params.hanko_token);
    expect(other.last?.response.status).toBe(400);
    expect(body).toMatchObject({ name: "thirdparty", error: { code: "form_data_invalid_error" } });
  });
});
