import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseSamlConfig, type SamlConfigInput } from "./saml-config.ts";
import { SamlError, type SamlErrorCode } from "./saml-error.ts";
import type { SamlResult } from "./saml-user.ts";
import {
  DEFAULT_REQUEST_LIFETIME_MS,
  newRequestId,
  SamlServiceProvider,
  type ServiceProviderOptions,
} from "./service-provider.ts";
import { serviceProviderMetadata } from "./service-provider-metadata.ts";
import { InMemoryAuthnRequestStore, InMemoryReplayCache, type ReplayCache } from "./stores.ts";
import {
  CLAIM,
  createTestIdp,
  NAMEID_EMAIL,
  NAMEID_PERSISTENT,
  type TestIdp,
  type TestResponseOptions,
} from "./testing/test-idp.ts";

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

afterEach(() => {
  vi.useRealTimers();
});

function serviceProvider(
  provider: object = {},
  options: Partial<ServiceProviderOptions> = {},
  samlOptions: object = {},
) {
  const input: SamlConfigInput = {
    enabled: true,
    endpoint_url: ENDPOINT,
    audience_uri: AUDIENCE,
    default_redirect_url: "https://shop.example.com",
    allowed_redirect_urls: ["https://shop.example.com/**"],
    options: samlOptions,
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

function expectRefused(result: SamlResult, code: SamlErrorCode, message?: string | RegExp) {
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  const error = result.ok ? undefined : result.error;
  expect(error).toBeInstanceOf(SamlError);
  if (typeof message === "string") expect(error?.message).toBe(message);
  if (message instanceof RegExp) expect(error?.message).toMatch(message);
}

/** A replay cache that also records what it was asked to remember. */
class RecordingReplayCache implements ReplayCache {
  readonly remembered: [key: string, expiresAt: number][] = [];
  readonly #cache = new InMemoryReplayCache();

  remember(key: string, expiresAt: number): Promise<boolean> {
    this.remembered.push([key, expiresAt]);
    return this.#cache.remember(key, expiresAt);
  }
}

/** Edits of a Response's XML before it is signed. */
const edit = {
  /** Drops the first match of `pattern`. */
  drop: (pattern: RegExp) => (xml: string) => replaceOnce(xml, pattern, ""),
  /** Sets `attribute="value"` on the SubjectConfirmationData. */
  confirmationAttribute: (attribute: string, value: string) => (xml: string) =>
    replaceOnce(xml, /<saml:SubjectConfirmationData\b/, `$& ${attribute}="${value}"`),
};

function replaceOnce(xml: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(xml)) throw new Error(`${String(pattern)} is not in the Response`);
  return xml.replace(pattern, replacement);
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
      browserBinding: "binding-hash",
    };
    const started = await sp.authnRequestUrl("hanko_spi__chosen-by-caller", details);
    expect(started.ok && started.requestId).toBe("_chosen-by-caller");
    expect(idp.readAuthnRequest(started.ok ? started.url : "").id).toBe("_chosen-by-caller");
    expect(await requests.peek("_chosen-by-caller")).toMatchObject({
      provider: "corp.example",
      relayState: "hanko_spi__chosen-by-caller",
      redirectTo: "https://shop.example.com/account",
      flowId: "flow-1",
      browserBinding: "binding-hash",
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
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2030, 0, 1) });
    const { sp } = serviceProvider({}, { requestLifetimeMs: 5 * MINUTE });
    const request = await start(sp);
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(
      await sp.validateResponse(response, request),
      "unknown_request",
      `InResponseTo ${request.id} is not a pending request`,
    );
  });

  it("keeps a request ten minutes by default", async () => {
    const t0 = Date.UTC(2030, 0, 1);
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const { sp, requests } = serviceProvider();
    const request = await start(sp);
    expect(DEFAULT_REQUEST_LIFETIME_MS).toBe(10 * MINUTE);
    expect(await requests.peek(request.id)).toMatchObject({ expiresAt: t0 + 10 * MINUTE });
  });

  it("gives each AuthnRequest a fresh xsd:ID of 160 random bits", async () => {
    const { sp, requests } = serviceProvider();
    const [first, second] = [await start(sp), await start(sp)];
    expect(first.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(second.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(second.id).not.toBe(first.id);
    expect(newRequestId()).toMatch(/^_[0-9a-f]{40}$/);
    expect(await requests.peek(first.id)).toMatchObject({ provider: "corp.example" });
  });

  it("asks for no particular NameID format or authentication method, and forces a login if configured", async () => {
    const plain = await start(serviceProvider().sp);
    expect(plain.xml).not.toMatch(/RequestedAuthnContext|NameIDPolicy[^>]*Format|ForceAuthn/);
    const forced = await start(serviceProvider({}, {}, { force_login: true }).sp);
    expect(forced.xml).toMatch(/ForceAuthn="true"/);
  });

  it("answers a request sent without RelayState when the post carries none", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp, "");
    expect(request.relayState).toBe("");
    const response = idp.response({ ...valid, inResponseTo: request.id });
    const result = await sp.validateResponse(response, { relayState: undefined });
    expect(result).toMatchObject({ ok: true, user: { inResponseTo: request.id } });
  });

  it("reports a request store that fails as a value", async () => {
    const failure = new Error("redis down");
    const requests = new InMemoryAuthnRequestStore();
    requests.save = () => Promise.reject(failure);
    const { sp } = serviceProvider({}, { requests });
    const started = await sp.authnRequestUrl("state");
    expect(started).toMatchObject({ ok: false, error: { code: "internal_error" } });
    const error = started.ok ? undefined : started.error;
    expect(error).toBeInstanceOf(SamlError);
    expect(error?.message).toBe("could not create the AuthnRequest");
    expect(error?.cause).toBe(failure);
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
  const cases: [string, SamlErrorCode, string | RegExp, (request: string) => string][] = [
    [
      "a NameID changed after signing",
      "invalid_signature",
      "Invalid signature",
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
      "Invalid signature",
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
      "Invalid signature",
      (id) => stranger.response({ ...valid, inResponseTo: id, signResponse: true }),
    ],
    [
      "an unsigned Response",
      "invalid_signature",
      "Invalid signature",
      (id) => idp.response({ ...valid, inResponseTo: id, signAssertion: false }),
    ],
    [
      "another audience",
      "wrong_audience",
      /^SAML assertion audience mismatch\. Expected: https:\/\/auth\.example\.com\/saml Received: https:\/\/other\.example\/sp$/,
      (id) => idp.response({ ...valid, inResponseTo: id, audience: "https://other.example/sp" }),
    ],
    [
      "another recipient",
      "wrong_recipient",
      `no bearer SubjectConfirmation for ${ACS}`,
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          recipient: "https://evil.example/saml/callback",
          destination: ACS,
        }),
    ],
    [
      "a confirmation for us that is not a bearer one",
      "wrong_recipient",
      `no bearer SubjectConfirmation for ${ACS}`,
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: (xml) =>
            replaceOnce(
              xml,
              /urn:oasis:names:tc:SAML:2\.0:cm:bearer/,
              "urn:oasis:names:tc:SAML:2.0:cm:holder-of-key",
            ),
        }),
    ],
    [
      "an assertion without Subject",
      "wrong_recipient",
      `no bearer SubjectConfirmation for ${ACS}`,
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/<saml:Subject>.*<\/saml:Subject>/),
        }),
    ],
    [
      "a bearer confirmation without its data",
      "wrong_recipient",
      `no bearer SubjectConfirmation for ${ACS}`,
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/<saml:SubjectConfirmationData\b[^>]*\/>/),
        }),
    ],
    [
      "another destination",
      "wrong_destination",
      `Destination https://evil.example/acs is not ${ACS}`,
      (id) => idp.response({ ...valid, inResponseTo: id, destination: "https://evil.example/acs" }),
    ],
    [
      "another issuer",
      "wrong_issuer",
      `Issuer https://idp.evil.example is not https://idp.corp.example/metadata`,
      (id) => idp.response({ ...valid, inResponseTo: id, issuer: "https://idp.evil.example" }),
    ],
    [
      "an assertion without Issuer",
      "malformed_response",
      "assertion without Issuer",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/(?<=<saml:Assertion\b[^>]*>)<saml:Issuer>[^<]*<\/saml:Issuer>/),
        }),
    ],
    [
      "an assertion without NameID",
      "malformed_response",
      "assertion without ID or NameID",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/<saml:NameID\b[^>]*>[^<]*<\/saml:NameID>/),
        }),
    ],
    [
      "an assertion with a blank NameID",
      "malformed_response",
      "assertion without ID or NameID",
      (id) => idp.response({ ...valid, inResponseTo: id, nameId: "  " }),
    ],
    [
      "an assertion without ID",
      "malformed_response",
      "assertion without ID or NameID",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/(?<=<saml:Assertion\b[^>]*) ID="[^"]*"/),
        }),
    ],
    [
      "an expired assertion",
      "expired",
      /^SAML assertion expired: clocks skewed too much$/,
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
      "the SubjectConfirmation is outside its validity window",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          confirmationNotOnOrAfter: new Date(Date.now() - 2 * MINUTE),
        }),
    ],
    [
      "a bearer confirmation without NotOnOrAfter",
      "malformed_response",
      /^Error parsing NotOnOrAfter: 'undefined' is not a valid date$/,
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.drop(/(?<=<saml:SubjectConfirmationData\b[^>]*) NotOnOrAfter="[^"]*"/),
        }),
    ],
    [
      "a bearer confirmation not valid yet",
      "not_yet_valid",
      "the SubjectConfirmation is outside its validity window",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          edit: edit.confirmationAttribute(
            "NotBefore",
            new Date(Date.now() + 3 * MINUTE).toISOString(),
          ),
        }),
    ],
    [
      "an assertion not valid yet",
      "not_yet_valid",
      "SAML assertion not yet valid",
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
      "the assertion carries no e-mail address",
      (id) => idp.response({ audience: AUDIENCE, recipient: ACS, inResponseTo: id }),
    ],
    [
      "an address at another domain",
      "foreign_domain",
      "the address is not at a domain of this identity provider",
      (id) => idp.response({ ...valid, inResponseTo: id, email: "jane@other.example" }),
    ],
    [
      "an IdP error status",
      "idp_error",
      "SAML provider returned Requester error: unspecified",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          status: "urn:oasis:names:tc:SAML:2.0:status:Requester",
        }),
    ],
    [
      "a signed NoPassive answer, which carries no assertion",
      "malformed_response",
      "no assertion in the Response",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          status: "urn:oasis:names:tc:SAML:2.0:status:Responder",
          signResponse: true,
          edit: (xml) =>
            replaceOnce(
              xml,
              /<samlp:StatusCode ([^>]*)\/>/,
              '<samlp:StatusCode $1><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:NoPassive"/></samlp:StatusCode>',
            ),
        }),
    ],
    [
      "a successful Response without assertion",
      "malformed_response",
      "Missing SAML assertion",
      (id) =>
        idp.response({
          ...valid,
          inResponseTo: id,
          signAssertion: false,
          edit: edit.drop(/<saml:Assertion\b.*<\/saml:Assertion>/),
        }),
    ],
    [
      "something that is not base64",
      "malformed_response",
      "SAMLResponse is not base64",
      () => "<Response/>",
    ],
    [
      "base64 after a character that is not",
      "malformed_response",
      "SAMLResponse is not base64",
      (id) => `!${idp.response({ ...valid, inResponseTo: id })}`,
    ],
    [
      "base64 before a character that is not",
      "malformed_response",
      "SAMLResponse is not base64",
      (id) => `${idp.response({ ...valid, inResponseTo: id })}!`,
    ],
    ["nothing", "malformed_response", "SAMLResponse is not base64", () => ""],
    [
      "base64 that is not XML",
      "malformed_response",
      "SAMLResponse is not XML",
      () => b64("<not xml at all"),
    ],
    [
      "XML that is not a Response",
      "malformed_response",
      "not a SAML Response",
      () => b64('<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>'),
    ],
  ];

  it.each(cases)("%s", async (_name, code, message, build) => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    expectRefused(await sp.validateResponse(build(request.id), request), code, message);
  });

  it("a SAMLResponse longer than 512 KiB, unparsed", async () => {
    const { sp } = serviceProvider();
    const [first, second] = [await start(sp), await start(sp)];
    const padded = (id: string, length: number) => {
      const response = idp.response({ ...valid, inResponseTo: id });
      return response + "\n".repeat(length - response.length);
    };
    const limit = 512 * 1024;
    const tooLong = padded(first.id, limit + 1);
    expect(tooLong).toHaveLength(limit + 1);
    expectRefused(
      await sp.validateResponse(tooLong, first),
      "malformed_response",
      "SAMLResponse is not base64",
    );
    const longest = padded(second.id, limit);
    expect(longest).toHaveLength(limit);
    expect(await sp.validateResponse(longest, second)).toMatchObject({ ok: true });
  });

  it("a SAMLResponse that is not a string at all", async () => {
    const { sp } = serviceProvider();
    const notAString = 1234 as unknown as string;
    expectRefused(
      await sp.validateResponse(notAString, { relayState: "" }),
      "malformed_response",
      "SAMLResponse is not base64",
    );
  });

  it("a replayed Response (the same one twice)", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    const accepted = await sp.validateResponse(response, request);
    expect(accepted.ok).toBe(true);
    const assertionId = accepted.ok ? accepted.user.assertionId : "";
    expectRefused(
      await sp.validateResponse(response, request),
      "replayed",
      `assertion ${assertionId} was used before`,
    );
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
    expectRefused(
      await sp.validateResponse(response, other),
      "unknown_request",
      "Response and assertion answer different requests",
    );
  });

  it("as a value even when a store fails", async () => {
    const failure = new Error("redis down");
    const { sp } = serviceProvider({}, { replays: { remember: () => Promise.reject(failure) } });
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    const result = await sp.validateResponse(response, request);
    expectRefused(result, "internal_error", "SAML response validation failed");
    expect(result.ok ? undefined : result.error.cause).toBe(failure);
  });

  it("with node-saml's error as the cause, and no cause for its own findings", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const unsigned = idp.response({ ...valid, inResponseTo: request.id, signAssertion: false });
    const bySignature = await sp.validateResponse(unsigned, request);
    expect(bySignature.ok ? undefined : bySignature.error.cause).toBeInstanceOf(Error);
    const wrongIssuer = idp.response({ ...valid, inResponseTo: request.id, issuer: "x" });
    const byIssuer = await sp.validateResponse(wrongIssuer, request);
    expectRefused(byIssuer, "wrong_issuer");
    expect(byIssuer.ok ? {} : byIssuer.error).not.toHaveProperty("cause");
  });
});

