import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSamlConfig, type SamlConfigInput } from "./saml-config.ts";
import {
  SamlError,
  SamlServiceProvider,
  type SamlErrorCode,
  type SamlResult,
  type ServiceProviderOptions,
} from "./service-provider.ts";
import { InMemoryAuthnRequestStore, InMemoryReplayCache } from "./stores.ts";
import { CLAIM, createTestIdp, NAMEID_EMAIL, type TestIdp } from "./testing/test-idp.ts";

const ENDPOINT = "https://auth.example.com";
const ACS = `${ENDPOINT}/saml/callback`;
const AUDIENCE = "https://auth.example.com/saml";
const MINUTE = 60_000;

let idp: TestIdp;
let stranger: TestIdp;

beforeAll(async () => {
  [idp, stranger] = await Promise.all([
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
  ]);
}, 60_000);

function serviceProvider(provider: object = {}, options: Partial<ServiceProviderOptions> = {}) {
  const input: SamlConfigInput = {
    enabled: true,
    endpoint_url: ENDPOINT,
    audience_uri: AUDIENCE,
    default_redirect_url: "https://shop.example.com",
    allowed_redirect_urls: ["https://shop.example.com/**"],
    identity_providers: [
      {
        enabled: true,
        name: "Corp",
        domain: "corp.example",
        entity_id: idp.entityId,
        sso_url: idp.ssoUrl,
        certificates: [idp.certificate],
        ...provider,
      },
    ],
  };
  const config = parseSamlConfig(input);
  const providerConfig = config.identity_providers[0]!;
  const requests = new InMemoryAuthnRequestStore();
  const replays = new InMemoryReplayCache();
  const sp = new SamlServiceProvider({
    config,
    provider: providerConfig,
    idp: {
      entityId: providerConfig.entity_id,
      ssoUrl: providerConfig.sso_url!,
      certificates: providerConfig.certificates,
    },
    requests,
    replays,
    ...options,
  });
  return { sp, requests, replays };
}

const valid = { audience: AUDIENCE, recipient: ACS, email: "jane@corp.example", name: "Jane Doe" };

/** Starts SP-initiated sign-in and returns the request's ID as the IdP received it. */
async function start(sp: SamlServiceProvider, relayState = "opaque-state-1") {
  const started = await sp.authnRequestUrl(relayState);
  if (!started.ok) throw started.error;
  return { ...idp.readAuthnRequest(started.url), url: started.url, relayState };
}

function expectRefused(result: SamlResult, code: SamlErrorCode) {
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  if (!result.ok) expect(result.error).toBeInstanceOf(SamlError);
}

