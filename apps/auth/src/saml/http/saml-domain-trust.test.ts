// An identity provider speaks for its own domains only (docs/decisions/0044), through the real
// server and a test IdP that signs its own assertions: the corp IdP (skip_email_verification on,
// IdP-initiated allowed, corp.se listed as an additional domain) cannot assert the shop owner's
// address, and a partner IdP without skip_email_verification cannot link an existing account
// (here it allows IdP-initiated sign-in, whose token the token_exchange flow redeems).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { codeIn, FlowClient } from "../../flow/testing/flow-client.ts";
import {
  CORP,
  forUs,
  PARTNER,
  postCallback,
  PUBLIC_URL,
  redirectOf,
  samlConfig,
  SHOP,
  startSignIn,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

const OWNER = "owner@kretsbutiken.se";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNVERIFIED = {
  error: "unverified_email",
  error_description: "the email address is not verified by the provider",
};

let idps: TestIdps;

beforeAll(async () => {
  idps = await startTestIdps();
}, 60_000);
afterAll(() => idps?.close());

function config() {
  const saml = samlConfig(idps);
  const [corp, partner] = saml.identity_providers!;
  return {
    ...saml,
    identity_providers: [
      { ...corp!, additional_domains: ["corp.se"] },
      // This IdP says whether it verified an address, and is not the authority for its domain.
      {
        ...partner!,
        attribute_map: { email_verified: "email_verified" },
        allow_idp_initiated: true,
      },
    ],
  };
}

describe.each(dialectCases())("SAML domain trust on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;

  beforeAll(async () => {
    if (skipReason) return;
    const env = { PUBLIC_URL, SAML: JSON.stringify(config()), RATE_LIMIT_ENABLED: "false" };
    auth = await createTestAuth(env, { dialect });
  }, 60_000);
  afterAll(() => auth?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  const unique = () => crypto.randomUUID().slice(0, 8);
  const identitiesOf = (subject: string) =>
    auth.deps.db
      .selectFrom("identities")
      .selectAll()
      .where("provider_user_id", "=", subject)
      .execute();
  const tokensOf = (userId: string) =>
    auth.deps.db.selectFrom("one_time_tokens").selectAll().where("user_id", "=", userId).execute();
  const account = async (address: string) => {
    const id = crypto.randomUUID();
    const created = await auth.deps.users.create({ id, email: { address, verified: true } });
    if (!created.ok) throw new Error(`${address} exists`);
    return id;
  };

  /** An SP-initiated sign-in at `idp` whose Response asserts `email` (and `attributes`). */
  async function signIn(
    idp: "corp" | "partner",
    email: string,
    attributes: Record<string, string> = {},
  ) {
    const domain = idp === "corp" ? CORP : PARTNER;
    const request = await startSignIn(auth, idps[idp], { domain, redirect_to: SHOP });
    const subject = `emp-${unique()}`;
    const response = idps[idp].response({
      ...forUs,
      inResponseTo: request.id,
      nameId: subject,
      email,
      attributes,
    });
    const fields = { SAMLResponse: response, RelayState: request.relayState };
    const back = redirectOf(await postCallback(auth, fields, { Cookie: request.cookie }));
    return { back, subject };
  }

  describe("an address outside the IdP's domains", () => {
    let ownerId: string;
    beforeAll(async () => {
      if (skipReason) return;
      ownerId = await account(OWNER);
    });

    it.each([
      ["the shop owner's address", OWNER],
      ["the owner's address in capitals", "OWNER@KRETSBUTIKEN.SE"],
      ["a subdomain of the IdP's domain", `x@sub.${CORP}`],
      ["the IdP's domain with a trailing dot", `x@${CORP}.`],
      ["the IdP's domain spelt with a full-width dot", `x@corp\uFF0Eexample`],
    ])("is refused SP-initiated: %s", async (_name, email) => {
      const { back, subject } = await signIn("corp", email);
      expect(back).toEqual({ status: 303, target: `${SHOP}/`, params: UNVERIFIED });
      expect(await identitiesOf(subject)).toEqual([]);
      expect(await tokensOf(ownerId)).toEqual([]);
      // The address is still the owner's, or (if it was another) nobody's: no user was created.
      const holder = await auth.deps.users.findByEmail(email.toLowerCase());
      expect(holder?.user.id ?? "nobody").toBe(email.toLowerCase() === OWNER ? ownerId : "nobody");
    });

    it("is refused IdP-initiated", async () => {
      const response = idps.corp.response({ ...forUs, nameId: "emp-unsolicited", email: OWNER });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      expect(back).toEqual({ status: 303, target: `${SHOP}/`, params: UNVERIFIED });
      expect(await identitiesOf("emp-unsolicited")).toEqual([]);
      expect(await tokensOf(ownerId)).toEqual([]);
    });

    it("while the IdP still signs its own people in", async () => {
      const email = `someone-${unique()}@${CORP}`;
      const { back, subject } = await signIn("corp", email);
      expect(back.params.hanko_token).toMatch(TOKEN);
      const user = await auth.deps.users.findByEmail(email);
      expect(user?.email.verified).toBe(true);
      expect(await identitiesOf(subject)).toMatchObject([{ user_id: user?.user.id }]);
    });
  });

  describe("an existing account with the address", () => {
    it("is linked when the IdP is the authority (skip_email_verification) for the domain", async () => {
      const linked = [];
      for (const domain of [CORP, "corp.se"]) {
        const email = `existing-${unique()}@${domain}`;
        const userId = await account(email);
        const { back, subject } = await signIn("corp", email);
        linked.push({
          token: back.params.hanko_token,
          identities: await identitiesOf(subject),
          userId,
        });
      }
      expect(linked).toHaveLength(2);
      for (const { token, identities, userId } of linked) {
        expect(token).toMatch(TOKEN);
        expect(identities).toMatchObject([{ user_id: userId }]);
      }
    });

    it("is not linked by an IdP without skip_email_verification, verified claim or not", async () => {
      const email = `existing-${unique()}@${PARTNER}`;
      const userId = await account(email);
      const { back, subject } = await signIn("partner", email, { email_verified: "true" });
      expect(back).toEqual({
        status: 303,
        target: `${SHOP}/`,
        params: {
          error: "user_conflict",
          error_description: "the email address belongs to another account",
        },
      });
      expect(await identitiesOf(subject)).toEqual([]);
      expect(await tokensOf(userId)).toEqual([]);
    });

    it("while that IdP still signs a new person up at its domain", async () => {
      const email = `new-${unique()}@${PARTNER}`;
      const { back, subject } = await signIn("partner", email, { email_verified: "true" });
      expect(back.params.hanko_token).toMatch(TOKEN);
      const user = await auth.deps.users.findByEmail(email);
      expect(await identitiesOf(subject)).toMatchObject([{ user_id: user?.user.id }]);
    });
  });

  describe("an IdP-initiated sign-in with an address the IdP does not vouch for", () => {
    it("hands the page a token whose exchange proves the address by passcode first", async () => {
      const email = `unsolicited-${unique()}@${PARTNER}`;
      const response = idps.partner.response({ ...forUs, nameId: email, email });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      expect(back).toEqual({
        status: 303,
        target: `${SHOP}/`,
        params: { hanko_token: expect.stringMatching(TOKEN) as string, saml_hint: "idp_initiated" },
      });
      expect((await auth.deps.users.findByEmail(email))?.email.verified).toBe(false);

      const client = new FlowClient((path, init) => auth.request(path, init), "token_exchange");
      await client.start();
      const exchanged = await client.act("exchange_token", { token: back.params.hanko_token! });
      expect(exchanged.name).toBe("passcode_confirmation");
      const mail = await auth.smtp.nextMail(email);
      expect((await client.act("verify_passcode", { code: codeIn(mail.text) })).name).toBe(
        "success",
      );
      expect((await auth.deps.users.findByEmail(email))?.email.verified).toBe(true);
    });
  });
});