describe("InResponseTo", () => {
  it.each([
    ["the Response's and the assertion's", (xml: string) => xml],
    [
      "the Response's alone",
      edit.drop(/(?<=<saml:SubjectConfirmationData\b[^>]*) InResponseTo="[^"]*"/),
    ],
    ["the signed assertion's alone", edit.drop(/(?<=<samlp:Response\b[^>]*) InResponseTo="[^"]*"/)],
  ])("answers the request named in %s", async (_name, change) => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id, edit: change });
    const result = await sp.validateResponse(response, request);
    expect(result).toMatchObject({ ok: true, user: { inResponseTo: request.id } });
  });

  it("is refused for IdP-initiated sign-in by name", async () => {
    const { sp } = serviceProvider();
    expectRefused(
      await sp.validateResponse(idp.response(valid), { relayState: "" }),
      "idp_initiated_not_allowed",
      "IdP-initiated sign-in is not allowed here",
    );
  });

  it("names the request's RelayState as the mismatch", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp, "state-1");
    const response = idp.response({ ...valid, inResponseTo: request.id });
    expectRefused(
      await sp.validateResponse(response, { relayState: "state-2" }),
      "relay_state_mismatch",
      "the RelayState is not the request's",
    );
  });
});

describe("the SubjectConfirmation's validity window (60 s clock skew by default)", () => {
  const t0 = Date.UTC(2030, 0, 1, 12);

  async function answer(change: (xml: string) => string, samlOptions: object = {}) {
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const { sp } = serviceProvider({}, {}, samlOptions);
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id, edit: change });
    const result = await sp.validateResponse(response, request);
    return result.ok ? "accepted" : result.error.code;
  }
  const notOnOrAfter = (ms: number) =>
    replacing(/(?<=<saml:SubjectConfirmationData\b[^>]*NotOnOrAfter=")[^"]*/, iso(ms));
  const notBefore = (ms: number) => edit.confirmationAttribute("NotBefore", iso(ms));

  it.each([
    ["ends the skew after NotOnOrAfter", notOnOrAfter(t0 - MINUTE), {}, "expired"],
    ["is open a millisecond before", notOnOrAfter(t0 - MINUTE + 1), {}, "accepted"],
    ["ends at NotOnOrAfter without skew", notOnOrAfter(t0), { clock_skew_seconds: 0 }, "expired"],
    ["opens the skew before NotBefore", notBefore(t0 + MINUTE), {}, "accepted"],
    ["is closed a millisecond earlier", notBefore(t0 + MINUTE + 1), {}, "not_yet_valid"],
    ["opens at NotBefore without skew", notBefore(t0), { clock_skew_seconds: 0 }, "accepted"],
    [
      "is closed before NotBefore without skew",
      notBefore(t0 + 1),
      { clock_skew_seconds: 0 },
      "not_yet_valid",
    ],
  ])("%s", async (_name, change, samlOptions, outcome) => {
    expect(await answer(change, samlOptions)).toBe(outcome);
  });

  it("is taken from the one bearer confirmation for us that is valid, if any", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const replays = new RecordingReplayCache();
    const { sp } = serviceProvider({}, { replays });
    const confirmation = (recipient: string, until: number, method = "bearer") =>
      subjectConfirmation({ NotOnOrAfter: iso(until), Recipient: recipient }, method);
    const answer = async (...confirmations: string[]) => {
      const request = await start(sp);
      const response = idp.response({
        ...valid,
        inResponseTo: request.id,
        edit: replacing(
          /<saml:SubjectConfirmation\b.*<\/saml:SubjectConfirmation>/,
          confirmations.join(""),
        ),
      });
      const result = await sp.validateResponse(response, request);
      return result.ok ? "accepted" : result.error.code;
    };
    const outcomes = [
      await answer(confirmation(ACS, t0 - 5 * MINUTE), confirmation(ACS, t0 + 3 * MINUTE)),
      await answer(
        confirmation("https://evil.example/acs", t0 + 3 * MINUTE),
        confirmation(ACS, t0 - 5 * MINUTE),
      ),
      await answer(
        confirmation(ACS, t0 + 3 * MINUTE, "holder-of-key"),
        confirmation(ACS, t0 - 5 * MINUTE),
      ),
    ];
    expect(outcomes).toEqual(["accepted", "expired", "expired"]);
    // The assertion is remembered until the chosen confirmation's end, and the skew after it.
    expect(replays.remembered).toEqual([[expect.any(String), t0 + 3 * MINUTE + MINUTE]]);
  });

  it("reports a confirmation not valid yet over one expired, in either order", async () => {
    const early = subjectConfirmation({
      NotBefore: iso(t0 + 5 * MINUTE),
      NotOnOrAfter: iso(t0 + 9 * MINUTE),
      Recipient: ACS,
    });
    const late = subjectConfirmation({ NotOnOrAfter: iso(t0 - 5 * MINUTE), Recipient: ACS });
    const confirmations = /<saml:SubjectConfirmation\b.*<\/saml:SubjectConfirmation>/;
    const outcomes = [
      await answer(replacing(confirmations, early + late)),
      await answer(replacing(confirmations, late + early)),
    ];
    expect(outcomes).toEqual(["not_yet_valid", "not_yet_valid"]);
  });
});

