import { describe, expect, it } from "vitest";
import {
  anyProviderEnabled,
  enabledProviders,
  parseThirdPartyConfig,
  redirectPatterns,
  ThirdPartyConfigError,
  type ThirdPartyConfigInput,
} from "./provider-config.ts";

const redirects = {
  redirect_url: "https://auth.example.com/thirdparty/callback",
  error_redirect_url: "https://shop.example.com/login",
  allowed_redirect_urls: ["https://shop.example.com/**"],
};

const github = { enabled: true, client_id: "Iv1.8a61f9b3a7aba766", secret: "gh-secret" };

const custom = (displayName: string, enabled = true) => ({
  enabled,
  display_name: displayName,
  client_id: "shop",
  secret: "s3cret",
  scopes: ["openid", "email"],
  issuer: "https://id.example.com/realms/shop",
});

describe("parseThirdPartyConfig", () => {
  it("takes Hanko's defaults with nothing set", () => {
    const config = parseThirdPartyConfig(undefined);
    expect(config.providers.github).toEqual({ enabled: false, allow_linking: true });
    expect(Object.keys(config.providers)).toEqual([
      "apple",
      "discord",
      "github",
      "google",
      "linkedin",
      "microsoft",
      "facebook",
    ]);
    expect(config.custom_providers).toEqual({});
    expect(config.allowed_redirect_urls).toEqual([]);
    expect(anyProviderEnabled(config)).toBe(false);
    expect(enabledProviders(config)).toEqual([]);
  });

  it("fills a custom provider's defaults", () => {
    const config = parseThirdPartyConfig({
      ...redirects,
      custom_providers: { Keycloak: custom("Keycloak") },
    });
    expect(config.custom_providers.Keycloak).toMatchObject({
      use_discovery: true,
      allow_linking: false,
      attribute_mapping: {},
      acr_values: [],
    });
  });

  it("keeps what the operator set", () => {
    const config = parseThirdPartyConfig({
      ...redirects,
      default_redirect_url: "https://shop.example.com",
      providers: { github: { ...github, allow_linking: false, prompt: "consent" } },
      custom_providers: {
        legacy: {
          ...custom("Legacy"),
          use_discovery: false,
          issuer: undefined,
          authorization_endpoint: "https://legacy.example.com/oauth/authorize",
          token_endpoint: "https://legacy.example.com/oauth/token",
          userinfo_endpoint: "https://legacy.example.com/api/me",
          attribute_mapping: { sub: "user_id", email: "mail" },
          acr_values: ["urn:mace:incommon:iap:silver"],
        },
      },
    });
    expect(config.providers.github).toEqual({ ...github, allow_linking: false, prompt: "consent" });
    expect(config.custom_providers.legacy?.attribute_mapping).toEqual({
      sub: "user_id",
      email: "mail",
    });
    expect(config.default_redirect_url).toBe("https://shop.example.com");
  });

  it("needs nothing of a disabled provider", () => {
    const config = parseThirdPartyConfig({
      providers: { google: { enabled: false } },
      custom_providers: { draft: { enabled: false } },
    });
    expect(anyProviderEnabled(config)).toBe(false);
  });

  it.each<[string, ThirdPartyConfigInput, string]>([
    [
      "client_id",
      { ...redirects, providers: { github: { ...github, client_id: "" } } },
      "github.client_id",
    ],
    [
      "secret",
      { ...redirects, providers: { github: { ...github, secret: undefined } } },
      "github.secret",
    ],
    ["an unknown provider", { providers: { twitter: { enabled: true } } as never }, "providers"],
    ["a misspelt key", { providers: { github: { "client-id": "x" } as never } }, "github"],
    ["an unknown top-level key", { allowed_redirect_url: [] } as never, "third_party"],
    [
      "redirect_url",
      { ...redirects, redirect_url: undefined, providers: { github } },
      "redirect_url",
    ],
    [
      "error_redirect_url",
      { ...redirects, error_redirect_url: undefined, providers: { github } },
      "error_redirect_url",
    ],
    [
      "an allow-list",
      { ...redirects, allowed_redirect_urls: [], providers: { github } },
      "allowed_redirect_urls",
    ],
    [
      "an allow-list for a custom provider",
      { ...redirects, allowed_redirect_urls: undefined, custom_providers: { a: custom("A") } },
      "allowed_redirect_urls",
    ],
    [
      "a trailing slash in the allow-list",
      { ...redirects, allowed_redirect_urls: ["https://shop.example.com/"] },
      "allowed_redirect_urls.0",
    ],
    [
      "a trailing slash in error_redirect_url",
      { ...redirects, error_redirect_url: "https://shop.example.com/" },
      "error_redirect_url",
    ],
    [
      "a trailing slash in default_redirect_url",
      { ...redirects, default_redirect_url: "https://shop.example.com/" },
      "default_redirect_url",
    ],
    [
      "a schemeless pattern",
      { ...redirects, allowed_redirect_urls: ["shop.example.com/**"] },
      "allowed_redirect_urls.0",
    ],
    [
      "a malformed pattern",
      { ...redirects, allowed_redirect_urls: ["https://[shop.example.com"] },
      "allowed_redirect_urls.0",
    ],
    [
      "a javascript: redirect_url",
      { ...redirects, redirect_url: "javascript:alert(1)" },
      "redirect_url",
    ],
    [
      "a custom display_name",
      { ...redirects, custom_providers: { a: { ...custom("A"), display_name: " " } } },
      "custom_providers.a.display_name",
    ],
    [
      "custom scopes",
      { ...redirects, custom_providers: { a: { ...custom("A"), scopes: [] } } },
      "custom_providers.a.scopes",
    ],
    [
      "an issuer with discovery",
      { ...redirects, custom_providers: { a: { ...custom("A"), issuer: undefined } } },
      "custom_providers.a.issuer",
    ],
    [
      "endpoints without discovery",
      {
        ...redirects,
        custom_providers: {
          a: {
            ...custom("A"),
            use_discovery: false,
            token_endpoint: "https://id.example.com/token",
          },
        },
      },
      "custom_providers.a.authorization_endpoint",
    ],
    [
      "a custom key with a dot",
      { custom_providers: { "my.idp": custom("A", false) } },
      "custom_providers",
    ],
    [
      "custom keys equal but for case",
      { ...redirects, custom_providers: { Okta: custom("A"), okta: custom("B") } },
      "custom_providers.okta: has the same id as Okta (custom_okta)",
    ],
    [
      "a boolean as a string",
      { providers: { github: { enabled: "true" } as never } },
      "github.enabled",
    ],
  ])("refuses missing or bad %s, naming it", (_name, input, named) => {
    expect(() => parseThirdPartyConfig(input)).toThrow(ThirdPartyConfigError);
    expect(() => parseThirdPartyConfig(input)).toThrow(named);
  });

  it("throws a ThirdPartyConfigError coded config_invalid", () => {
    expect(() => parseThirdPartyConfig({ redirect_url: "nope" })).toThrow(
      expect.objectContaining({ code: "config_invalid" }) as Error,
    );
  });

  it("names every problem at once", () => {
    try {
      parseThirdPartyConfig({ providers: { github: { enabled: true } } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ThirdPartyConfigError);
      const message = (error as Error).message;
      for (const key of [
        "third_party.providers.github.client_id",
        "third_party.providers.github.secret",
        "third_party.redirect_url",
        "third_party.error_redirect_url",
        "third_party.allowed_redirect_urls",
      ]) {
        expect(message).toContain(key);
      }
    }
  });
});

describe("the message of a refused configuration", () => {
  it("says what is wrong with each key, one per line", () => {
    const input = {
      providers: { google: { enabled: true, secret: "s" } },
      custom_providers: {
        a: { enabled: true, display_name: "A", client_id: "c", secret: "s", scopes: ["openid"] },
        b: {
          enabled: true,
          client_id: "c",
          secret: "s",
          scopes: [],
          use_discovery: false,
          token_endpoint: "https://b.example.com/token",
        },
        B: { enabled: false },
      },
    };
    expect(() => parseThirdPartyConfig(input)).toThrow(
      [
        "Invalid third-party configuration:",
        "  third_party.providers.google.client_id: is required when the provider is enabled",
        "  third_party.custom_providers.a.issuer: is required when use_discovery is true",
        "  third_party.custom_providers.b.display_name: is required when the provider is enabled",
        "  third_party.custom_providers.b.authorization_endpoint: is required when use_discovery is false",
        "  third_party.custom_providers.b.userinfo_endpoint: is required when use_discovery is false",
        "  third_party.custom_providers.b.scopes: is required when the provider is enabled",
        "  third_party.custom_providers.B: has the same id as b (custom_b)",
        "  third_party.redirect_url: is required when a provider is enabled",
        "  third_party.error_redirect_url: is required when a provider is enabled",
        "  third_party.allowed_redirect_urls: needs at least one pattern when a provider is enabled",
      ].join("\n"),
    );
  });
});

describe("enabledProviders", () => {
  it("lists enabled built-ins in the action's order, then custom ones by display name", () => {
    const config = parseThirdPartyConfig({
      ...redirects,
      providers: {
        facebook: github,
        microsoft: github,
        github,
        apple: github,
        discord: { ...github, enabled: false },
      },
      custom_providers: {
        zeta: custom("Zeta ID"),
        Keycloak: custom("Keycloak"),
        off: custom("Aardvark", false),
        lower: custom("acme"),
        twin_b: custom("Twin"),
        twin_a: custom("Twin"),
      },
    });
    expect(enabledProviders(config)).toEqual([
      { value: "apple", name: "Apple" },
      { value: "github", name: "GitHub" },
      { value: "microsoft", name: "Microsoft" },
      { value: "facebook", name: "Facebook" },
      // Byte order, as Go's cmp.Compare: upper case sorts before lower case.
      { value: "custom_keycloak", name: "Keycloak" },
      { value: "custom_twin_a", name: "Twin" },
      { value: "custom_twin_b", name: "Twin" },
      { value: "custom_zeta", name: "Zeta ID" },
      { value: "custom_lower", name: "acme" },
    ]);
  });
});

describe("redirectPatterns", () => {
  it("adds the error page to the allow-list", () => {
    expect(redirectPatterns(parseThirdPartyConfig(redirects))).toEqual([
      "https://shop.example.com/**",
      "https://shop.example.com/login",
    ]);
    expect(
      redirectPatterns({
        allowed_redirect_urls: ["https://a.example.com"],
        error_redirect_url: undefined,
      }),
    ).toEqual(["https://a.example.com"]);
  });
});
