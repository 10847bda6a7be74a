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
      "saml.identity_providers.1.domain: is already a domain of identity_providers.0",
    );
    const disabled = { ...idp("example.com"), enabled: false };
    expect(() =>
      parse({ ...sp, identity_providers: [idp("example.com"), disabled] }),
    ).not.toThrow();
  });
});

describe("additional_domains", () => {
  it("defaults to none and lower-cases what is listed", () => {
    expect(
      parse({ ...sp, identity_providers: [idp("example.com")] }).identity_providers[0],
    ).toMatchObject({ additional_domains: [] });
    const listed = idp("example.com", { additional_domains: ["Example.SE", "sub.example.com"] });
    expect(parse({ ...sp, identity_providers: [listed] }).identity_providers[0]).toMatchObject({
      additional_domains: ["example.se", "sub.example.com"],
    });
  });

  it.each([
    ["the provider's own domain", ["EXAMPLE.com"], "additional_domains.0: example.com is already"],
    ["a name twice", ["a.example", "a.example"], "additional_domains.1: a.example is already"],
    ["a name that is no domain", ["*.example.com"], "must be a domain name"],
    ["a trailing dot", ["example.se."], "must be a domain name"],
  ])("refuses %s", (_name, additional_domains, message) => {
    const input = { ...sp, identity_providers: [idp("example.com", { additional_domains })] };
    expect(issues(input)).toContain(message);
  });

  it("refuses a name another enabled provider serves", () => {
    const input = {
      ...sp,
      identity_providers: [
        idp("example.com", { additional_domains: ["shared.example"] }),
        idp("shared.example"),
        idp("other.example", { additional_domains: ["example.com"] }),
      ],
    };
    const message = issues(input);
    expect(message).toContain(
      "saml.identity_providers.1.domain: is already a domain of identity_providers.0",
    );
    expect(message).toContain(
      "saml.identity_providers.2.additional_domains.0: is already a domain of identity_providers.0",
    );
  });
});

describe("providerForDomain", () => {
  const config = parse({
    ...sp,
    identity_providers: [
      idp("example.com"),
      idp("corp.example", { additional_domains: ["corp.se"] }),
      { ...idp("off.example"), enabled: false },
    ],
  });

  it.each([
    ["the exact domain", "example.com", "example.com"],
    ["another case", "ExAmPlE.CoM", "example.com"],
    ["surrounding space", " corp.example ", "corp.example"],
    ["an additional domain", "Corp.SE", "corp.example"],
    ["a subdomain of an additional domain", "x.corp.se", undefined],
    ["a trailing dot", "example.com.", undefined],
    ["a Cyrillic look-alike", "\u0441orp.example", undefined],
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
