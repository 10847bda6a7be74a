import { describe, expect, it } from "vitest";
import { parseSamlConfig } from "../saml/saml-config.ts";
import { parseThirdPartyConfig } from "../thirdparty/provider-config.ts";
import { identityProviderNames } from "./identity-provider-names.ts";

const thirdParty = parseThirdPartyConfig({
  providers: {
    github: { enabled: true, client_id: "id", secret: "secret" },
    google: { enabled: false, client_id: "id", secret: "secret" },
  },
  custom_providers: {
    Okta: {
      enabled: true,
      display_name: "Company Okta",
      client_id: "id",
      secret: "secret",
      issuer: "https://okta.example.com",
      scopes: ["openid", "email"],
    },
    Old: { enabled: false, display_name: "Old IdP" },
  },
  redirect_url: "https://login.example.com/thirdparty/callback",
  error_redirect_url: "https://shop.example.com/error",
  allowed_redirect_urls: ["https://shop.example.com/**"],
});

const samlSettings = {
  endpoint_url: "https://login.example.com",
  audience_uri: "https://login.example.com",
  default_redirect_url: "https://shop.example.com",
  allowed_redirect_urls: ["https://shop.example.com/**"],
  identity_providers: [
    {
      enabled: true,
      name: "Acme Entra",
      domain: "acme.example",
      metadata_url: "https://idp.acme.example/metadata",
    },
    {
      enabled: false,
      name: "Gone Corp",
      domain: "gone.example",
      metadata_url: "https://idp.gone.example/metadata",
    },
  ],
};

describe("identityProviderNames", () => {
  const names = identityProviderNames({
    thirdParty,
    saml: parseSamlConfig({ enabled: true, ...samlSettings }),
  });

  it.each([
    ["github", "GitHub"],
    ["google", undefined],
    ["apple", undefined],
    ["custom_okta", "Company Okta"],
    ["custom_old", undefined],
    ["custom_unknown", undefined],
    ["acme.example", "Acme Entra"],
    ["Acme Entra", "Acme Entra"],
    ["gone.example", undefined],
    ["https://idp.other.example/entity", "https://idp.other.example/entity"],
  ])("%s: %s", (providerId, expected) => {
    expect(names(providerId)).toBe(expected);
  });

  it("shows no SAML identity while SAML is disabled", () => {
    const off = identityProviderNames({
      thirdParty,
      saml: parseSamlConfig({ enabled: false, ...samlSettings }),
    });
    expect(off("acme.example")).toBeUndefined();
    expect(off("https://idp.other.example/entity")).toBeUndefined();
    expect(off("github")).toBe("GitHub");
  });
});
