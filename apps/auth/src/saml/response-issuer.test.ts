import { beforeAll, describe, expect, it } from "vitest";
import { responseIssuer } from "./response-issuer.ts";
import { createTestIdp, type TestIdp } from "./testing/test-idp.ts";

const P = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"';
const A = 'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const b64 = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

let idp: TestIdp;
beforeAll(async () => {
  idp = await createTestIdp({ entityId: "https://idp.example.test/saml" });
}, 60_000);

describe("responseIssuer", () => {
  it("reads a signed Response's Issuer", async () => {
    const response = idp.response({ audience: "a", recipient: "https://sp.example/acs" });
    expect(await responseIssuer(response)).toBe("https://idp.example.test/saml");
  });

  it.each([
    {
      name: "the Response's Issuer",
      xml: `<samlp:Response ${P} ${A}><saml:Issuer> https://a.example </saml:Issuer><saml:Assertion><saml:Issuer>https://b.example</saml:Issuer></saml:Assertion></samlp:Response>`,
      issuer: "https://a.example",
    },
    {
      name: "the assertion's Issuer when the Response has none",
      xml: `<samlp:Response ${P} ${A}><saml:Assertion><saml:Issuer>https://b.example</saml:Issuer></saml:Assertion></samlp:Response>`,
      issuer: "https://b.example",
    },
    { name: "no Issuer", xml: `<samlp:Response ${P}/>`, issuer: undefined },
    {
      name: "an empty Issuer",
      xml: `<samlp:Response ${P} ${A}><saml:Issuer> </saml:Issuer></samlp:Response>`,
      issuer: undefined,
    },
    {
      name: "an Issuer outside the SAML namespace",
      xml: `<samlp:Response ${P}><Issuer>https://a.example</Issuer></samlp:Response>`,
      issuer: undefined,
    },
    {
      name: "a root that is no Response",
      xml: `<samlp:LogoutResponse ${P} ${A}><saml:Issuer>https://a.example</saml:Issuer></samlp:LogoutResponse>`,
      issuer: undefined,
    },
    {
      name: "a Response outside the protocol namespace",
      xml: `<Response ${A}><saml:Issuer>https://a.example</saml:Issuer></Response>`,
      issuer: undefined,
    },
    { name: "no XML", xml: "hello", issuer: undefined },
    { name: "broken XML", xml: `<samlp:Response ${P}><`, issuer: undefined },
  ])("finds $issuer in $name", async ({ xml, issuer }) => {
    expect(await responseIssuer(b64(xml))).toBe(issuer);
  });

  it.each([
    { name: "not base64", value: "<samlp:Response/>" },
    { name: "empty", value: "" },
    { name: "too long", value: "A".repeat(512 * 1024 + 1) },
  ])("finds nothing in a value that is $name", async ({ value }) => {
    expect(await responseIssuer(value)).toBeUndefined();
  });
});