describe("replays", () => {
  it("are keyed by issuer and assertion id, and remembered past the confirmation's end", async () => {
    const replays = new RecordingReplayCache();
    const { sp } = serviceProvider({}, { replays });
    const request = await start(sp);
    const until = new Date(Date.now() + 3 * MINUTE);
    const response = idp.response({
      ...valid,
      inResponseTo: request.id,
      assertionId: "_assertion-1",
      confirmationNotOnOrAfter: until,
    });
    expect(await sp.validateResponse(response, request)).toMatchObject({ ok: true });
    expect(replays.remembered).toEqual([
      [`${idp.entityId}\n_assertion-1`, until.getTime() + MINUTE],
    ]);
  });

  it("of one assertion id by two issuers are two assertions", async () => {
    const { sp } = serviceProvider({ entity_id: undefined, allow_idp_initiated: true });
    const answer = async (issuer: string) => {
      const response = idp.response({ ...valid, issuer, assertionId: "_same" });
      const result = await sp.validateResponse(response, { relayState: "" });
      return result.ok ? result.user.issuer : result.error.code;
    };
    const outcomes = [
      await answer("https://a.example"),
      await answer("https://b.example"),
      await answer("https://a.example"),
    ];
    expect(outcomes).toEqual(["https://a.example", "https://b.example", "replayed"]);
  });
});

