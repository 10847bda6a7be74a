import { describe, expect, it } from "vitest";
import type { DiscoveredProvider } from "./oidc-discovery.ts";
import { thirdPartyConfigSchema } from "./provider-config.ts";
import { builtInDefinition, customDefinition } from "./provider-definition.ts";

const credentials = { clientId: "id", clientSecret: "secret" };

describe("builtInDefinition", () => {
  it("checks Microsoft's ID tokens by the tenant rule and Apple's by the fixed issuer", () => {
    expect(builtInDefinition("microsoft", credentials).idToken).toStrictEqual({
      jwksUri: "https://login.microsoftonline.com/common/discovery/v2.0/keys",
      issuer: { rule: "microsoft_tenant" },
    });
    expect(builtInDefinition("apple", credentials)).toMatchObject({
      idToken: {
        jwksUri: "https://appleid.apple.com/auth/keys",
        issuer: "https://appleid.apple.com",
      },
      claimsFrom: "id_token",
      tokenEndpointAuthMethod: "client_secret_post",
    });
  });

  it("gives Apple no userinfo endpoint: its account is in the ID token alone", () => {
    expect(builtInDefinition("apple", credentials)).toStrictEqual({
      id: "apple",
      clientId: "id",
      clientSecret: "secret",
      authorizationEndpoint: "https://appleid.apple.com/auth/authorize",
      tokenEndpoint: "https://appleid.apple.com/auth/token",
      tokenEndpointAuthMethod: "client_secret_post",
      scopes: ["name", "email"],
      authorizationParams: { response_mode: "form_post" },
      idToken: {
        jwksUri: "https://appleid.apple.com/auth/keys",
        issuer: "https://appleid.apple.com",
      },
      claimsFrom: "id_token",
      account: { kind: "apple" },
    });
  });

  it("tells Google's reader nothing but its kind", () => {
    expect(builtInDefinition("google", credentials)).toStrictEqual({
      id: "google",
      clientId: "id",
      clientSecret: "secret",
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      userinfoEndpoint: "https://www.googleapis.com/oauth2/v3/userinfo",
      tokenEndpointAuthMethod: "client_secret_post",
      scopes: ["email", "profile"],
      authorizationParams: {},
      claimsFrom: "userinfo",
      account: { kind: "google" },
    });
  });

  it("checks LinkedIn's ID token against its issuer but reads the account from userinfo", () => {
    expect(builtInDefinition("linkedin", credentials)).toMatchObject({
      userinfoEndpoint: "https://api.linkedin.com/v2/userinfo",
      idToken: {
        jwksUri: "https://www.linkedin.com/oauth/openid/jwks",
        issuer: "https://www.linkedin.com/oauth",
      },
      claimsFrom: "userinfo",
    });
  });

  it.each(["discord", "facebook", "github", "google"] as const)(
    "asks %s, on plain OAuth 2.0, for no ID token",
    (id) => {
      expect(builtInDefinition(id, credentials)).not.toHaveProperty("idToken");
    },
  );

  it("reads Google and GitHub from userinfo, without ID tokens", () => {
    expect(builtInDefinition("google", credentials)).not.toHaveProperty("idToken");
    expect(builtInDefinition("github", credentials)).toMatchObject({
      claimsFrom: "userinfo",
      account: { kind: "github", emailsEndpoint: "https://api.github.com/user/emails" },
    });
  });

  it("adds the configured prompt and takes overrides", () => {
    const definition = builtInDefinition(
      "google",
      { ...credentials, prompt: "select_account" },
      { tokenEndpoint: "http://127.0.0.1:1/token", scopes: ["openid", "email"] },
    );
    expect(definition).toMatchObject({
      authorizationParams: { prompt: "select_account" },
      tokenEndpoint: "http://127.0.0.1:1/token",
      scopes: ["openid", "email"],
    });
  });
});

const custom = (input: Record<string, unknown>) => {
  const config = thirdPartyConfigSchema.parse({
    custom_providers: { Acme: input },
    redirect_url: "https://login.kretsbutiken.se/thirdparty/callback",
    error_redirect_url: "https://kretsbutiken.se/error",
    allowed_redirect_urls: ["https://kretsbutiken.se/**"],
  });
  return config.custom_providers.Acme!;
};

const enabled = {
  enabled: true,
  display_name: "Acme",
  client_id: "id",
  secret: "secret",
  scopes: ["openid", "email"],
};

