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

const CERTIFICATE = `-----BEGIN CERTIFICATE-----\n${"A".repeat(120)}\n-----END CERTIFICATE-----`;
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
      enabled: true,
      name: "Globex ADFS",
      domain: "globex.example",
      entity_id: "http://adfs.globex.example/adfs/services/trust",
      sso_url: "https://adfs.globex.example/adfs/ls/",
      certificates: [CERTIFICATE],
    },
    {
      enabled: false,
      name: "Gone Corp",
      domain: "gone.example",
      metadata_url: "https://idp.gone.example/metadata",
    },
  ],
};

const samlData = (domain: string) =>
  JSON.stringify({ sub: "jane", saml_provider: { domain, name: "as it was" } });

describe("identityProviderNames", () => {
  const names = identityProviderNames({
    thirdParty,
    saml: parseSamlConfig({ enabled: true, ...samlSettings }),
  });

  it.each([
    ["github", "{}", "GitHub"],
    ["google", "{}", undefined],
    ["apple", "{}", undefined],
    ["custom_okta", "{}", "Company Okta"],
    ["custom_old", "{}", undefined],
    ["custom_unknown", "{}", undefined],
    ["https://sts.acme.example/x", samlData("acme.example"), "Acme Entra"],
    ["https://sts.acme.example/x", samlData("ACME.example"), "Acme Entra"],
    ["https://idp.gone.example", samlData("gone.example"), undefined],
    ["https://idp.removed.example", samlData("removed.example"), undefined],
    ["http://adfs.globex.example/adfs/services/trust", "{}", "Globex ADFS"],
    ["https://idp.unnamed.example/entity", "{}", "https://idp.unnamed.example/entity"],
    ["https://idp.unnamed.example/entity", "not json", "https://idp.unnamed.example/entity"],
  ])("%s with %s: %s", (providerId, data, expected) => {
    expect(names({ provider_id: providerId, data })).toBe(expected);
  });

  it("shows no SAML identity while SAML is disabled", () => {
    const off = identityProviderNames({
      thirdParty,
      saml: parseSamlConfig({ enabled: false, ...samlSettings }),
    });
    expect(off({ provider_id: "https://x", data: samlData("acme.example") })).toBeUndefined();
    expect(off({ provider_id: "https://idp.unnamed.example/entity", data: "{}" })).toBeUndefined();
    expect(off({ provider_id: "github", data: "{}" })).toBe("GitHub");
  });
});
