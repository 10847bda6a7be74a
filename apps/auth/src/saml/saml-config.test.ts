import { describe, expect, it } from "vitest";
import {
  acsUrl,
  DEFAULT_ATTRIBUTE_MAP,
  parseSamlConfig,
  providerForDomain,
  providerForEmail,
  SamlConfigError,
  speaksFor,
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
    expect((error as SamlConfigError).code).toBe("config_invalid");
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
    [
      "default_redirect_url",
      { ...sp, default_redirect_url: undefined },
      "saml.default_redirect_url: is required when SAML is enabled",
    ],
    [
      "default_redirect_url's trailing slash",
      { ...sp, default_redirect_url: "https://shop.example.com/" },
      "saml.default_redirect_url: must not end in /",
    ],
    [
      "redirect pattern without a scheme",
      { ...sp, allowed_redirect_urls: ["shop.example.com/**"] },
      "saml.allowed_redirect_urls.0: must start with http:// or https:// and a host",
    ],
    [
      "redirect pattern without a host",
      { ...sp, allowed_redirect_urls: ["https:///**"] },
      "saml.allowed_redirect_urls.0: must start with http:// or https:// and a host",
    ],
    [
      "redirect pattern ending in /",
      { ...sp, allowed_redirect_urls: ["https://shop.example.com/"] },
      "saml.allowed_redirect_urls.0: must not end in /",
    ],
    [
      "redirect pattern that is no glob",
      { ...sp, allowed_redirect_urls: ["https://shop.example.com/{a,b"] },
      "saml.allowed_redirect_urls.0: is not a valid glob pattern",
    ],
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

describe("what an enabled configuration must say", () => {
  it("names every missing key, one line each, under saml", () => {
    expect(issues({ enabled: true })).toBe(
      [
        "Invalid SAML configuration:",
        "  saml.endpoint_url: is required when SAML is enabled",
        "  saml.audience_uri: is required when SAML is enabled",
        "  saml.default_redirect_url: is required when SAML is enabled",
        "  saml.allowed_redirect_urls: needs at least one pattern when SAML is enabled",
      ].join("\n"),
    );
  });

  it("asks nothing of a disabled one, but still refuses what it cannot read", () => {
    expect(parse({ enabled: false, identity_providers: [] })).toMatchObject({ enabled: false });
    expect(issues({ enabled: false, endpoint_url: "ftp://auth.example.com" })).toContain(
      "saml.endpoint_url:",
    );
  });

  it.each([
    ["an upper-case scheme", "HTTPS://Shop.Example.com/**"],
    ["plain http", "http://localhost:3000/**"],
    ["a host only", "https://shop.example.com"],
  ])("takes a redirect pattern with %s", (_name, pattern) => {
    expect(parse({ ...sp, allowed_redirect_urls: [pattern] }).allowed_redirect_urls).toEqual([
      pattern,
    ]);
  });
});

describe("an identity provider's source", () => {
  const PEM = `-----BEGIN CERTIFICATE-----\n${CERT_BODY}\n-----END CERTIFICATE-----`;
  const inline = { metadata_url: undefined, sso_url: "https://idp.example.com/sso" };

  /** Every line of the refusal, without its heading. */
  const lines = (input: unknown) => issues(input).split("\n").slice(1);
  const withProvider = (extra: object) => ({
    ...sp,
    identity_providers: [idp("example.com", extra)],
  });

  it.each([
    ["metadata at a URL", {}],
    ["metadata inline", { metadata_url: undefined, metadata: "<EntityDescriptor/>" }],
    ["an SSO URL and a base64 certificate", { ...inline, certificates: [CERT_BODY] }],
    ["an SSO URL and a PEM certificate", { ...inline, certificates: [PEM] }],
    [
      "a certificate of exactly 100 base64 characters",
      { ...inline, certificates: ["A".repeat(100)] },
    ],
    ["a certificate body broken over lines", { ...inline, certificates: [`MIIC\n${CERT_BODY}`] }],
  ])("takes %s", (_name, extra) => {
    expect(parse(withProvider(extra)).identity_providers).toHaveLength(1);
  });

  it.each([
    [
      "nothing",
      { metadata_url: undefined },
      [
        "  saml.identity_providers.0.metadata_url: is required (or metadata, or sso_url with certificates) when enabled",
      ],
    ],
    [
      "metadata_url and certificates",
      { certificates: [CERT_BODY] },
      [
        "  saml.identity_providers.0.metadata_url: give one of metadata_url, metadata, or sso_url with certificates",
      ],
    ],
    [
      "metadata_url and sso_url",
      { sso_url: "https://idp.example.com/sso" },
      [
        "  saml.identity_providers.0.metadata_url: give one of metadata_url, metadata, or sso_url with certificates",
      ],
    ],
    [
      "certificates without sso_url",
      { metadata_url: undefined, certificates: [CERT_BODY] },
      ["  saml.identity_providers.0.sso_url: is required with certificates"],
    ],
    [
      "sso_url without certificates",
      inline,
      ["  saml.identity_providers.0.certificates: needs at least one certificate with sso_url"],
    ],
    [
      "99 base64 characters as a certificate",
      { ...inline, certificates: ["A".repeat(99)] },
      ["  saml.identity_providers.0.certificates.0: must be a PEM certificate or its base64 body"],
    ],
    [
      "a certificate that only ends in base64",
      { ...inline, certificates: [`!${CERT_BODY}`] },
      ["  saml.identity_providers.0.certificates.0: must be a PEM certificate or its base64 body"],
    ],
    [
      "a certificate with a character base64 has not",
      { ...inline, certificates: [`${CERT_BODY}!`] },
      ["  saml.identity_providers.0.certificates.0: must be a PEM certificate or its base64 body"],
    ],
    [
      "a metadata_url that is not http",
      { metadata_url: "ftp://idp.example.com/metadata" },
      ["  saml.identity_providers.0.metadata_url: Invalid URL"],
    ],
  ])("refuses %s, saying only that", (_name, extra, expected) => {
    expect(lines(withProvider(extra))).toEqual(expected);
  });

  it("asks nothing of a disabled provider but one source at most", () => {
    const off = (extra: object) => ({
      ...sp,
      identity_providers: [{ ...idp("example.com", extra), enabled: false }],
    });
    expect(parse(off({ metadata_url: undefined })).identity_providers[0]?.enabled).toBe(false);
    expect(parse(off(inline)).identity_providers[0]?.enabled).toBe(false);
    expect(lines(off({ metadata: "<EntityDescriptor/>" }))).toEqual([
      "  saml.identity_providers.0.metadata_url: give one of metadata_url, metadata, or sso_url with certificates",
    ]);
  });
});

describe("a provider's domain", () => {
  const withDomain = (domain: string) => ({
    ...sp,
    identity_providers: [{ ...idp("example.com"), domain }],
  });

  it.each([
    ["surrounding space and capitals", " Corp.Example ", "corp.example"],
    ["digits and inner hyphens", "my-corp2.9example", "my-corp2.9example"],
    ["one-letter labels", "a.b", "a.b"],
    ["a label of 63 characters", `${"a".repeat(63)}.example`, `${"a".repeat(63)}.example`],
    ["253 characters", `${"a.".repeat(125)}abc`, `${"a.".repeat(125)}abc`],
  ])("takes %s", (_name, domain, expected) => {
    expect(parse(withDomain(domain)).identity_providers[0]?.domain).toBe(expected);
  });

  it.each([
    ["a single label", "localhost"],
    ["a leading hyphen", "-corp.example"],
    ["a trailing hyphen", "corp-.example"],
    ["an empty label", "corp..example"],
    ["a leading dot", ".corp.example"],
    ["an underscore", "corp_x.example"],
    ["a label of 64 characters", `${"a".repeat(64)}.example`],
    ["254 characters", `${"a.".repeat(125)}abcd`],
    ["a Cyrillic look-alike", "\u0441orp.example"],
    ["an address", "jane@corp.example"],
  ])("refuses %s", (_name, domain) => {
    expect(issues(withDomain(domain))).toContain(
      "saml.identity_providers.0.domain: must be a domain name such as example.com",
    );
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
    expect(issues(input).split("\n").slice(1)).toEqual([
      "  saml.identity_providers.1.domain: is already a domain of identity_providers.0",
      "  saml.identity_providers.2.additional_domains.0: is already a domain of identity_providers.0",
    ]);
  });

  it("says a name listed twice by one provider once, as that provider's own mistake", () => {
    const input = {
      ...sp,
      identity_providers: [
        idp("other.example"),
        idp("example.com", { additional_domains: ["example.se", "EXAMPLE.com"] }),
      ],
    };
    expect(issues(input).split("\n").slice(1)).toEqual([
      "  saml.identity_providers.1.additional_domains.1: example.com is already a domain of this provider",
    ]);
  });

  it("lets a disabled provider keep a name an enabled one serves, in either order", () => {
    const off = { ...idp("example.com"), enabled: false };
    const orders = [
      [off, idp("other.example", { additional_domains: ["example.com"] })],
      [idp("other.example", { additional_domains: ["example.com"] }), off],
    ];
    const kept = orders.map(
      (identity_providers) => parse({ ...sp, identity_providers }).identity_providers.length,
    );
    expect(kept).toEqual([2, 2]);
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

  it("finds nothing for what is not a string (a query without the parameter)", () => {
    expect(providerForDomain(config, undefined as unknown as string)).toBeUndefined();
    expect(providerForDomain(config, ["example.com"] as unknown as string)).toBeUndefined();
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

describe("speaksFor", () => {
  const provider = { domain: "corp.example", additional_domains: ["corp.se"] };

  it.each([
    ["an address at its domain", "jane@corp.example", true],
    ["another case", "Jane@CORP.Example", true],
    ["an address at an additional domain", "jane@corp.se", true],
    ["a subdomain", "jane@sso.corp.example", false],
    ["a parent domain", "jane@example", false],
    ["a domain ending in its name", "jane@evilcorp.example", false],
    ["a foreign domain", "jane@gmail.example", false],
    ["an address whose local part names its domain", "jane@corp.example@evil.example", false],
    ["no address", "corp.example", false],
    ["nothing", "", false],
  ])("%s: %s", (_name, email, expected) => {
    expect(speaksFor(provider, email)).toBe(expected);
  });
});

describe("acsUrl", () => {
  it("is the callback below the endpoint", () => {
    expect(acsUrl(parse(sp))).toBe("https://auth.example.com/saml/callback");
    expect(acsUrl(parse({}))).toBeUndefined();
  });
});
