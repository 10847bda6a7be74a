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
    ["not XML", () => "<EntityDescriptor", "metadata is not XML"],
    [
      "no IdP",
      () => '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>',
      "metadata describes 0 identity providers, not one",
    ],
    [
      "two IdPs",
      () => `<x>${idp.metadataXml()}${idp.metadataXml()}</x>`,
      "metadata describes 2 identity providers, not one",
    ],
    [
      "its IDPSSODescriptor in another namespace",
      () =>
        idp
          .metadataXml()
          .replace("<md:IDPSSODescriptor ", '<md:IDPSSODescriptor xmlns:md="urn:example:other" '),
      "metadata describes 0 identity providers, not one",
    ],
    [
      "no redirect binding",
      () => idp.metadataXml().replace(/HTTP-Redirect/g, "SOAP"),
      "the IdP offers no HTTP-Redirect SingleSignOnService",
    ],
    [
      "a redirect binding to no URL",
      () => idp.metadataXml().replace(`Location="${idp.ssoUrl}"`, 'Location="not a url"'),
      "the IdP offers no HTTP-Redirect SingleSignOnService",
    ],
    [
      "a redirect binding to no web address",
      () =>
        idp.metadataXml().replace(`Location="${idp.ssoUrl}"`, 'Location="ftp://idp.example/sso"'),
      "the IdP offers no HTTP-Redirect SingleSignOnService",
    ],
    [
      "no signing certificate",
      () => idp.metadataXml().replace('use="signing"', 'use="encryption"'),
      "the IdP publishes no usable signing certificate",
    ],
    [
      "a broken certificate",
      () => idp.metadataXml().replace(body, body.slice(0, 200)),
      "the IdP publishes no usable signing certificate",
    ],
    [
      "no entityID",
      () => idp.metadataXml().replace(/entityID="[^"]*"/, ""),
      "the EntityDescriptor has no entityID",
    ],
    [
      "more than 1 MiB",
      () => idp.metadataXml() + " ".repeat(1024 * 1024 + 1 - idp.metadataXml().length),
      "metadata is missing or too large",
    ],
  ])("refuses metadata with %s", async (_name, xml, message) => {
    const result = await parseIdpMetadata(xml());
    expect(refusal(result)).toBe("metadata_invalid");
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });

  it("keeps what XML parsing said as the cause of a refusal, and no cause otherwise", async () => {
    const notXml = await parseIdpMetadata("<EntityDescriptor");
    expect(notXml.ok ? undefined : notXml.error.cause).toBeInstanceOf(Error);
    const noIdp = await parseIdpMetadata("<x/>");
    expect(noIdp.ok ? undefined : Object.hasOwn(noIdp.error, "cause")).toBe(false);
  });

  it("accepts metadata of exactly 1 MiB", async () => {
    const xml = idp.metadataXml() + " ".repeat(1024 * 1024 - idp.metadataXml().length);
    expect(await parseIdpMetadata(xml)).toMatchObject({ ok: true });
  });

  it("trims the entity id and the SSO URL, and takes an http SSO URL", async () => {
    const xml = idp
      .metadataXml()
      .replace(`entityID="${idp.entityId}"`, `entityID=" ${idp.entityId} "`)
      .replace(`Location="${idp.ssoUrl}"`, 'Location=" http://idp.corp.example/sso "');
    expect(await parseIdpMetadata(xml)).toMatchObject({
      ok: true,
      idp: { entityId: idp.entityId, ssoUrl: "http://idp.corp.example/sso" },
    });
  });

  it("takes the first HTTP-Redirect SingleSignOnService with a web address", async () => {
    const redirect = /<md:SingleSignOnService [^>]*HTTP-Redirect[^>]*\/>/.exec(
      idp.metadataXml(),
    )![0];
    const broken = redirect.replace(`Location="${idp.ssoUrl}"`, 'Location="not a url"');
    const xml = idp.metadataXml().replace(redirect, broken + redirect);
    expect(await parseIdpMetadata(xml)).toMatchObject({ ok: true, idp: { ssoUrl: idp.ssoUrl } });
  });

  it("lists a certificate published twice once", async () => {
    const key = /<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/.exec(idp.metadataXml())![0];
    const xml = idp.metadataXml().replace(key, key + key.replace('use="signing"', ""));
    expect(await parseIdpMetadata(xml)).toMatchObject({
      ok: true,
      idp: { certificates: [toPem(body)] },
    });
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

  it("reports a failed fetch as unavailable, with what the fetch threw", async () => {
    const source = { metadata_url: "https://idp.corp.example/metadata" };
    const failure = new Error("connection refused");
    const result = await resolveIdentityProvider(provider(source), () => Promise.reject(failure));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: "metadata_unavailable",
        message: "could not fetch https://idp.corp.example/metadata",
        cause: failure,
      },
    });
  });

  it("refuses a fetch that gives no text", async () => {
    const source = { metadata_url: "https://idp.corp.example/metadata" };
    const fetchNothing = () => Promise.resolve(undefined as unknown as string);
    const result = await resolveIdentityProvider(provider(source), fetchNothing);
    expect(result).toMatchObject({
      ok: false,
      error: { code: "metadata_invalid", message: "metadata is missing or too large" },
    });
  });

  it("refuses a provider with neither metadata nor sso_url, as a disabled one may be", async () => {
    const disabled = parseSamlConfig({
      ...sp,
      identity_providers: [{ name: "Corp", domain: "corp.example" }],
    }).identity_providers[0]!;
    expect(await resolveIdentityProvider(disabled, noFetch)).toMatchObject({
      ok: false,
      error: {
        code: "metadata_invalid",
        message: "provider corp.example has no usable sso_url and certificates",
      },
    });
  });

  it.each([
    { name: "alone", certificates: () => ["A".repeat(120)] },
    { name: "beside one that does", certificates: () => [body, "A".repeat(120)] },
  ])("refuses an inline certificate that does not parse $name", async ({ certificates }) => {
    const source = { sso_url: "https://idp.corp.example/sso", certificates: certificates() };
    expect(await resolveIdentityProvider(provider(source), noFetch)).toMatchObject({
      ok: false,
      error: {
        code: "metadata_invalid",
        message: "provider corp.example has no usable sso_url and certificates",
      },
    });
  });
});

describe("toPem", () => {
  it("turns a body or a PEM into one PEM form, and refuses what is no certificate", () => {
    const pem = toPem(body);
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n$/);
    expect(toPem(idp.certificate)).toBe(pem);
    const lines = pem!.split("\n");
    expect(lines.slice(1, -3).every((line) => line.length === 64)).toBe(true);
    expect(lines.at(-3)!.length).toBeGreaterThan(0);
    expect(lines.at(-3)!.length).toBeLessThanOrEqual(64);
    expect(lines.slice(1, -2).join("")).toBe(body);
    expect(toPem("")).toBeUndefined();
    expect(toPem("not base64!")).toBeUndefined();
    expect(toPem("AAAA")).toBeUndefined();
  });
});
