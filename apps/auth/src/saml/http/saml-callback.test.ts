import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { dialectCases } from "../../../test/test-database.ts";
import { FlowClient } from "../../flow/testing/flow-client.ts";
import type { SamlErrorCode } from "../saml-error.ts";
import { createTestIdp, type TestIdp } from "../testing/test-idp.ts";
import {
  CORP,
  forUs,
  PARTNER,
  postCallback,
  redirectOf,
  SHOP,
  startSamlAuth,
  startSignIn,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const REFUSED = {
  error: "invalid_request",
  error_description: "the SAML response was not accepted",
};
const MINUTE = 60_000;

let idps: TestIdps;
/** Signs with its own key under the corp IdP's entity id. */
let impostor: TestIdp;

beforeAll(async () => {
  [idps, impostor] = await Promise.all([
    startTestIdps(),
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
  ]);
}, 60_000);
afterAll(() => idps?.close());

/** The typed causes the server logged, in order, and the logged errors' messages. */
function logCapture() {
  const reasons: string[] = [];
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as {
          reason?: string;
          err?: { code?: string; message?: string };
        };
        const reason = entry.reason ?? entry.err?.code;
        if (reason !== undefined) reasons.push(reason);
        if (entry.err?.message !== undefined) messages.push(entry.err.message);
      }
      done();
    },
  });
  return { reasons, messages, logger: pino({ level: "info" }, sink) };
}