describe("SP-initiated sign-in", () => {
  it("round-trips: AuthnRequest → the IdP answers its ID → the user", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    expect(request.url.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    expect(request).toMatchObject({
      issuer: AUDIENCE,
      acsUrl: ACS,
      destination: idp.ssoUrl,
      relayState: "opaque-state-1",
    });

    const response = idp.response({ ...valid, inResponseTo: request.id, nameId: "u-42" });
    const result = await sp.validateResponse(response, { relayState: request.relayState });
    expect(result).toMatchObject({
      ok: true,
      user: {
        nameId: "u-42",
        email: "jane@corp.example",
        name: "Jane Doe",
        inResponseTo: request.id,
        issuer: idp.entityId,
        attributes: { [CLAIM.email]: ["jane@corp.example"], [CLAIM.name]: ["Jane Doe"] },
      },
    });
    if (result.ok) expect(result.user.emailVerified).toBeUndefined();
  });

  it("keeps the caller's request id, return address and flow with the request", async () => {
    const { sp, requests } = serviceProvider();
    const details = {
      requestId: "_chosen-by-caller",
      redirectTo: "https://shop.example.com/account",
      flowId: "flow-1",
    };
    const started = await sp.authnRequestUrl("hanko_spi__chosen-by-caller", details);
    expect(started.ok && started.requestId).toBe("_chosen-by-caller");
    expect(idp.readAuthnRequest(started.ok ? started.url : "").id).toBe("_chosen-by-caller");
    expect(await requests.peek("_chosen-by-caller")).toMatchObject({
      provider: "corp.example",
      relayState: "hanko_spi__chosen-by-caller",
      redirectTo: "https://shop.example.com/account",
      flowId: "flow-1",
    });
  });

  it("accepts a Response signed over the envelope too, and one signed only there", async () => {
    const both = serviceProvider();
    const request = await start(both.sp);
    const signedTwice = idp.response({ ...valid, inResponseTo: request.id, signResponse: true });
    expect((await both.sp.validateResponse(signedTwice, request)).ok).toBe(true);

    const envelopeOnly = serviceProvider({ want_assertions_signed: false });
    const second = await start(envelopeOnly.sp);
    const response = idp.response({
      ...valid,
      inResponseTo: second.id,
      signAssertion: false,
      signResponse: true,
    });
    expect((await envelopeOnly.sp.validateResponse(response, second)).ok).toBe(true);
  });

  it("refuses an unsigned assertion in a signed envelope when assertions must be signed", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({
      ...valid,
      inResponseTo: request.id,
      signAssertion: false,
      signResponse: true,
    });
    expectRefused(await sp.validateResponse(response, request), "invalid_signature");
  });

  it("refuses an unknown InResponseTo", async () => {
    const { sp } = serviceProvider();
    await start(sp);
    const response = idp.response({ ...valid, inResponseTo: "_never-issued" });
    expectRefused(await sp.validateResponse(response, { relayState: "x" }), "unknown_request");
  });

  it("refuses a request's answer with another RelayState", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp, "state-of-tab-1");
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(
      await sp.validateResponse(response, { relayState: "state-of-tab-2" }),
      "relay_state_mismatch",
    );
  });

  it("answers each request once, even with a fresh assertion", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const first = idp.response({ ...valid, inResponseTo: request.id });
    expect((await sp.validateResponse(first, request)).ok).toBe(true);
    const second = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(await sp.validateResponse(second, request), "unknown_request");
  });

  it("refuses a request issued for another identity provider", async () => {
    const shared = { requests: new InMemoryAuthnRequestStore() };
    const other = serviceProvider({ domain: "other.example" }, shared);
    const request = await start(other.sp);
    const { sp } = serviceProvider({}, shared);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(await sp.validateResponse(response, request), "unknown_request");
  });

  it("refuses a request past its lifetime", async () => {
    const { sp } = serviceProvider({}, { requestLifetimeMs: 1 });
    const request = await start(sp);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(await sp.validateResponse(response, request), "unknown_request");
  });
});

describe("IdP-initiated sign-in", () => {
  it("is refused unless the provider allows it", async () => {
    const { sp } = serviceProvider();
    expectRefused(
      await sp.validateResponse(idp.response(valid), { relayState: "" }),
      "idp_initiated_not_allowed",
    );
  });

  it("is accepted where allowed, without InResponseTo", async () => {
    const { sp } = serviceProvider({ allow_idp_initiated: true });
    const result = await sp.validateResponse(idp.response(valid), { relayState: undefined });
    expect(result).toMatchObject({ ok: true, user: { email: "jane@corp.example" } });
    if (result.ok) expect(result.user.inResponseTo).toBeUndefined();
  });

  it("still refuses a replayed assertion", async () => {
    const { sp } = serviceProvider({ allow_idp_initiated: true });
    const response = idp.response(valid);
    expect((await sp.validateResponse(response, { relayState: "" })).ok).toBe(true);
    expectRefused(await sp.validateResponse(response, { relayState: "" }), "replayed");
  });
});

