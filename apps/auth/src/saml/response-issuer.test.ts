import { beforeAll, describe, expect, it } from "vitest";
import { responseIssuer } from "./response-issuer.ts";
import { createTestIdp, type TestIdp } from "./testing/test-idp.ts";

const P = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"';
const A = 'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const b64 = (xml: string) => Buffer.from(xml, "utf8").toString("base64");
/** A Response whose base64 has every kind of character: letters, digits, +, / and = padding. */
const EVERY_CHARACTER = b64(
  `<samlp:Response ${P} ${A}><saml:Issuer>https://a.example</saml:Issuer> <!-- ~~~ ??? --></samlp:Response>`,
);

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
    {
      name: "the assertion's Issuer, not the assertion's other text",
      xml: `<samlp:Response ${P} ${A}><saml:Assertion><saml:Issuer>https://b.example</saml:Issuer><saml:Subject><saml:NameID>user-1</saml:NameID></saml:Subject></saml:Assertion></samlp:Response>`,
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

  it("reads base64 with +, / and padding, wrapped in lines as IdPs post it", async () => {
    const wrapped = EVERY_CHARACTER.match(/.{1,76}/g)!.join("\r\n");
    expect(await responseIssuer(EVERY_CHARACTER)).toBe("https://a.example");
    expect(await responseIssuer(wrapped)).toBe("https://a.example");
  });

  it("reads a Response of the largest length it accepts, and none longer", async () => {
    const response = idp.response({ audience: "a", recipient: "https://sp.example/acs" });
    const longest = response + " ".repeat(512 * 1024 - response.length);
    expect(await responseIssuer(longest)).toBe("https://idp.example.test/saml");
    expect(await responseIssuer(`${longest} `)).toBeUndefined();
  });

  it.each([
    { name: "starts with a character outside base64", change: (value: string) => `!${value}` },
    { name: "ends with a character outside base64", change: (value: string) => `${value}!` },
    {
      name: "is base64url",
      change: (value: string) => value.replace(/\+/g, "-").replace(/\//g, "_"),
    },
  ])("refuses a Response whose value $name", async ({ change }) => {
    expect(await responseIssuer(change(EVERY_CHARACTER))).toBeUndefined();
  });

  it.each([
    { name: "not base64", value: "<samlp:Response/>" },
    { name: "empty", value: "" },
    { name: "too long", value: "A".repeat(512 * 1024 + 1) },
  ])("finds nothing in a value that is $name", async ({ value }) => {
    expect(await responseIssuer(value)).toBeUndefined();
  });
});