describe.each(dialectCases())("POST /saml/callback on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  const log = logCapture();
  /** The causes logged by the requests since the last call. */
  const loggedReasons = () => log.reasons.splice(0);
  /** What the logged errors said since the last call, for the operator. */
  const loggedMessages = () => log.messages.splice(0);

  beforeAll(async () => {
    if (skipReason) return;
    // Limits are tested below on their own; here one IP posts dozens of callbacks.
    auth = await startSamlAuth(
      idps,
      { RATE_LIMIT_ENABLED: "false" },
      { dialect, deps: { logger: log.logger } },
    );
  }, 60_000);
  afterAll(() => auth?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
    loggedReasons();
    loggedMessages();
  });

  const identities = () => auth.deps.db.selectFrom("identities").selectAll().execute();
  const userOf = (address: string) => auth.deps.users.findByEmail(address);

  describe("SP-initiated", () => {
    it("signs a new user up: 303 back with a hanko_token, the user and identity stored", async () => {
      const request = await startSignIn(auth, idps.corp, {
        domain: CORP,
        redirect_to: `${SHOP}/login?lang=sv`,
      });
      const response = idps.corp.response({
        ...forUs,
        inResponseTo: request.id,
        nameId: "emp-1001",
        email: "Jane.Doe@corp.example",
        name: "Jane Doe",
      });
      const answer = await postCallback(
        auth,
        { SAMLResponse: response, RelayState: request.relayState },
        { Cookie: request.cookie },
      );

      const back = redirectOf(answer);
      expect(back).toMatchObject({ status: 303, target: `${SHOP}/login` });
      expect(back.params).toEqual({
        lang: "sv",
        hanko_token: expect.stringMatching(TOKEN) as string,
      });

      const found = await userOf("jane.doe@corp.example");
      expect(found?.email).toMatchObject({ verified: true, primary: true });
      const identity = (await identities()).find((row) => row.provider_user_id === "emp-1001");
      expect(identity).toMatchObject({
        user_id: found?.user.id,
        email_id: found?.email.id,
        provider_id: idps.corp.entityId,
      });
      expect(JSON.parse(identity!.data)).toMatchObject({
        iss: idps.corp.entityId,
        sub: "emp-1001",
        email: "Jane.Doe@corp.example",
        email_verified: true,
        name: "Jane Doe",
        saml_provider: { domain: CORP, name: "Corp Login" },
      });
      const tokens = await auth.deps.db
        .selectFrom("one_time_tokens")
        .selectAll()
        .where("user_id", "=", found!.user.id)
        .execute();
      expect(tokens).toMatchObject([{ flow_id: null, email_verified: 1, user_created: 1 }]);
      // The request was answered: it is gone.
      expect(
        await auth.deps.db
          .selectFrom("saml_messages")
          .select("id")
          .where("id", "=", request.id)
          .execute(),
      ).toEqual([]);
    });

    it("signs the same person in again through the same identity", async () => {
      const signInOnce = async () => {
        const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
        const response = idps.corp.response({
          ...forUs,
          inResponseTo: request.id,
          nameId: "emp-2002",
          email: "sam@corp.example",
        });
        return redirectOf(
          await postCallback(
            auth,
            { SAMLResponse: response, RelayState: request.relayState },
            { Cookie: request.cookie },
          ),
        );
      };
      expect((await signInOnce()).params.hanko_token).toMatch(TOKEN);
      expect((await signInOnce()).params.hanko_token).toMatch(TOKEN);
      const rows = (await identities()).filter((row) => row.provider_user_id === "emp-2002");
      expect(rows).toHaveLength(1);
    });

    it("links an existing account by its address (SAML always links)", async () => {
      const userId = crypto.randomUUID();
      await auth.deps.users.create({
        id: userId,
        email: { address: "existing@corp.example", verified: true },
      });
      const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
      const response = idps.corp.response({
        ...forUs,
        inResponseTo: request.id,
        nameId: "emp-3003",
        email: "existing@corp.example",
      });
      const back = redirectOf(
        await postCallback(
          auth,
          { SAMLResponse: response, RelayState: request.relayState },
          { Cookie: request.cookie },
        ),
      );
      expect(back.params.hanko_token).toMatch(TOKEN);
      const identity = (await identities()).find((row) => row.provider_user_id === "emp-3003");
      expect(identity?.user_id).toBe(userId);
    });

    it.each([
      {
        name: "outside a flow, refuses an address the IdP does not vouch for",
        flowId: undefined,
        params: { error: "unverified_email" },
      },
      {
        name: "in a flow, issues a token bound to it (the flow proves the address)",
        flowId: crypto.randomUUID(),
        params: { hanko_token: expect.stringMatching(TOKEN) as string },
      },
    ])("$name", async ({ flowId, params }) => {
      const request = await startSignIn(auth, idps.partner, {
        domain: PARTNER,
        redirect_to: SHOP,
        ...(flowId !== undefined && { flow_id: flowId }),
      });
      const address = `p-${crypto.randomUUID().slice(0, 8)}@partner.example`;
      const response = idps.partner.response({
        ...forUs,
        inResponseTo: request.id,
        nameId: address,
        email: address,
      });
      const back = redirectOf(
        await postCallback(
          auth,
          { SAMLResponse: response, RelayState: request.relayState },
          { Cookie: request.cookie },
        ),
      );
      expect(back.params).toMatchObject(params);
      if (flowId === undefined) return;
      const token = await auth.deps.db
        .selectFrom("one_time_tokens")
        .innerJoin("identities", "identities.id", "one_time_tokens.identity_id")
        .select(["one_time_tokens.flow_id", "one_time_tokens.email_verified"])
        .where("identities.provider_user_id", "=", address)
        .executeTakeFirstOrThrow();
      expect(token).toEqual({ flow_id: flowId, email_verified: 0 });
    });

    it("answers a request issued by another instance of the server", async () => {
      const second = await startSamlAuth(
        idps,
        { RATE_LIMIT_ENABLED: "false" },
        { sameStoresAs: auth },
      );
      try {
        const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
        const response = idps.corp.response({
          ...forUs,
          inResponseTo: request.id,
          email: "roaming@corp.example",
          nameId: "emp-roaming",
        });
        const fields = { SAMLResponse: response, RelayState: request.relayState };
        const browser = { Cookie: request.cookie };
        expect(redirectOf(await postCallback(second, fields, browser)).params.hanko_token).toMatch(
          TOKEN,
        );
        // …and the first instance knows the request was answered.
        expect(redirectOf(await postCallback(auth, fields, browser)).params).toEqual(REFUSED);
      } finally {
        await second.close();
      }
    });
  });

  describe("IdP-initiated", () => {
    it.each([
      { relayState: "", target: `${SHOP}/` },
      { relayState: `${SHOP}/welcome`, target: `${SHOP}/welcome` },
      { relayState: "https://evil.example/welcome", target: `${SHOP}/` },
    ])(
      "sends RelayState $relayState to $target with hanko_token and saml_hint",
      async ({ relayState, target }) => {
        const address = `idp-${crypto.randomUUID().slice(0, 8)}@corp.example`;
        const response = idps.corp.response({ ...forUs, nameId: address, email: address });
        const back = redirectOf(
          await postCallback(auth, { SAMLResponse: response, RelayState: relayState }),
        );
        expect(back).toEqual({
          status: 303,
          target,
          params: {
            hanko_token: expect.stringMatching(TOKEN) as string,
            saml_hint: "idp_initiated",
          },
        });
        expect(await userOf(address)).toBeDefined();
      },
    );

    it("hands the page a token that POST /token_exchange turns into a session", async () => {
      const address = `tx-${crypto.randomUUID().slice(0, 8)}@corp.example`;
      const response = idps.corp.response({ ...forUs, nameId: address, email: address });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      expect(back.params.saml_hint).toBe("idp_initiated");

      const client = new FlowClient((path, init) => auth.request(path, init), "token_exchange");
      expect(await client.start()).toMatchObject({ name: "thirdparty" });
      const body = await client.act("exchange_token", { token: back.params.hanko_token! });
      const user = await userOf(address);
      expect(body).toMatchObject({
        name: "success",
        payload: {
          user: { id: user?.user.id },
          claims: { subject: user?.user.id, amr: [`ext:${idps.corp.entityId}`] },
          last_login: { login_method: "third_party", third_party_provider: idps.corp.entityId },
        },
      });
      const token = client.last?.response.headers.get("X-Auth-Token");
      expect(token).toBeTruthy();
      const me = await auth.request("/me", { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: user?.user.id });
    });

    it("is refused for a provider that does not allow it", async () => {
      const response = idps.partner.response({
        ...forUs,
        nameId: "p-unsolicited",
        email: "p-unsolicited@partner.example",
      });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      expect(back).toEqual({ status: 303, target: `${SHOP}/`, params: REFUSED });
      expect(loggedReasons()).toEqual(["idp_initiated_not_allowed"]);
      expect(await userOf("p-unsolicited@partner.example")).toBeUndefined();
    });

    it("is refused from an IdP we do not know", async () => {
      const stranger = await createTestIdp({ entityId: "https://idp.stranger.example/saml" });
      const response = stranger.response({ ...forUs, email: "x@corp.example" });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      expect(back).toEqual({ status: 303, target: `${SHOP}/`, params: REFUSED });
      expect(loggedReasons()).toEqual(["wrong_issuer"]);
      expect(loggedMessages()).toEqual([
        "no enabled identity provider has the entity id https://idp.stranger.example/saml",
      ]);
    }, 20_000);
  });

  describe("refuses", () => {
    /** An SP-initiated Response for a fresh request, or (inResponseTo: null) an unsolicited one. */
    type Case = {
      name: string;
      make: (request: { id: string }) => string;
      /** The RelayState posted; default the request's own. */
      relayState?: (request: { cookie: string }) => Promise<string>;
      reason: SamlErrorCode;
      /** What the log says; given where the refusal is the callback's own. */
      message?: string;
    };
    const address = (tag: string) => `refused-${tag}@corp.example`;
    const cases: Case[] = [
      {
        name: "a tampered signed assertion",
        make: ({ id }) => {
          const xml = idps.corp.responseXml({
            ...forUs,
            inResponseTo: id,
            email: address("tampered"),
          });
          const forged = xml.replace(address("tampered"), "ceo@corp.example");
          return Buffer.from(forged, "utf8").toString("base64");
        },
        reason: "invalid_signature",
      },
      {
        name: "an assertion signed by another key under the IdP's name",
        make: ({ id }) =>
          impostor.response({ ...forUs, inResponseTo: id, email: address("impostor") }),
        reason: "invalid_signature",
      },
      {
        name: "an unsigned assertion",
        make: ({ id }) =>
          idps.corp.response({
            ...forUs,
            inResponseTo: id,
            email: address("unsigned"),
            signAssertion: false,
          }),
        reason: "invalid_signature",
      },
      {
        name: "an assertion for another audience",
        make: ({ id }) =>
          idps.corp.response({
            ...forUs,
            audience: "https://other-app.example/saml",
            inResponseTo: id,
            email: address("audience"),
          }),
        reason: "wrong_audience",
      },
      {
        name: "an assertion for another ACS",
        make: ({ id }) =>
          idps.corp.response({
            ...forUs,
            recipient: "https://other-app.example/acs",
            destination: null,
            inResponseTo: id,
            email: address("recipient"),
          }),
        reason: "wrong_recipient",
      },
      {
        name: "an expired assertion",
        make: ({ id }) =>
          idps.corp.response({
            ...forUs,
            inResponseTo: id,
            email: address("expired"),
            notBefore: new Date(Date.now() - 30 * MINUTE),
            notOnOrAfter: new Date(Date.now() - 10 * MINUTE),
          }),
        reason: "expired",
      },
      {
        name: "an answer to a request we never issued",
        make: () =>
          idps.corp.response({ ...forUs, inResponseTo: "_never-issued", email: address("unk") }),
        reason: "unknown_request",
      },
      {
        name: "an unsolicited Response posted with an SP-initiated RelayState",
        make: () => idps.corp.response({ ...forUs, email: address("unsolicited") }),
        reason: "unknown_request",
        message: "the Response does not answer the request of its RelayState",
      },
      {
        name: "an answer to this request posted with another request's RelayState",
        make: ({ id }) =>
          idps.corp.response({ ...forUs, inResponseTo: id, email: address("swap") }),
        // The other request is pending too, started in the same browser: only the binding to
        // this RelayState refuses it.
        relayState: async ({ cookie }) => {
          const query = { domain: CORP, redirect_to: `${SHOP}/login` };
          return (await startSignIn(auth, idps.corp, query, cookie)).relayState;
        },
        reason: "relay_state_mismatch",
      },
    ];

    it.each(cases)("$name ($reason)", async ({ make, relayState, reason, message }) => {
      const request = await startSignIn(auth, idps.corp, {
        domain: CORP,
        redirect_to: `${SHOP}/login`,
      });
      const fields = {
        SAMLResponse: make(request),
        RelayState: (await relayState?.(request)) ?? request.relayState,
      };
      const back = redirectOf(await postCallback(auth, fields, { Cookie: request.cookie }));
      expect(back).toEqual({ status: 303, target: `${SHOP}/login`, params: REFUSED });
      expect(loggedReasons()).toEqual([reason]);
      expect(loggedMessages()).toEqual([message ?? expect.any(String)]);
      expect((await identities()).filter((row) => row.data.includes("refused-"))).toEqual([]);
    });

    it("a replayed SP-initiated Response", async () => {
      const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
      const fields = {
        SAMLResponse: idps.corp.response({
          ...forUs,
          inResponseTo: request.id,
          email: "r@corp.example",
        }),
        RelayState: request.relayState,
      };
      const browser = { Cookie: request.cookie };
      expect(redirectOf(await postCallback(auth, fields, browser)).params.hanko_token).toMatch(
        TOKEN,
      );
      expect(redirectOf(await postCallback(auth, fields, browser))).toEqual({
        status: 303,
        target: `${SHOP}/`,
        params: REFUSED,
      });
      // Its request was answered by the first post: the second names none any more.
      expect(loggedReasons()).toEqual(["unknown_request"]);
    });

    it("a replayed IdP-initiated Response", async () => {
      const fields = { SAMLResponse: idps.corp.response({ ...forUs, email: "ri@corp.example" }) };
      expect(redirectOf(await postCallback(auth, fields)).params.hanko_token).toMatch(TOKEN);
      expect(redirectOf(await postCallback(auth, fields)).params).toEqual(REFUSED);
      expect(loggedReasons()).toEqual(["replayed"]);
    });

    it("a RelayState naming no pending request", async () => {
      const response = idps.corp.response({
        ...forUs,
        inResponseTo: "_gone",
        email: "g@corp.example",
      });
      const back = redirectOf(
        await postCallback(auth, { SAMLResponse: response, RelayState: "hanko_spi__gone" }),
      );
      expect(back).toEqual({ status: 303, target: `${SHOP}/`, params: REFUSED });
      expect(loggedReasons()).toEqual(["unknown_request"]);
      expect(loggedMessages()).toEqual(["the RelayState names no pending request"]);
    });

    it("the IdP's own refusal as access_denied", async () => {
      const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
      const response = idps.corp.response({
        ...forUs,
        inResponseTo: request.id,
        status: "urn:oasis:names:tc:SAML:2.0:status:Responder",
      });
      const back = redirectOf(
        await postCallback(
          auth,
          { SAMLResponse: response, RelayState: request.relayState },
          { Cookie: request.cookie },
        ),
      );
      expect(back.params).toEqual({
        error: "access_denied",
        error_description: "access was denied",
      });
      expect(loggedReasons()).toEqual(["idp_error"]);
    });
  });

  describe("malformed posts", () => {
    const FORM = "application/x-www-form-urlencoded";
    const missing = { error: "invalid_request", error_description: "SAMLResponse is missing" };
    const saml = (text: string) =>
      `SAMLResponse=${encodeURIComponent(Buffer.from(text).toString("base64"))}`;
    it.each([
      { name: "no SAMLResponse", type: FORM, body: "RelayState=x", params: missing },
      { name: "an empty SAMLResponse", type: FORM, body: "SAMLResponse=", params: missing },
      { name: "a blank SAMLResponse", type: FORM, body: "SAMLResponse=%20%0A", params: missing },
      {
        name: "a JSON body",
        type: "application/json",
        body: '{"SAMLResponse":"abc"}',
        params: missing,
      },
      { name: "no body at all", type: undefined, body: undefined, params: missing },
      {
        name: "a broken multipart body",
        type: "multipart/form-data; boundary=x",
        body: "--x\r\nnonsense",
        params: missing,
      },
      { name: "not base64", type: FORM, body: "SAMLResponse=%3C%3E%21%21", params: REFUSED },
      { name: "base64 of no XML", type: FORM, body: saml("hello"), params: REFUSED },
      { name: "XML that is no Response", type: FORM, body: saml("<a/>"), params: REFUSED },
      {
        name: "a Response without an Issuer",
        type: FORM,
        body: saml('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>'),
        params: REFUSED,
      },
    ])("$name: 303 with an error", async ({ body, type, params }) => {
      const refused = params === REFUSED;
      const response = await auth.request("/saml/callback", {
        method: "POST",
        ...(type !== undefined && { headers: { "Content-Type": type } }),
        ...(body !== undefined && { body }),
      });
      expect(redirectOf(response)).toEqual({ status: 303, target: `${SHOP}/`, params });
      // A Response we cannot read names no IdP: nothing checks it further.
      expect({ reasons: loggedReasons(), messages: loggedMessages() }).toEqual({
        reasons: refused ? ["malformed_response"] : [],
        messages: refused ? ["no Issuer in the Response"] : [],
      });
    });

    it("a RelayState sent as a file is no RelayState: the browser goes to the default page", async () => {
      const address = `file-${crypto.randomUUID().slice(0, 8)}@corp.example`;
      const body = new FormData();
      body.set("SAMLResponse", idps.corp.response({ ...forUs, nameId: address, email: address }));
      body.set("RelayState", new Blob([`${SHOP}/welcome`]), "relay-state.txt");
      const back = redirectOf(await auth.request("/saml/callback", { method: "POST", body }));
      expect(back).toEqual({
        status: 303,
        target: `${SHOP}/`,
        params: { hanko_token: expect.stringMatching(TOKEN) as string, saml_hint: "idp_initiated" },
      });
    });

    it("a body over the server's limit: 413, never a 500", async () => {
      const response = await postCallback(auth, { SAMLResponse: "A".repeat(200_000) });
      expect(response.status).toBe(413);
    });
  });
});

describe("POST /saml/callback limits", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startSamlAuth(idps, { TRUST_PROXY: "true" }, { redis: false });
  }, 60_000);
  afterAll(() => auth?.close());

  it("answers 429 after 30 posts a minute from one IP, and not to another IP", async () => {
    const from = (ip: string) =>
      postCallback(auth, { SAMLResponse: "x" }, { "X-Forwarded-For": ip });
    for (let i = 0; i < 30; i++) expect((await from("198.51.100.7")).status).toBe(303);
    const limited = await from("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("198.51.100.8")).status).toBe(303);
  });
});
