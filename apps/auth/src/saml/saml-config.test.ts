import { describe, expect, it } from "vitest";
import {
  acsUrl,
  DEFAULT_ATTRIBUTE_MAP,
  parseSamlConfig,
  providerForDomain,
  providerForEmail,
  SamlConfigError,
  type SamlConfigInput,
} from "./saml-config.ts";

const CERT_BODY = "MIIC".padEnd(120, "A");

const sp = {
  enabled: true,
  endpoint_url: "https://auth.example.com",
  audience_uri: "https://auth.example.com",
  default_redirect_url: "https://shop.example.com",
  allowed_redirect_urls: ["https://shop.example.com/**"],
};

const idp = (domain: string, extra: object = {}) => ({
  enabled: true,
  name: `IdP of ${domain}`,
  domain,
  metadata_url: `https://idp.${domain}/metadata`,
  ...extra,
});

const parse = (input: SamlConfigInput) => parseSamlConfig(input);

function issues(input: unknown): string {
  try {
    parseSamlConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SamlConfigError);
    return (error as SamlConfigError).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("parseSamlConfig", () => {
  it("is disabled with nothing set", () => {
    const config = parseSamlConfig(undefined);
    expect(config).toMatchObject({
      enabled: false,
      allowed_redirect_urls: [],
      identity_providers: [],
      options: { force_login: false, clock_skew_seconds: 60 },
    });
  });

  it("fills a provider's defaults and lower-cases its domain", () => {
    const config = parse({ ...sp, identity_providers: [idp("Example.COM")] });
    expect(config.identity_providers[0]).toMatchObject({
      domain: "example.com",
      skip_email_verification: false,
      want_assertions_signed: true,
      want_response_signed: false,
      allow_idp_initiated: false,
      certificates: [],
      attribute_map: DEFAULT_ATTRIBUTE_MAP,
    });
  });

  it("takes inline certificates and an SSO URL instead of metadata", () => {
    const provider = {
      enabled: true,
      name: "Corp",
      domain: "corp.example",
      sso_url: "https://idp.corp.example/sso",
      entity_id: "https://idp.corp.example",
      certificates: [CERT_BODY],
    };
    expect(parse({ ...sp, identity_providers: [provider] }).identity_providers[0]).toMatchObject(
      provider,
    );
  });

  it("keeps an operator's attribute names", () => {
    const attribute_map = { email: "mail", email_verified: "email_verified" };
    const config = parse({ ...sp, identity_providers: [idp("example.com", { attribute_map })] });
    expect(config.identity_providers[0]?.attribute_map).toMatchObject({
      ...DEFAULT_ATTRIBUTE_MAP,
      ...attribute_map,
    });
  });

  it.each([
    ["endpoint_url", { ...sp, endpoint_url: undefined }, "saml.endpoint_url: is required"],
    ["audience_uri", { ...sp, audience_uri: undefined }, "saml.audience_uri: is required"],
    ["redirect list", { ...sp, allowed_redirect_urls: [] }, "saml.allowed_redirect_urls: needs"],
    ["trailing slash", { ...sp, endpoint_url: "https://a.example/" }, "must not end in /"],
    ["unknown key", { ...sp, skip_signature_validation: true }, "skip_signature_validation"],
  ])("refuses an enabled config with a bad %s", (_name, input, message) => {
    expect(issues(input)).toContain(message);
  });

  it.each([
    ["no IdP source", { metadata_url: undefined }, "identity_providers.0.metadata_url"],
    [
      "two IdP sources",
      { metadata: "<EntityDescriptor/>" },
      "give one of metadata_url, metadata, or sso_url with certificates",
    ],
    [
      "an SSO URL without certificates",
      { metadata_url: undefined, sso_url: "https://idp.example.com/sso" },
      "identity_providers.0.certificates",
    ],
    [
      "a certificate that is not one",
      { metadata_url: undefined, sso_url: "https://idp.example.com/sso", certificates: ["x"] },
      "must be a PEM certificate",
    ],
    ["a bad domain", { domain: "not a domain" }, "must be a domain name"],
    ["an unknown attribute key", { attribute_map: { mail: "x" } }, "attribute_map"],
  ])("refuses a provider with %s", (_name, extra, message) => {
    expect(issues({ ...sp, identity_providers: [idp("example.com", extra)] })).toContain(message);
  });

  it("refuses two enabled providers for one domain, in any case", () => {
    const input = { ...sp, identity_providers: [idp("example.com"), idp("EXAMPLE.com")] };
    expect(issues(input)).toContain(
      "saml.identity_providers.1.domain: is already the domain of identity_providers.0",
    );
    const disabled = { ...idp("example.com"), enabled: false };
    expect(() =>
      parse({ ...sp, identity_providers: [idp("example.com"), disabled] }),
    ).not.toThrow();
  });
});

describe("providerForDomain", () => {
  const config = parse({
    ...sp,
    identity_providers: [
      idp("example.com"),
      idp("corp.example"),
      { ...idp("off.example"), enabled: false },
    ],
  });

  it.each([
    ["the exact domain", "example.com", "example.com"],
    ["another case", "ExAmPlE.CoM", "example.com"],
    ["surrounding space", " corp.example ", "corp.example"],
    ["a subdomain", "sub.example.com", undefined],
    ["a parent domain", "com", undefined],
    ["a suffix", "myexample.com", undefined],
    ["a disabled provider", "off.example", undefined],
    ["an unknown domain", "other.example", undefined],
    ["nothing", "", undefined],
  ])("%s", (_name, domain, expected) => {
    expect(providerForDomain(config, domain)?.domain).toBe(expected);
  });

  it("finds nothing while SAML is disabled", () => {
    expect(providerForDomain({ ...config, enabled: false }, "example.com")).toBeUndefined();
  });

  it("routes an address by the domain after its last @", () => {
    expect(providerForEmail(config, "Jane.Doe@Example.com")?.domain).toBe("example.com");
    expect(providerForEmail(config, '"a@b"@corp.example')?.domain).toBe("corp.example");
    expect(providerForEmail(config, "jane@sub.example.com")).toBeUndefined();
    expect(providerForEmail(config, "@example.com")).toBeUndefined();
    expect(providerForEmail(config, "example.com")).toBeUndefined();
  });
});

describe("acsUrl", () => {
  it("is the callback below the endpoint", () => {
    expect(acsUrl(parse(sp))).toBe("https://auth.example.com/saml/callback");
    expect(acsUrl(parse({}))).toBeUndefined();
  });
});