describe("validateResponse refuses", () => {
  // Each case starts an SP-initiated sign-in and answers it with one thing wrong.
  const cases: [string, SamlErrorCode, (request: string) => string, object?][] = [
    [
      "a NameID changed after signing",
      "invalid_signature",
      (id) =>
        tamper(
          idp.responseXml({ ...valid, inResponseTo: id, nameId: "jane" }),
          ">jane</saml:NameID>",
          ">admin</saml:NameID>",
        ),
    ],
    [
      "an e-mail attribute changed after signing",
      "invalid_signature",
      (id) =>
        tamper(
          idp.responseXml({ ...valid, inResponseTo: id }),
          "jane@corp.example",
          "boss@corp.example",
        ),
    ],
    [
      "a Response signed by another certificate",
      "invalid_signature",
      (id) => stranger.response({ ...valid, inResponseTo: id, signResponse: true }),
    ],
    [
      "an unsigned Response",
      "invalid_signature",
      (id) => idp.response({ ...valid, inResponseTo: id, signAssertion: false }),
    ],
    [
      "another audience",
      "wrong_audience",
      (id) => idp.response({ ...valid, inResponseTo: id, audience: "https://other.example/sp" }),
    ],
    [
      "another recipient",
      "wrong_recipient",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          recipient: "https://evil.example/saml/callback",
          destination: ACS,
        }),
    ],
    [
      "another destination",
      "wrong_destination",
      (id) => idp.response({ ...valid, inResponseTo: id, destination: "https://evil.example/acs" }),
    ],
    [
      "another issuer",
      "wrong_issuer",
      (id) => idp.response({ ...valid, inResponseTo: id, issuer: "https://idp.evil.example" }),
    ],
    [
      "an expired assertion",
      "expired",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          notBefore: new Date(Date.now() - 10 * MINUTE),
          notOnOrAfter: new Date(Date.now() - 2 * MINUTE),
        }),
    ],
    [
      "a bearer confirmation that has expired while the Conditions have not",
      "expired",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          confirmationNotOnOrAfter: new Date(Date.now() - 2 * MINUTE),
        }),
    ],
    [
      "an assertion not valid yet",
      "not_yet_valid",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          notBefore: new Date(Date.now() + 5 * MINUTE),
          notOnOrAfter: new Date(Date.now() + 10 * MINUTE),
        }),
    ],
    [
      "an assertion without e-mail address",
      "missing_email",
      (id) => idp.response({ audience: AUDIENCE, recipient: ACS, inResponseTo: id }),
    ],
    [
      "an IdP error status",
      "idp_error",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          status: "urn:oasis:names:tc:SAML:2.0:status:Requester",
        }),
    ],
    ["something that is not base64", "malformed_response", () => "<Response/>"],
    ["base64 that is not XML", "malformed_response", () => b64("not xml at all")],
    [
      "XML that is not a Response",
      "malformed_response",
      () => b64('<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>'),
    ],
  ];

  it.each(cases)("%s", async (_name, code, build) => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    expectRefused(await sp.validateResponse(build(request.id), request), code);
  });

  it("a replayed Response (the same one twice)", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expect((await sp.validateResponse(response, request)).ok).toBe(true);
    expectRefused(await sp.validateResponse(response, request), "replayed");
  });

  it("a Response whose envelope answers another request than its signed assertion", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const other = await start(sp, "other");
    const response = tamper(
      idp.responseXml({ ...valid, inResponseTo: request.id }),
      `InResponseTo="${request.id}">`,
      `InResponseTo="${other.id}">`,
    );
    expectRefused(await sp.validateResponse(response, other), "unknown_request");
  });

  it("as a value even when a store fails", async () => {
    const { sp } = serviceProvider(
      {},
      { replays: { remember: () => Promise.reject(new Error("redis down")) } },
    );
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(await sp.validateResponse(response, request), "internal_error");
  });
});

describe("user details", () => {
  it("maps configured attributes, verification and the e-mail NameID fallback", async () => {
    const { sp } = serviceProvider({
      allow_idp_initiated: true,
      attribute_map: { email: "mail", email_verified: "verified" },
    });
    const result = await sp.validateResponse(
      idp.response({
        audience: AUDIENCE,
        recipient: ACS,
        attributes: {
          mail: "Jane@Corp.example",
          verified: "true",
          [CLAIM.givenName]: "Jane",
          [CLAIM.surname]: "Doe",
          groups: ["staff", "admins"],
        },
      }),
      { relayState: "" },
    );
    expect(result).toMatchObject({
      ok: true,
      user: {
        email: "Jane@Corp.example",
        emailVerified: true,
        name: "Jane Doe",
        givenName: "Jane",
        familyName: "Doe",
        attributes: { groups: ["staff", "admins"] },
      },
    });

    const byNameId = await sp.validateResponse(
      idp.response({
        audience: AUDIENCE,
        recipient: ACS,
        nameId: "jane@corp.example",
        nameIdFormat: NAMEID_EMAIL,
      }),
      { relayState: "" },
    );
    expect(byNameId).toMatchObject({ ok: true, user: { email: "jane@corp.example" } });
  });

  it("counts the address as verified with skip_email_verification", async () => {
    const { sp } = serviceProvider({ allow_idp_initiated: true, skip_email_verification: true });
    const result = await sp.validateResponse(idp.response(valid), { relayState: "" });
    expect(result).toMatchObject({ ok: true, user: { emailVerified: true } });
  });
});

