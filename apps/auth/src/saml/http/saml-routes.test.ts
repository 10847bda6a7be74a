import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import {
  ACS,
  AUDIENCE,
  CORP,
  PARTNER,
  redirectOf,
  samlConfig,
  SHOP,
  startSamlAuth,
  startSignIn,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const FLOW = "0b6e2c1a-93f4-4d2e-8a57-c1e9f0a3b2d4";

let idps: TestIdps;
let auth: TestAuth;

beforeAll(async () => {
  idps = await startTestIdps();
  auth = await startSamlAuth(idps);
}, 60_000);

afterAll(async () => {
  await auth?.close();
  await idps?.close();
});

const authUrl = (query: Record<string, string | undefined>) => {
  const given = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  return `/saml/auth?${new URLSearchParams(given).toString()}`;
};

describe("GET /saml/provider", () => {
  it.each([
    { domain: CORP, body: { enabled: true, name: "Corp Login", domain: CORP } },
    { domain: " Partner.Example ", body: { enabled: true, name: "Partner SSO", domain: PARTNER } },
  ])("describes the provider of $domain", async ({ domain, body }) => {
    const response = await auth.request(`/saml/provider?domain=${encodeURIComponent(domain)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    { name: "an unknown domain", query: "?domain=unknown.example", status: 404 },
    { name: "a subdomain of a known one", query: `?domain=sso.${CORP}`, status: 404 },
    { name: "no domain", query: "", status: 400 },
    { name: "an empty domain", query: "?domain=", status: 400 },
    { name: "a blank domain", query: "?domain=%20%20", status: 400 },
  ])("answers $status for $name", async ({ query, status }) => {
    const response = await auth.request(`/saml/provider${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status });
  });
});

describe("GET /saml/metadata", () => {
  it("hands out our entity id and ACS as an attachment", async () => {
    const response = await auth.request(`/saml/metadata?domain=${CORP}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=Kretsbutiken-metadata.xml",
    );
    const doc = await parseDomFromString(await response.text());
    const entity = doc.documentElement;
    expect([entity.namespaceURI, entity.localName]).toEqual([MD, "EntityDescriptor"]);
    expect(entity.getAttribute("entityID")).toBe(AUDIENCE);
    const sp = doc.getElementsByTagNameNS(MD, "SPSSODescriptor")[0]!;
    expect(sp.getAttribute("WantAssertionsSigned")).toBe("true");
    const acs = doc.getElementsByTagNameNS(MD, "AssertionConsumerService")[0]!;
    expect(acs.getAttribute("Location")).toBe(ACS);
    expect(acs.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
  });

  it.each([
    { name: "an unknown domain", query: "?domain=unknown.example", status: 404 },
    { name: "no domain", query: "", status: 400 },
    { name: "a blank domain", query: "?domain=%20", status: 400 },
    ...["true", "TRUE", "t", "T", "1"].map((certOnly) => ({
      name: `our certificate (we sign nothing), cert_only=${certOnly}`,
      query: `?domain=${CORP}&cert_only=${certOnly}`,
      status: 404,
    })),
    ...["false", "0", "", "yes", "truex", "xtrue", "11", "tt"].map((certOnly) => ({
      name: `the metadata, cert_only=${certOnly}`,
      query: `?domain=${CORP}&cert_only=${certOnly}`,
      status: 200,
    })),
  ])("answers $status for $name", async ({ query, status }) => {
    expect((await auth.request(`/saml/metadata${query}`)).status).toBe(status);
  });

  it("names the attachment after the service, in characters safe for a file name", async () => {
    const named = await createTestAuth({
      SAML: JSON.stringify(samlConfig(idps)),
      SERVICE_NAME: "Krets & Butik/Test v1.2-b",
    });
    try {
      expect((await named.request(`/saml/provider?domain=${CORP}`)).status).toBe(200);
      expect((await named.request("/saml/provider")).status).toBe(400);
      const response = await named.request(`/saml/metadata?domain=${CORP}`);
      expect(response.headers.get("content-disposition")).toBe(
        "attachment; filename=Krets_Butik_Test_v1.2-b-metadata.xml",
      );
    } finally {
      await named.close();
    }
  });
});

describe("GET /saml/auth", () => {
  it("sends the browser to the IdP with an AuthnRequest for our ACS", async () => {
    const request = await startSignIn(auth, idps.corp, {
      domain: CORP,
      redirect_to: `${SHOP}/login`,
    });
    expect(request).toMatchObject({ issuer: AUDIENCE, acsUrl: ACS, destination: idps.corp.ssoUrl });
    // The RelayState names the request and nothing the browser could change.
    expect(request.relayState).toBe(`hanko_spi_${request.id}`);
    expect(request.relayState.length).toBeLessThanOrEqual(80);
    const stored = await auth.deps.db
      .selectFrom("saml_messages")
      .selectAll()
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe("request");
    expect(JSON.parse(stored.data!)).toEqual({
      provider: CORP,
      relayState: request.relayState,
      redirectTo: `${SHOP}/login`,
      // The browser's binding: the hash of its cookie's value, never the value.
      browserBinding: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
    });
    expect(request.cookie).toMatch(/^__Host-hanko_saml_request=[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(stored.data!)).not.toMatchObject({
      browserBinding: request.cookie.split("=")[1],
    });
  });

  it("keeps the flow that asked with the request", async () => {
    const flowId = crypto.randomUUID();
    const request = await startSignIn(auth, idps.partner, {
      domain: PARTNER,
      redirect_to: SHOP,
      flow_id: flowId,
    });
    const stored = await auth.deps.db
      .selectFrom("saml_messages")
      .select("data")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.data!)).toMatchObject({ provider: PARTNER, flowId });
  });

  it.each([
    {
      name: "a redirect_to off the allow-list",
      query: { domain: CORP, redirect_to: "https://evil.example/login" },
      target: `${SHOP}/`,
      description: "redirect_to is not allowed",
    },
    {
      name: "an allowed host's look-alike",
      query: { domain: CORP, redirect_to: "http://localhost:3000.evil.example/" },
      target: `${SHOP}/`,
      description: "redirect_to is not allowed",
    },
    {
      name: "no redirect_to",
      query: { domain: CORP },
      target: `${SHOP}/`,
      description: "redirect_to is missing",
    },
    {
      name: "an unknown domain",
      query: { domain: "unknown.example", redirect_to: `${SHOP}/login` },
      target: `${SHOP}/login`,
      description: "no identity provider serves the domain",
    },
    {
      name: "no domain",
      query: { redirect_to: `${SHOP}/login` },
      target: `${SHOP}/login`,
      description: "no identity provider serves the domain",
    },
    ...[
      { what: "no UUID", flowId: "x".repeat(65) },
      { what: "a UUID with more after it", flowId: `${FLOW}/x` },
      { what: "a UUID with more before it", flowId: `x-${FLOW}` },
    ].map(({ what, flowId }) => ({
      name: `a flow_id that is ${what}`,
      query: { domain: CORP, redirect_to: `${SHOP}/login`, flow_id: flowId },
      target: `${SHOP}/login`,
      description: "flow_id is not a flow id",
    })),
  ])("refuses $name with invalid_request", async ({ query, target, description }) => {
    const before = await auth.deps.db.selectFrom("saml_messages").select("id").execute();
    const response = await auth.request(authUrl(query));
    expect(redirectOf(response)).toEqual({
      status: 303,
      target,
      params: { error: "invalid_request", error_description: description },
    });
    const after = await auth.deps.db.selectFrom("saml_messages").select("id").execute();
    expect(after).toHaveLength(before.length);
  });
});

describe("with SAML disabled", () => {
  it.each([
    ["GET", `/saml/provider?domain=${CORP}`],
    ["GET", `/saml/metadata?domain=${CORP}`],
    ["GET", authUrl({ domain: CORP, redirect_to: SHOP })],
    ["POST", "/saml/callback"],
  ])("%s %s is not found", async (method, path) => {
    const off = await createTestAuth({
      SAML: JSON.stringify({ ...samlConfig(idps), enabled: false }),
    });
    try {
      const response = await off.request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: "Not Found" });
    } finally {
      await off.close();
    }
  });
});

describe("an IdP whose metadata cannot be fetched", () => {
  it("sends the browser back with server_error", async () => {
    const config = samlConfig(idps);
    config.identity_providers![0] = {
      ...config.identity_providers![0]!,
      metadata_url: `${idps.metadataUrl}/gone`,
    };
    const broken = await createTestAuth({ SAML: JSON.stringify(config) });
    try {
      const response = await broken.request(authUrl({ domain: CORP, redirect_to: SHOP }));
      expect(redirectOf(response)).toEqual({
        status: 303,
        target: `${SHOP}/`,
        params: { error: "server_error", error_description: "an internal error has occurred" },
      });
    } finally {
      await broken.close();
    }
  });
});