describe("an identity provider without a known entity id", () => {
  it("is taken at the assertion's word for its Issuer", async () => {
    const { sp } = serviceProvider({ entity_id: undefined });
    expect(sp.idpEntityId).toBeUndefined();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id, issuer: "urn:any" });
    const result = await sp.validateResponse(response, request);
    expect(result).toMatchObject({ ok: true, user: { issuer: "urn:any" } });
  });
});

describe("the Response's Destination", () => {
  it("may be left out", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id, destination: null });
    expect(await sp.validateResponse(response, request)).toMatchObject({ ok: true });
  });
});

describe("the posted form value", () => {
  it("may be base64 wrapped in lines, as some IdPs post it", async () => {
    const { sp } = serviceProvider();
    const request = await start(sp);
    const response = idp.response({ ...valid, inResponseTo: request.id });
    const wrapped = response.replace(/.{76}/g, "$&\r\n");
    expect(wrapped).toContain("\r\n");
    expect(await sp.validateResponse(wrapped, request)).toMatchObject({ ok: true });
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
    const { sp } = serviceProvider({
      allow_idp_initiated: true,
      skip_email_verification: true,
      attribute_map: { email_verified: "verified" },
    });
    const response = idp.response({ ...valid, attributes: { verified: "false" } });
    const result = await sp.validateResponse(response, { relayState: "" });
    expect(result).toMatchObject({ ok: true, user: { emailVerified: true } });
  });

  /** The user an IdP-initiated Response with these details makes. */
  async function userOf(details: Partial<TestResponseOptions>, provider: object = {}) {
    const { sp } = serviceProvider({ allow_idp_initiated: true, ...provider });
    const result = await sp.validateResponse(
      idp.response({ audience: AUDIENCE, recipient: ACS, ...details }),
      { relayState: "" },
    );
    return result.ok ? result.user : result.error.code;
  }
  const emailOf = async (details: Partial<TestResponseOptions>, provider: object = {}) => {
    const user = await userOf(details, provider);
    return typeof user === "string" ? user : user.email;
  };

  it.each<[string, Partial<TestResponseOptions>, string]>([
    [
      "the mapped attribute's first value that is not blank",
      { attributes: { [CLAIM.email]: ["  ", "jane@corp.example"] } },
      "jane@corp.example",
    ],
    [
      "the mapped attribute before an e-mail NameID",
      { email: "jane@corp.example", nameId: "joe@corp.example", nameIdFormat: NAMEID_EMAIL },
      "jane@corp.example",
    ],
    [
      "node-saml's mail attribute when the mapped one is absent",
      { attributes: { mail: "jane@corp.example" } },
      "jane@corp.example",
    ],
    [
      "node-saml's e-mail before an e-mail NameID",
      {
        attributes: { mail: "jane@corp.example" },
        nameId: "joe@corp.example",
        nameIdFormat: NAMEID_EMAIL,
      },
      "jane@corp.example",
    ],
    [
      "an e-mail NameID when node-saml's e-mail has several values",
      {
        attributes: { email: ["a@corp.example", "b@corp.example"] },
        nameId: "jane@corp.example",
        nameIdFormat: NAMEID_EMAIL,
      },
      "jane@corp.example",
    ],
    [
      "the address without surrounding blanks",
      { email: " jane@corp.example\t" },
      "jane@corp.example",
    ],
    [
      "no address from a NameID of another format",
      { nameId: "jane@corp.example" },
      "missing_email",
    ],
    ["no address from a blank attribute", { email: "   " }, "missing_email"],
    ["no address from a value without @", { email: "jane" }, "missing_email"],
    [
      "no address from a value with nothing before the @",
      { email: "@corp.example" },
      "missing_email",
    ],
    [
      "no address from a value with a blank inside",
      { email: "jane doe@corp.example" },
      "missing_email",
    ],
    [
      "no address from a value with more after the domain",
      { email: "jane@corp.example more" },
      "missing_email",
    ],
  ])("takes %s", async (_name, details, expected) => {
    expect(await emailOf(details)).toBe(expected);
  });

  it.each<[string, Record<string, string>, boolean | undefined]>([
    ["true", { verified: "true" }, true],
    ["1", { verified: "1" }, true],
    [" TRUE ", { verified: " TRUE " }, true],
    ["a blank before 1", { verified: ["", "1"] as unknown as string }, true],
    ["false", { verified: "false" }, false],
    ["0", { verified: "0" }, false],
    ["yes", { verified: "yes" }, false],
    ["nothing", {}, undefined],
  ])("reads email_verified %s", async (_name, attributes, expected) => {
    const user = await userOf(
      { ...valid, attributes },
      { attribute_map: { email_verified: "verified" } },
    );
    expect(typeof user === "string" ? user : user.emailVerified).toBe(expected);
  });

  it("reads no verification where none is mapped, not even an attribute called undefined", async () => {
    const user = await userOf({ ...valid, attributes: { undefined: "true" } });
    expect(typeof user === "string" ? user : user.emailVerified).toBeUndefined();
  });

  it.each<[string, Record<string, string>, object]>([
    [
      "the name attribute first",
      { [CLAIM.name]: "J. Doe", [CLAIM.givenName]: "Jane", [CLAIM.surname]: "Doe" },
      { name: "J. Doe", givenName: "Jane", familyName: "Doe" },
    ],
    [
      "given and family name joined",
      { [CLAIM.givenName]: "Jane", [CLAIM.surname]: "Doe" },
      { name: "Jane Doe" },
    ],
    [
      "the given name alone",
      { [CLAIM.givenName]: "Jane" },
      { name: "Jane", givenName: "Jane", familyName: undefined },
    ],
    [
      "the family name alone",
      { [CLAIM.surname]: "Doe" },
      { name: "Doe", givenName: undefined, familyName: "Doe" },
    ],
    ["no name at all", {}, { name: undefined, givenName: undefined, familyName: undefined }],
  ])("names the user by %s", async (_name, attributes, expected) => {
    const user = await userOf({ email: "jane@corp.example", attributes });
    expect(typeof user === "string" ? user : { ...user }).toMatchObject(expected);
    expect(typeof user === "string" ? user : Object.keys(user)).toContain("name");
  });

  it("keeps every attribute with string values, and the NameID, its format and the session", async () => {
    const user = await userOf({
      email: "jane@corp.example",
      nameId: " u-42 ",
      attributes: { groups: ["staff", "", "admins"], empty: "" },
      edit: replacing(
        /<\/saml:AttributeStatement>/,
        '<saml:Attribute Name="nested"><saml:AttributeValue><x:thing xmlns:x="urn:x">v</x:thing></saml:AttributeValue></saml:Attribute>' +
          '<saml:Attribute Name="novalue"/></saml:AttributeStatement>',
      ),
    });
    expect(user).toMatchObject({ nameId: "u-42", nameIdFormat: NAMEID_PERSISTENT });
    const ids = typeof user === "string" ? [] : [user.sessionIndex, user.assertionId];
    expect(ids).toEqual([
      expect.stringMatching(/^_[0-9a-f]{32}$/),
      expect.stringMatching(/^_[0-9a-f]{32}$/),
    ]);
    expect(typeof user === "string" ? user : user.attributes).toEqual({
      [CLAIM.email]: ["jane@corp.example"],
      groups: ["staff", "admins"],
    });
  });

  it("has no NameID format when the NameID names none", async () => {
    const user = await userOf({
      email: "jane@corp.example",
      edit: edit.drop(/(?<=<saml:NameID\b[^>]*) Format="[^"]*"/),
    });
    expect(user).toMatchObject({ nameId: "user-1" });
    expect(typeof user === "string" ? user : user.nameIdFormat).toBeUndefined();
  });
});

