// Discovery against a real OpenID provider (the local oidc-provider) and, for the documents a
// well-behaved one never serves, a real HTTP server answering what the test scripts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverProvider } from "./oidc-discovery.ts";
import { startLocalOidcProvider, type LocalOidcProvider } from "./testing/local-oidc-provider.ts";
import {
  startScriptedHttpServer,
  type ScriptedHttpServer,
} from "./testing/scripted-http-server.ts";

const IDP_TIMEOUT_MS = 20_000;
const DISCOVERY = "/.well-known/openid-configuration";

let idp: LocalOidcProvider;
let server: ScriptedHttpServer;
let issuer: string;

beforeAll(async () => {
  [idp, server] = await Promise.all([startLocalOidcProvider(), startScriptedHttpServer()]);
  issuer = server.origin;
}, IDP_TIMEOUT_MS);
afterAll(async () => {
  await idp?.close();
  await server?.close();
});

const document = (overrides: Record<string, unknown> = {}) => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  userinfo_endpoint: `${issuer}/userinfo`,
  jwks_uri: `${issuer}/jwks`,
  ...overrides,
});

/** Discovery of the scripted issuer serving this document. */
function discover(body: object | string, status = 200) {
  server.answer(DISCOVERY, { status, body });
  return discoverProvider(fetch, issuer);
}

describe("discoverProvider", () => {
  it("reads a real provider's endpoints, keys and client_secret_basic", async () => {
    expect(await discoverProvider(fetch, idp.issuer)).toStrictEqual({
      ok: true,
      value: {
        issuer: idp.issuer,
        authorizationEndpoint: `${idp.issuer}/auth`,
        tokenEndpoint: `${idp.issuer}/token`,
        userinfoEndpoint: `${idp.issuer}/me`,
        jwksUri: `${idp.issuer}/jwks`,
        tokenEndpointAuthMethod: "client_secret_basic",
      },
    });
  });

  it("reads https endpoints and keys", async () => {
    const https = "https://idp.acme.example";
    const result = await discover(
      document({
        authorization_endpoint: `${https}/authorize`,
        token_endpoint: `${https}/token`,
        userinfo_endpoint: `${https}/userinfo`,
        jwks_uri: `${https}/jwks`,
      }),
    );
    expect(result).toStrictEqual({
      ok: true,
      value: {
        issuer,
        authorizationEndpoint: `${https}/authorize`,
        tokenEndpoint: `${https}/token`,
        userinfoEndpoint: `${https}/userinfo`,
        jwksUri: `${https}/jwks`,
        tokenEndpointAuthMethod: "client_secret_basic",
      },
    });
  });

  it.each([
    ["none listed", undefined, "client_secret_basic"],
    ["not a list", "client_secret_post", "client_secret_basic"],
    ["only _post among others", ["private_key_jwt", "client_secret_post"], "client_secret_post"],
    ["both", ["client_secret_post", "client_secret_basic"], "client_secret_basic"],
    ["only basic", ["client_secret_basic"], "client_secret_basic"],
    ["neither", ["private_key_jwt"], "client_secret_basic"],
  ])("authenticates at the token endpoint with %s: %s", async (_name, methods, method) => {
    const result = await discover(document({ token_endpoint_auth_methods_supported: methods }));
    expect(result.ok && result.value.tokenEndpointAuthMethod).toBe(method);
  });

  it.each([
    ["none published", undefined],
    ["not a string", ["https://idp.acme.example/jwks"]],
    ["not a URL", "jwks"],
    ["not over HTTP", "ftp://idp.acme.example/jwks"],
  ])("has no key set with %s", async (_name, jwksUri) => {
    const result = await discover(document({ jwks_uri: jwksUri }));
    expect(result.ok).toBe(true);
    expect(result.ok && result.value).not.toHaveProperty("jwksUri");
  });

  it.each([
    ["another issuer's document", document({ issuer: "https://evil.example" })],
    ["a missing endpoint", document({ userinfo_endpoint: undefined })],
    ["an HTML page", "<html>Welcome</html>"],
  ])("refuses %s", async (_name, body) => {
    expect(await discover(body)).toStrictEqual({
      ok: false,
      error: "discovery_invalid",
      detail: `discovery of ${issuer}: another issuer, or an endpoint missing`,
    });
  });

  it.each([404, 500, 201])("refuses a valid document answered with %s", async (status) => {
    expect(await discover(document(), status)).toStrictEqual({
      ok: false,
      error: "discovery_invalid",
      detail: `${status} from ${issuer}${DISCOVERY}`,
    });
  });

  it("answers an unreachable provider with a code, not a thrown error", async () => {
    expect(await discoverProvider(fetch, "http://127.0.0.1:9")).toStrictEqual({
      ok: false,
      error: "provider_unreachable",
      detail: `http://127.0.0.1:9${DISCOVERY}: TypeError: fetch failed`,
    });
  });
});
