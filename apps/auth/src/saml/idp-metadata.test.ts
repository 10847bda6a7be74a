import { beforeAll, describe, expect, it } from "vitest";
import {
  parseIdpMetadata,
  resolveIdentityProvider,
  toPem,
  type IdpMetadataResult,
} from "./idp-metadata.ts";
import { parseSamlConfig } from "./saml-config.ts";
import { createTestIdp, type TestIdp } from "./testing/test-idp.ts";

let idp: TestIdp;
let body: string;

beforeAll(async () => {
  idp = await createTestIdp({ entityId: "https://idp.corp.example/saml" });
  body = idp.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, "");
}, 60_000);

const sp = {
  enabled: true,
  endpoint_url: "https://auth.example.com",
  audience_uri: "https://auth.example.com",
  default_redirect_url: "https://shop.example.com",
  allowed_redirect_urls: ["https://shop.example.com/**"],
};

const provider = (source: object) =>
  parseSamlConfig({
    ...sp,
    identity_providers: [{ enabled: true, name: "Corp", domain: "corp.example", ...source }],
  }).identity_providers[0]!;

const noFetch = () => Promise.reject(new Error("no fetch expected"));

function refusal(result: IdpMetadataResult): string {
  return result.ok ? "accepted" : result.error.code;
}

describe("parseIdpMetadata", () => {
  it("reads the entity id, the HTTP-Redirect SSO URL and the signing certificate", async () => {
    expect(await parseIdpMetadata(idp.metadataXml())).toEqual({
      ok: true,
      idp: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: [toPem(body)] },
    });
  });

  it("takes the IdP out of an EntitiesDescriptor beside an SP, and keys without use", async () => {
    const xml =
      '<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">' +
      '<EntityDescriptor entityID="https://sp.example"><SPSSODescriptor/></EntityDescriptor>' +
      '<EntityDescriptor entityID="https://idp.example"><IDPSSODescriptor>' +
      '<KeyDescriptor use="encryption"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">' +
      "<X509Data><X509Certificate>AAAA</X509Certificate></X509Data></KeyInfo></KeyDescriptor>" +
      '<KeyDescriptor><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">' +
      `<X509Data><X509Certificate>\n${body}\n</X509Certificate></X509Data></KeyInfo></KeyDescriptor>` +
      '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" ' +
      'Location="https://idp.example/sso"/>' +
      "</IDPSSODescriptor></EntityDescriptor></EntitiesDescriptor>";
    expect(await parseIdpMetadata(xml)).toEqual({
      ok: true,
      idp: {
        entityId: "https://idp.example",
        ssoUrl: "https://idp.example/sso",
        certificates: [toPem(body)],
      },
    });
  });

  it.each([
    ["not XML", () => "<EntityDescriptor"],
    ["no IdP", () => '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>'],
    ["two IdPs", () => `<x>${idp.metadataXml()}${idp.metadataXml()}</x>`],
    ["no redirect binding", () => idp.metadataXml().replace(/HTTP-Redirect/g, "SOAP")],
    [
      "no signing certificate",
      () => idp.metadataXml().replace('use="signing"', 'use="encryption"'),
    ],
    ["a broken certificate", () => idp.metadataXml().replace(body, body.slice(0, 200))],
    ["no entityID", () => idp.metadataXml().replace(/entityID="[^"]*"/, "")],
  ])("refuses metadata with %s", async (_name, xml) => {
    expect(refusal(await parseIdpMetadata(xml()))).toBe("metadata_invalid");
  });
});

describe("resolveIdentityProvider", () => {
  it("uses inline settings", async () => {
    const result = await resolveIdentityProvider(
      provider({
        entity_id: "https://idp.corp.example/saml",
        sso_url: "https://idp.corp.example/sso",
        certificates: [body],
      }),
      noFetch,
    );
    expect(result).toEqual({
      ok: true,
      idp: {
        entityId: "https://idp.corp.example/saml",
        ssoUrl: "https://idp.corp.example/sso",
        certificates: [toPem(body)],
      },
    });
  });

  it("uses inline metadata", async () => {
    const result = await resolveIdentityProvider(
      provider({ metadata: idp.metadataXml() }),
      noFetch,
    );
    expect(result).toMatchObject({ ok: true, idp: { entityId: idp.entityId } });
  });

  it("fetches metadata_url", async () => {
    const fetched: string[] = [];
    const fetchMetadata = (url: string) => {
      fetched.push(url);
      return Promise.resolve(idp.metadataXml());
    };
    const source = { metadata_url: "https://idp.corp.example/metadata" };
    const result = await resolveIdentityProvider(provider(source), fetchMetadata);
    expect(result).toMatchObject({ ok: true, idp: { ssoUrl: idp.ssoUrl } });
    expect(fetched).toEqual(["https://idp.corp.example/metadata"]);
  });

  it("reports a failed fetch as unavailable", async () => {
    const source = { metadata_url: "https://idp.corp.example/metadata" };
    expect(refusal(await resolveIdentityProvider(provider(source), noFetch))).toBe(
      "metadata_unavailable",
    );
  });

  it("refuses an inline certificate that does not parse", async () => {
    const source = { sso_url: "https://idp.corp.example/sso", certificates: ["A".repeat(120)] };
    expect(refusal(await resolveIdentityProvider(provider(source), noFetch))).toBe(
      "metadata_invalid",
    );
  });
});

describe("toPem", () => {
  it("turns a body or a PEM into one PEM form, and refuses what is no certificate", () => {
    const pem = toPem(body);
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n$/);
    expect(toPem(idp.certificate)).toBe(pem);
    expect(toPem("")).toBeUndefined();
    expect(toPem("not base64!")).toBeUndefined();
    expect(toPem("AAAA")).toBeUndefined();
  });
});
