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

  it("uses configured endpoints without discovery: plain OAuth, client_secret_basic", () => {
    const config = custom({
      ...enabled,
      use_discovery: false,
      authorization_endpoint: "https://oauth.acme.example/authorize",
      token_endpoint: "https://oauth.acme.example/token",
      userinfo_endpoint: "https://oauth.acme.example/me",
      attribute_mapping: { sub: "user_id" },
    });
    expect(customDefinition("Acme", config)).toMatchObject({
      authorizationEndpoint: "https://oauth.acme.example/authorize",
      userinfoEndpoint: "https://oauth.acme.example/me",
      tokenEndpointAuthMethod: "client_secret_basic",
      account: { kind: "custom", attributeMapping: { sub: "user_id" } },
    });
    expect(customDefinition("Acme", config)).not.toHaveProperty("idToken");
  });

  it("refuses a discovery provider that was not discovered", () => {
    expect(() =>
      customDefinition("Acme", custom({ ...enabled, issuer: discovered.issuer })),
    ).toThrow("custom provider Acme lacks its endpoints");
  });
});
