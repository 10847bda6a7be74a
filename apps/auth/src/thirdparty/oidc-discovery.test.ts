import { describe, expect, it } from "vitest";
import { discoverProvider } from "./oidc-discovery.ts";

const issuer = "https://idp.acme.example";
const document = {
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  userinfo_endpoint: `${issuer}/userinfo`,
  jwks_uri: `${issuer}/jwks`,
};

const serving =
  (body: unknown, status = 200): typeof fetch =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe("discoverProvider", () => {
  it("reads endpoints, keys and client_secret_basic by default", async () => {
    expect(await discoverProvider(serving(document), issuer)).toStrictEqual({
      ok: true,
      value: {
        issuer,
        authorizationEndpoint: `${issuer}/authorize`,
        tokenEndpoint: `${issuer}/token`,
        userinfoEndpoint: `${issuer}/userinfo`,
        jwksUri: `${issuer}/jwks`,
        tokenEndpointAuthMethod: "client_secret_basic",
      },
    });
  });

  it("uses client_secret_post when the provider supports only that", async () => {
    const methods = ["private_key_jwt", "client_secret_post"];
    const result = await discoverProvider(
      serving({ ...document, token_endpoint_auth_methods_supported: methods }),
      issuer,
    );
    expect(result.ok && result.value.tokenEndpointAuthMethod).toBe("client_secret_post");
  });

  it("has no key set when none is published", async () => {
    const { jwks_uri: _, ...withoutKeys } = document;
    const result = await discoverProvider(serving(withoutKeys), issuer);
    expect(result.ok && result.value).not.toHaveProperty("jwksUri");
  });

  it.each([
    ["another issuer's document", serving({ ...document, issuer: "https://evil.example" })],
    ["a missing endpoint", serving({ ...document, userinfo_endpoint: undefined })],
    ["a 404", serving({ error: "not found" }, 404)],
  ])("refuses %s", async (_name, fetchImpl) => {
    expect(await discoverProvider(fetchImpl, issuer)).toMatchObject({
      ok: false,
      error: "discovery_invalid",
    });
  });

  it("answers an unreachable provider with a code, not a thrown error", async () => {
    const failing = () => Promise.reject(new TypeError("fetch failed"));
    expect(await discoverProvider(failing, issuer)).toMatchObject({
      ok: false,
      error: "provider_unreachable",
      detail: expect.stringContaining("fetch failed") as unknown,
    });
  });
});
