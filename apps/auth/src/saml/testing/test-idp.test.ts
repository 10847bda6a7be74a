import { X509Certificate } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { parseDomFromString } from "@node-saml/node-saml/lib/xml.js";
import { SignedXml } from "xml-crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAIM, createTestIdp, type TestIdp } from "./test-idp.ts";

let idp: TestIdp;

beforeAll(async () => {
  idp = await createTestIdp({ entityId: "https://idp.test.example/saml" });
}, 60_000);

const base = { audience: "https://sp.example/saml", recipient: "https://sp.example/acs" };

/** Checks each enveloped signature of `xml` against the IdP's certificate. */
async function signatures(xml: string): Promise<{ target: string; valid: boolean }[]> {
  const doc = await parseDomFromString(xml);
  const nodes = Array.from(
    doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature"),
  );
  return nodes.map((node) => {
    const verifier = new SignedXml({ publicCert: idp.certificate });
    verifier.loadSignature(node);
    const parent = node.parentNode as Element;
    return { target: parent.localName, valid: verifier.checkSignature(xml) };
  });
}

describe("createTestIdp", () => {
  it("has a self-signed certificate for its host", () => {
    const certificate = new X509Certificate(idp.certificate);
    expect(certificate.subject).toContain("CN=idp.test.example");
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(idp.privateKey).toContain("PRIVATE KEY");
  });

  it("signs the assertion, and the Response when asked", async () => {
    expect(await signatures(idp.responseXml(base))).toEqual([{ target: "Assertion", valid: true }]);
    expect(await signatures(idp.responseXml({ ...base, signResponse: true }))).toEqual([
      { target: "Response", valid: true },
      { target: "Assertion", valid: true },
    ]);
    expect(await signatures(idp.responseXml({ ...base, signAssertion: false }))).toEqual([]);
  });

  it("signs what an edit made, placing the signature first where the edit took the Issuer", async () => {
    const withoutIssuers = (xml: string) =>
      xml.replaceAll(/<saml:Issuer>[^<]*<\/saml:Issuer>/g, "");
    const xml = idp.responseXml({
      ...base,
      nameId: "before",
      signResponse: true,
      edit: (unsigned) => withoutIssuers(unsigned.replace(">before<", ">after<")),
    });
    expect(xml).toContain(">after</saml:NameID>");
    expect(xml).not.toContain("Issuer");
    expect(await signatures(xml)).toEqual([
      { target: "Response", valid: true },
      { target: "Assertion", valid: true },
    ]);
    const doc = await parseDomFromString(xml);
    const firstChildren = ["Response", "Assertion"].map(
      (name) => doc.getElementsByTagNameNS("*", name)[0]?.firstChild?.nodeName,
    );
    expect(firstChildren).toEqual(["ds:Signature", "ds:Signature"]);
  });

  it("puts every parameter where a service provider looks", async () => {
    const xml = idp.responseXml({
      ...base,
      destination: "https://sp.example/destination",
      issuer: "https://issuer.example",
      inResponseTo: "_req1",
      nameId: "jane & co",
      notOnOrAfter: new Date("2030-01-01T00:00:00.000Z"),
      email: "jane@example.com",
      name: "Jane",
      attributes: { groups: ["a", "b"] },
      assertionId: "_a1",
      responseId: "_r1",
    });
    const doc = await parseDomFromString(xml);
    const one = (name: string) => doc.getElementsByTagNameNS("*", name)[0];
    expect(one("Response")?.getAttribute("Destination")).toBe("https://sp.example/destination");
    expect(one("Response")?.getAttribute("InResponseTo")).toBe("_req1");
    expect(one("Response")?.getAttribute("ID")).toBe("_r1");
    expect(one("Assertion")?.getAttribute("ID")).toBe("_a1");
    expect(one("Issuer")?.textContent).toBe("https://issuer.example");
    expect(one("NameID")?.textContent).toBe("jane & co");
    expect(one("Audience")?.textContent).toBe(base.audience);
    const confirmation = one("SubjectConfirmationData");
    expect(confirmation?.getAttribute("Recipient")).toBe(base.recipient);
    expect(confirmation?.getAttribute("InResponseTo")).toBe("_req1");
    expect(confirmation?.getAttribute("NotOnOrAfter")).toBe("2030-01-01T00:00:00.000Z");
    expect(one("Conditions")?.getAttribute("NotOnOrAfter")).toBe("2030-01-01T00:00:00.000Z");
    const attributes = Array.from(doc.getElementsByTagNameNS("*", "Attribute")).map((node) => [
      node.getAttribute("Name"),
      Array.from(node.getElementsByTagNameNS("*", "AttributeValue")).map((v) => v.textContent),
    ]);
    expect(Object.fromEntries(attributes)).toEqual({
      groups: ["a", "b"],
      [CLAIM.email]: ["jane@example.com"],
      [CLAIM.name]: ["Jane"],
    });
    expect(Buffer.from(idp.response(base), "base64").toString()).toContain("<samlp:Response");
  });

  it("reads an AuthnRequest from a redirect URL", () => {
    const xml =
      '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_abc" ' +
      'Destination="https://idp.test.example/sso" AssertionConsumerServiceURL="https://sp.example/acs">' +
      '<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">https://sp.example</saml:Issuer>' +
      "</samlp:AuthnRequest>";
    const url = new URL(idp.ssoUrl);
    url.searchParams.set("SAMLRequest", deflateRawSync(xml).toString("base64"));
    url.searchParams.set("RelayState", "rs");
    expect(idp.readAuthnRequest(url.href)).toEqual({
      id: "_abc",
      issuer: "https://sp.example",
      acsUrl: "https://sp.example/acs",
      destination: "https://idp.test.example/sso",
      relayState: "rs",
      xml,
    });
  });
});
