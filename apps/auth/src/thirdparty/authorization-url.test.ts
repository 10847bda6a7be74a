import { describe, expect, it } from "vitest";
import { authorizationUrl } from "./authorization-url.ts";
import { pkceS256Challenge } from "./pkce.ts";
import { builtInDefinition, type ProviderDefinition } from "./provider-definition.ts";

const credentials = { clientId: "client id", clientSecret: "secret" };
const request = {
  redirectUri: "https://login.kretsbutiken.se/thirdparty/callback",
  state: "enc:v1:0a1b2c3d:iv:sealed",
  nonce: "n0nce",
};
const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("authorizationUrl", () => {
  it("asks a plain OAuth provider for a code, without a nonce", () => {
    const url = authorizationUrl(builtInDefinition("github", credentials), request);
    expect(url.startsWith("https://github.com/login/oauth/authorize?")).toBe(true);
    expect(query(url)).toStrictEqual({
      response_type: "code",
      client_id: "client id",
      redirect_uri: request.redirectUri,
      scope: "read:user user:email",
      state: request.state,
    });
  });

  it("sends an OIDC provider the nonce", () => {
    const url = authorizationUrl(builtInDefinition("microsoft", credentials), request);
    expect(query(url)).toMatchObject({ nonce: "n0nce", scope: "openid profile email" });
  });

  it("sends Apple's form_post and separates scopes with %20, never +", () => {
    const url = authorizationUrl(builtInDefinition("apple", credentials), request);
    expect(query(url)).toMatchObject({ response_mode: "form_post", nonce: "n0nce" });
    expect(url).toContain("scope=name%20email");
    expect(url).toContain("client_id=client%20id");
    expect(url).not.toContain("+");
  });

  it("sends the S256 challenge of the client's verifier", () => {
    const url = authorizationUrl(builtInDefinition("google", credentials), {
      ...request,
      codeVerifier: verifier,
    });
    expect(query(url)).toMatchObject({
      code_challenge: pkceS256Challenge(verifier),
      code_challenge_method: "S256",
    });
    expect(url).not.toContain(verifier);
  });

  it("sends the configured prompt and acr_values, and keeps the endpoint's own query", () => {
    const definition: ProviderDefinition = {
      ...builtInDefinition("google", { ...credentials, prompt: "select_account" }),
      authorizationEndpoint: "https://idp.example.com/authorize?tenant=kretsbutiken",
      authorizationParams: { prompt: "login", acr_values: "urn:mace:incommon:iap:silver mfa" },
    };
    expect(query(authorizationUrl(definition, request))).toMatchObject({
      tenant: "kretsbutiken",
      prompt: "login",
      acr_values: "urn:mace:incommon:iap:silver mfa",
    });
    expect(
      query(
        authorizationUrl(
          builtInDefinition("google", { ...credentials, prompt: "consent" }),
          request,
        ),
      ),
    ).toMatchObject({ prompt: "consent" });
  });

  it("lets no fixed parameter replace a standard one", () => {
    const definition: ProviderDefinition = {
      ...builtInDefinition("google", credentials),
      authorizationEndpoint: "https://idp.example.com/authorize?state=theirs&redirect_uri=x",
      authorizationParams: { client_id: "other", response_type: "token" },
    };
    expect(query(authorizationUrl(definition, request))).toMatchObject({
      client_id: "client id",
      response_type: "code",
      state: request.state,
      redirect_uri: request.redirectUri,
    });
  });
});
