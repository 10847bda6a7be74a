import { describe, expect, it } from "vitest";
import {
  customProviderId,
  customProviderUser,
  discoveryUrl,
  parseDiscoveryDocument,
} from "./custom-provider.ts";

describe("customProviderId", () => {
  it.each([
    ["keycloak", "custom_keycloak"],
    ["MyIdP", "custom_myidp"],
    ["github", "custom_github"],
  ])("%s → %s", (key, id) => {
    expect(customProviderId(key)).toBe(id);
  });
});

describe("discoveryUrl", () => {
  it.each([
    ["https://id.example.com", "https://id.example.com/.well-known/openid-configuration"],
    [
      "https://id.example.com/realms/shop/",
      "https://id.example.com/realms/shop/.well-known/openid-configuration",
    ],
  ])("%s → %s", (issuer, url) => {
    expect(discoveryUrl(issuer)).toBe(url);
  });
});

// GET https://id.example.com/realms/shop/.well-known/openid-configuration (Keycloak, abridged)
const issuer = "https://id.example.com/realms/shop";
const discovery = {
  issuer,
  authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
  token_endpoint: `${issuer}/protocol/openid-connect/token`,
  userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
  jwks_uri: `${issuer}/protocol/openid-connect/certs`,
  response_types_supported: ["code", "id_token", "code id_token"],
  subject_types_supported: ["public", "pairwise"],
  id_token_signing_alg_values_supported: ["RS256", "ES256"],
  code_challenge_methods_supported: ["plain", "S256"],
};

describe("parseDiscoveryDocument", () => {
  it("takes the endpoints of the issuer's own document", () => {
    expect(parseDiscoveryDocument(discovery, issuer)).toEqual({
      authorizationEndpoint: `${issuer}/protocol/openid-connect/auth`,
      tokenEndpoint: `${issuer}/protocol/openid-connect/token`,
      userinfoEndpoint: `${issuer}/protocol/openid-connect/userinfo`,
    });
  });

  it("takes http endpoints too (a provider on the operator's own network)", () => {
    const local = "http://127.0.0.1:8080";
    const document = {
      issuer: local,
      authorization_endpoint: `${local}/auth`,
      token_endpoint: `${local}/token`,
      userinfo_endpoint: `${local}/userinfo`,
    };
    expect(parseDiscoveryDocument(document, local)).toEqual({
      authorizationEndpoint: `${local}/auth`,
      tokenEndpoint: `${local}/token`,
      userinfoEndpoint: `${local}/userinfo`,
    });
  });

  it.each([
    ["another issuer's", { ...discovery, issuer: "https://evil.example.com" }],
    ["the issuer with a trailing slash", { ...discovery, issuer: `${issuer}/` }],
    ["a document without userinfo", { ...discovery, userinfo_endpoint: undefined }],
    ["a javascript: endpoint", { ...discovery, token_endpoint: "javascript:alert(1)" }],
    ["a relative endpoint", { ...discovery, authorization_endpoint: "/auth" }],
    ["an endpoint that is not a string", { ...discovery, userinfo_endpoint: 443 }],
    ["a blank endpoint", { ...discovery, token_endpoint: " " }],
    ["not a document", "<html>"],
  ])("refuses %s", (_name, document) => {
    expect(parseDiscoveryDocument(document, issuer)).toBeUndefined();
  });
});

describe("customProviderUser", () => {
  // A Keycloak userinfo response: standard claims.
  const standard = {
    sub: "f1c3a1e2-8d5b-4a5e-9e43-2b1c0d9e8f7a",
    email_verified: true,
    name: "Jane Doe",
    preferred_username: "jane",
    given_name: "Jane",
    family_name: "Doe",
    email: "jane.doe@example.com",
  };

  it("reads standard claims without a mapping", () => {
    expect(customProviderUser(standard)).toStrictEqual({
      id: "f1c3a1e2-8d5b-4a5e-9e43-2b1c0d9e8f7a",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
    });
  });

  // A plain OAuth 2.0 provider's /api/me with its own names.
  const plain = {
    user_id: 4711,
    mail: "jane.doe@example.com",
    mail_confirmed: "true",
    display_name: "Jane Doe",
    avatar: "https://cdn.example.com/u/4711.png",
    email: "someone.else@example.com",
  };
  const mapping = {
    sub: "user_id",
    email: "mail",
    email_verified: "mail_confirmed",
    name: "display_name",
    picture: "avatar",
  };

  it("maps the provider's names to ours", () => {
    expect(customProviderUser(plain, mapping)).toStrictEqual({
      id: "4711",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: "https://cdn.example.com/u/4711.png",
    });
  });

  it("leaves a mapped claim out when the provider does not send it", () => {
    const { mail_confirmed: _, ...unconfirmed } = plain;
    expect(customProviderUser({ ...unconfirmed, email_verified: true }, mapping)).toMatchObject({
      emailVerified: false,
    });
  });

  it("does not read mapped names from the prototype", () => {
    expect(customProviderUser({ id: "1" }, { sub: "constructor" })).toBeUndefined();
  });

  it.each([
    ["no subject", { email: "a@example.com" }],
    ["an array", [standard]],
    ["null", null],
  ])("answers undefined for %s", (_name, body) => {
    expect(customProviderUser(body)).toBeUndefined();
  });

  it.each([
    ["an HTML error page", "<html><body>502 Bad Gateway</body></html>"],
    ["an array", [plain]],
    ["null", null],
  ])("answers undefined for %s, with a mapping too", (_name, body) => {
    expect(customProviderUser(body, mapping)).toBeUndefined();
  });
});