const discovered: DiscoveredProvider = {
  issuer: "https://idp.acme.example",
  authorizationEndpoint: "https://idp.acme.example/authorize",
  tokenEndpoint: "https://idp.acme.example/token",
  userinfoEndpoint: "https://idp.acme.example/userinfo",
  jwksUri: "https://idp.acme.example/jwks",
  tokenEndpointAuthMethod: "client_secret_post",
};

describe("customDefinition", () => {
  it("takes a discovered provider's endpoints, keys and authentication method", () => {
    const config = custom({
      ...enabled,
      issuer: discovered.issuer,
      acr_values: ["mfa", "phr"],
      prompt: "login",
    });
    expect(customDefinition("Acme", config, discovered)).toStrictEqual({
      id: "custom_acme",
      clientId: "id",
      clientSecret: "secret",
      authorizationEndpoint: discovered.authorizationEndpoint,
      tokenEndpoint: discovered.tokenEndpoint,
      userinfoEndpoint: discovered.userinfoEndpoint,
      tokenEndpointAuthMethod: "client_secret_post",
      scopes: ["openid", "email"],
      authorizationParams: { prompt: "login", acr_values: "mfa phr" },
      idToken: { jwksUri: discovered.jwksUri, issuer: discovered.issuer },
      claimsFrom: "userinfo",
      account: { kind: "custom", attributeMapping: {} },
    });
  });

  it("asks for no ID token without the openid scope", () => {
    const config = custom({ ...enabled, scopes: ["email"], issuer: discovered.issuer });
    expect(customDefinition("Acme", config, discovered)).not.toHaveProperty("idToken");
  });

  it("asks for no ID token when the provider publishes no signing keys", () => {
    const { jwksUri: _, ...withoutKeys } = discovered;
    const config = custom({ ...enabled, issuer: discovered.issuer });
    const definition = customDefinition("Acme", config, withoutKeys);
    expect(definition).not.toHaveProperty("idToken");
    expect(definition).toMatchObject({ claimsFrom: "userinfo", scopes: ["openid", "email"] });
  });

  it("uses configured endpoints without discovery: plain OAuth, client_secret_basic", () => {
    const config = custom({
      ...enabled,
      use_discovery: false,
      authorization_endpoint: "https://oauth.acme.example/authorize",
      token_endpoint: "https://oauth.acme.example/token",
      userinfo_endpoint: "https://oauth.acme.example/me",
      attribute_mapping: { sub: "user_id" },
    });
    // No prompt and no acr_values configured: the request adds neither, not even empty.
    expect(customDefinition("Acme", config)).toStrictEqual({
      id: "custom_acme",
      clientId: "id",
      clientSecret: "secret",
      authorizationEndpoint: "https://oauth.acme.example/authorize",
      tokenEndpoint: "https://oauth.acme.example/token",
      userinfoEndpoint: "https://oauth.acme.example/me",
      tokenEndpointAuthMethod: "client_secret_basic",
      scopes: ["openid", "email"],
      authorizationParams: {},
      claimsFrom: "userinfo",
      account: { kind: "custom", attributeMapping: { sub: "user_id" } },
    });
  });

  // The schema asks for all of these only of an enabled provider; a definition is never built
  // without one (what the registry hands the OAuth client could not sign anyone in).
  const configured = {
    enabled: false,
    display_name: "Acme",
    client_id: "id",
    secret: "secret",
    scopes: ["email"],
    use_discovery: false,
    authorization_endpoint: "https://oauth.acme.example/authorize",
    token_endpoint: "https://oauth.acme.example/token",
    userinfo_endpoint: "https://oauth.acme.example/me",
  };

  it("builds a definition of a complete configuration", () => {
    expect(customDefinition("Acme", custom(configured))).toMatchObject({ id: "custom_acme" });
  });

  it.each([
    "authorization_endpoint",
    "token_endpoint",
    "userinfo_endpoint",
    "client_id",
    "secret",
  ] as const)("refuses a configuration without %s", (field) => {
    const config = custom({ ...configured, [field]: undefined });
    expect(() => customDefinition("Acme", config)).toThrow(
      "custom provider Acme lacks its endpoints or credentials",
    );
  });

  it("refuses a discovery provider that was not discovered", () => {
    expect(() =>
      customDefinition("Acme", custom({ ...enabled, issuer: discovered.issuer })),
    ).toThrow("custom provider Acme lacks its endpoints");
  });
});