describe("a service provider", () => {
  function options(change: (options: ServiceProviderOptions) => ServiceProviderOptions) {
    const { sp: _sp, ...stores } = serviceProvider();
    const config = parseSamlConfig({
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
          sso_url: idp.ssoUrl,
          certificates: [idp.certificate],
        },
      ],
    });
    const provider = config.identity_providers[0]!;
    return change({
      config,
      provider,
      idp: { ssoUrl: idp.ssoUrl, certificates: provider.certificates },
      ...stores,
    });
  }

  it.each([
    [
      "an endpoint URL",
      (o: ServiceProviderOptions) => ({ ...o, config: { ...o.config, endpoint_url: undefined } }),
    ],
    [
      "an audience URI",
      (o: ServiceProviderOptions) => ({ ...o, config: { ...o.config, audience_uri: undefined } }),
    ],
  ])("needs %s", (_name, change) => {
    const made = options(change);
    expect(() => new SamlServiceProvider(made)).toThrow(
      expect.objectContaining({
        code: "internal_error",
        message: "saml.endpoint_url and saml.audience_uri are required",
      }),
    );
    expect(() => serviceProviderMetadata(made.config, made.provider)).toThrow(
      expect.objectContaining({
        code: "internal_error",
        message: "saml.endpoint_url and saml.audience_uri are required",
      }),
    );
  });

  it("needs a certificate to check signatures with", () => {
    const made = options((o) => ({ ...o, idp: { ...o.idp, certificates: [] } }));
    expect(() => new SamlServiceProvider(made)).toThrow(
      expect.objectContaining({
        code: "internal_error",
        message: "no signing certificate for corp.example",
      }),
    );
  });

  it("is made from complete options", () => {
    const sp = new SamlServiceProvider(options((o) => o));
    expect([sp.acsUrl, sp.entityId, sp.idpEntityId]).toEqual([ACS, AUDIENCE, undefined]);
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

  it("says so where assertions need not be signed", async () => {
    const { sp } = serviceProvider({ want_assertions_signed: false, want_response_signed: true });
    const doc = await parseDomFromString(sp.metadataXml());
    const descriptor = doc.documentElement.getElementsByTagName("SPSSODescriptor")[0];
    expect(descriptor?.hasAttribute("AuthnRequestsSigned")).toBe(true);
    expect(descriptor?.hasAttribute("WantAssertionsSigned")).toBe(false);
  });
});

const iso = (ms: number) => new Date(ms).toISOString();

/** A SubjectConfirmation whose SubjectConfirmationData has the attributes `data`. */
const subjectConfirmation = (data: Record<string, string>, method = "bearer") =>
  `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:${method}">` +
  `<saml:SubjectConfirmationData${Object.entries(data)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("")}/>` +
  "</saml:SubjectConfirmation>";

/** An edit that replaces the first match of `pattern`. */
const replacing = (pattern: RegExp, replacement: string) => (xml: string) =>
  replaceOnce(xml, pattern, replacement);

const b64 = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

/** The Response with its first `from` replaced by `to`, base64 encoded. */
function tamper(xml: string, from: string, to: string): string {
  if (!xml.includes(from)) throw new Error(`${from} is not in the Response`);
  return b64(xml.replace(from, to));
}