describe("the provider's domains (an IdP speaks for its own addresses only)", () => {
  it.each([
    ["another site's address", "owner@kretsbutiken.se"],
    ["a subdomain", "jane@sub.corp.example"],
    ["a suffix of another name", "jane@evilcorp.example"],
    ["the domain as a prefix", "jane@corp.example.evil.se"],
    ["a trailing dot", "jane@corp.example."],
    ["an empty label", "jane@corp..example"],
    ["a full-width dot (IDNA maps it to .)", "jane@corp\uFF0Eexample"],
    ["a full-width letter", "jane@\uFF43orp.example"],
    ["a Cyrillic look-alike", "jane@\u0441orp.example"],
    ["the Kelvin sign, which lower-cases to k", "jane@\u212Acorp.example"],
    ["a second @ hiding the domain", "owner@kretsbutiken.se@corp.example"],
  ])("refuses %s, and consumes nothing", async (_name, email) => {
    const { sp } = serviceProvider({ additional_domains: ["kcorp.example"] });
    const request = await start(sp);
    const foreign = idp.response({ ...valid, inResponseTo: request.id, email });
    const refused = await sp.validateResponse(foreign, request);
    expectRefused(refused, email.split("@").length > 2 ? "missing_email" : "foreign_domain");
    // The legitimate answer to the same request still signs in.
    const own = idp.response({ ...valid, inResponseTo: request.id });
    expect(await sp.validateResponse(own, request)).toMatchObject({ ok: true });
  });

  it.each([
    ["its domain", "jane@corp.example"],
    ["its domain in another case", "Jane@CORP.Example"],
    ["a listed additional domain", "jane@KCorp.example"],
  ])("accepts an address at %s", async (_name, email) => {
    const { sp } = serviceProvider({ additional_domains: ["KCORP.example"] });
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id, email });
    expect(await sp.validateResponse(response, request)).toMatchObject({
      ok: true,
      user: { email },
    });
  });

  it("refuses an e-mail NameID outside its domains too", async () => {
    const { sp } = serviceProvider({ allow_idp_initiated: true });
    const response = idp.response({
      audience: AUDIENCE,
      recipient: ACS,
      nameId: "owner@kretsbutiken.se",
      nameIdFormat: NAMEID_EMAIL,
    });
    expectRefused(await sp.validateResponse(response, { relayState: "" }), "foreign_domain");
  });
});

describe("metadataXml", () => {
  it("is well-formed XML naming our entity id and ACS", async () => {
    const { sp } = serviceProvider();
    const xml = sp.metadataXml();
    const doc = await parseDomFromString(xml);
    const root = doc.documentElement;
    expect(root.localName).toBe("EntityDescriptor");
    expect(root.namespaceURI).toBe("urn:oasis:names:tc:SAML:2.0:metadata");
    expect(root.getAttribute("entityID")).toBe(AUDIENCE);
    const acs = root.getElementsByTagName("AssertionConsumerService")[0];
    expect(acs?.getAttribute("Location")).toBe(ACS);
    expect(acs?.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
    const descriptor = root.getElementsByTagName("SPSSODescriptor")[0];
    expect(descriptor?.getAttribute("WantAssertionsSigned")).toBe("true");
  });
});

const b64 = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

/** The Response with its first `from` replaced by `to`, base64 encoded. */
function tamper(xml: string, from: string, to: string): string {
  if (!xml.includes(from)) throw new Error(`${from} is not in the Response`);
  return b64(xml.replace(from, to));
}
