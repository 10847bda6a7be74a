import { describe, expect, it } from "vitest";
import { parseSamlConfig } from "./saml-config.ts";
import { samlIdentityData } from "./saml-identity-data.ts";
import type { SamlUser } from "./saml-user.ts";

const provider = parseSamlConfig({
  enabled: true,
  endpoint_url: "https://auth.example.com",
  audience_uri: "https://auth.example.com",
  default_redirect_url: "https://shop.example.com",
  allowed_redirect_urls: ["https://shop.example.com/**"],
  identity_providers: [
    {
      enabled: true,
      name: "Corp",
      domain: "corp.example",
      metadata_url: "https://idp.corp.example/metadata",
    },
  ],
}).identity_providers[0]!;

const user: SamlUser = {
  nameId: "name-id-1",
  email: "ada@corp.example",
  emailVerified: true,
  name: "Ada Lovelace",
  givenName: "Ada",
  familyName: "Lovelace",
  attributes: { department: ["Engines", "Maths"] },
  issuer: "https://idp.corp.example/saml",
  assertionId: "assertion-1",
};

describe("samlIdentityData", () => {
  it("keeps the claims, every attribute and the provider's domain and name", () => {
    expect(samlIdentityData(provider, user, "https://auth.example.com")).toStrictEqual({
      iss: "https://idp.corp.example/saml",
      sub: "name-id-1",
      aud: "https://auth.example.com",
      email: "ada@corp.example",
      email_verified: true,
      name: "Ada Lovelace",
      given_name: "Ada",
      family_name: "Lovelace",
      saml_provider: { domain: "corp.example", name: "Corp" },
      attributes: { department: ["Engines", "Maths"] },
    });
  });

  it.each([
    { emailVerified: false, expected: false },
    { emailVerified: undefined, expected: false },
  ])("records an e-mail as unverified when emailVerified is $emailVerified", (case_) => {
    const data = samlIdentityData(provider, { ...user, emailVerified: case_.emailVerified }, "a");
    expect(data.email_verified).toBe(case_.expected);
  });
});
