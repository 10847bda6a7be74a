// The registry of the operator's enabled providers: only enabled ones are known, built-ins keep
// their own endpoints unless stand-ins are configured, and a custom provider's discovery
// document is fetched once, on first use, from a real HTTP server; a failed discovery is tried
// again on the next sign-in rather than kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thirdPartyConfigSchema, type ThirdPartyConfigInput } from "./provider-config.ts";
import { builtInDefinition, customDefinition } from "./provider-definition.ts";
import { createProviderRegistry } from "./provider-registry.ts";
import {
  startScriptedHttpServer,
  type ScriptedHttpServer,
} from "./testing/scripted-http-server.ts";

const DISCOVERY = "/.well-known/openid-configuration";
const redirects = {
  redirect_url: "https://auth.example.test/thirdparty/callback",
  error_redirect_url: "https://shop.example.test/error",
  allowed_redirect_urls: ["https://shop.example.test/**"],
};
const credentials = { client_id: "client", secret: "secret" };

let server: ScriptedHttpServer;
beforeAll(async () => {
  server = await startScriptedHttpServer();
});
afterAll(() => server?.close());

const registryFor = (input: ThirdPartyConfigInput) =>
  createProviderRegistry(thirdPartyConfigSchema.parse({ ...redirects, ...input }), fetch);

const discoveryDocument = () => ({
  issuer: server.origin,
  authorization_endpoint: `${server.origin}/authorize`,
  token_endpoint: `${server.origin}/token`,
  userinfo_endpoint: `${server.origin}/userinfo`,
  jwks_uri: `${server.origin}/jwks`,
});

describe("settings", () => {
  // Made in each test: Stryker activates a mutant for the tests, not while they are collected.
  const configured = () =>
    registryFor({
      providers: {
        github: { enabled: true, ...credentials },
        google: { enabled: true, allow_linking: false, ...credentials },
        apple: { enabled: false, ...credentials },
      },
      custom_providers: {
        Corp: {
          enabled: true,
          display_name: "Corp",
          issuer: "https://corp.example.test",
          scopes: ["openid"],
          ...credentials,
        },
        Partner: {
          enabled: true,
          display_name: "Partner",
          allow_linking: true,
          use_discovery: false,
          scopes: ["email"],
          authorization_endpoint: "https://partner.test/auth",
          token_endpoint: "https://partner.test/token",
          userinfo_endpoint: "https://partner.test/me",
          ...credentials,
        },
        Old: { enabled: false },
      },
    });

  it.each([
    ["github", { id: "github", allowLinking: true }],
    ["google", { id: "google", allowLinking: false }],
    ["custom_corp", { id: "custom_corp", allowLinking: false }],
    ["custom_partner", { id: "custom_partner", allowLinking: true }],
  ])("knows the enabled %s", (id, settings) => {
    expect(configured().settings(id)).toStrictEqual(settings);
  });

  it.each(["apple", "discord", "custom_old", "custom_Corp", "corp", "nobody"])(
    "knows nothing of %s",
    async (id) => {
      const registry = configured();
      expect(registry.settings(id)).toBeUndefined();
      expect(await registry.definition(id)).toStrictEqual({
        ok: false,
        error: "provider_unknown",
        detail: id,
      });
    },
  );

  it("leaves out a built-in enabled without its credentials (a configuration the schema did not check)", async () => {
    const config = thirdPartyConfigSchema.parse(redirects);
    const seen: unknown[] = [];
    for (const missing of ["client_id", "secret"] as const) {
      const unchecked = {
        ...config,
        providers: {
          ...config.providers,
          github: {
            ...config.providers.github,
            enabled: true,
            ...credentials,
            [missing]: undefined,
          },
        },
      };
      const registry = createProviderRegistry(unchecked, fetch);
      seen.push(missing, registry.settings("github"), (await registry.definition("github")).ok);
    }
    expect(seen).toEqual(["client_id", undefined, false, "secret", undefined, false]);
  });
});

describe("built-in definitions", () => {
  it("are the provider's own, with the prompt configured", async () => {
    const registry = registryFor({
      providers: { apple: { enabled: true, prompt: "login", ...credentials } },
    });
    expect(await registry.definition("apple")).toStrictEqual({
      ok: true,
      value: builtInDefinition("apple", {
        clientId: "client",
        clientSecret: "secret",
        prompt: "login",
      }),
    });
  });

  it("take the configured stand-ins, the ID token's check only with both its key set and issuer", async () => {
    const endpoints = {
      authorization_endpoint: "https://staging.test/auth",
      token_endpoint: "https://staging.test/token",
    };
    const registry = registryFor({
      providers: {
        google: {
          enabled: true,
          ...credentials,
          endpoints: { ...endpoints, userinfo_endpoint: "https://staging.test/me" },
        },
        apple: {
          enabled: true,
          ...credentials,
          endpoints: {
            ...endpoints,
            jwks_uri: "https://staging.test/jwks",
            issuer: "https://staging.test",
          },
        },
        microsoft: {
          enabled: true,
          ...credentials,
          endpoints: { ...endpoints, jwks_uri: "https://staging.test/jwks" },
        },
        discord: {
          enabled: true,
          ...credentials,
          endpoints: { ...endpoints, issuer: "https://x" },
        },
      },
    });
    const stood = {
      authorizationEndpoint: endpoints.authorization_endpoint,
      tokenEndpoint: endpoints.token_endpoint,
    };
    const own = (id: "google" | "apple" | "microsoft" | "discord", overrides = {}) =>
      builtInDefinition(
        id,
        { clientId: "client", clientSecret: "secret" },
        { ...stood, ...overrides },
      );
    expect(await registry.definition("google")).toStrictEqual({
      ok: true,
      value: own("google", { userinfoEndpoint: "https://staging.test/me" }),
    });
    expect(await registry.definition("apple")).toStrictEqual({
      ok: true,
      value: own("apple", {
        idToken: { jwksUri: "https://staging.test/jwks", issuer: "https://staging.test" },
      }),
    });
    // Without an issuer the stand-in's keys are not used: Microsoft keeps its own check.
    const microsoft = await registry.definition("microsoft");
    expect(microsoft).toStrictEqual({ ok: true, value: own("microsoft") });
    expect(microsoft.ok && microsoft.value.idToken?.jwksUri).toMatch(
      /^https:\/\/login\.microsoftonline\.com\//,
    );
    expect(await registry.definition("discord")).toStrictEqual({ ok: true, value: own("discord") });
  });
});

describe("custom definitions", () => {
  it("are the configured endpoints without discovery, nothing fetched", async () => {
    const partner = {
      enabled: true,
      display_name: "Partner",
      use_discovery: false,
      scopes: ["email"],
      authorization_endpoint: `${server.origin}/auth`,
      token_endpoint: `${server.origin}/token`,
      userinfo_endpoint: `${server.origin}/me`,
      ...credentials,
    };
    const registry = registryFor({ custom_providers: { Partner: partner } });
    server.received();
    const config = thirdPartyConfigSchema.parse({
      ...redirects,
      custom_providers: { Partner: partner },
    });
    expect(await registry.definition("custom_partner")).toStrictEqual({
      ok: true,
      value: customDefinition("Partner", config.custom_providers.Partner!),
    });
    expect(server.received()).toEqual([]);
  });

  it("discover once and keep what they found; a failed discovery is tried again", async () => {
    const corp = {
      enabled: true,
      display_name: "Corp",
      issuer: server.origin,
      scopes: ["openid"],
      ...credentials,
    };
    const registry = registryFor({ custom_providers: { Corp: corp } });
    server.received();
    server.answer(DISCOVERY, { status: 503, body: "<html>down</html>" });
    expect(await registry.definition("custom_corp")).toMatchObject({
      ok: false,
      error: "discovery_invalid",
    });
    server.answer(DISCOVERY, { body: discoveryDocument() });
    const found = await registry.definition("custom_corp");
    expect(found).toMatchObject({
      ok: true,
      value: {
        id: "custom_corp",
        tokenEndpoint: `${server.origin}/token`,
        idToken: { jwksUri: `${server.origin}/jwks`, issuer: server.origin },
      },
    });
    server.answer(DISCOVERY, { status: 404 });
    expect(await registry.definition("custom_corp")).toStrictEqual(found);
    expect(server.received().map(({ url }) => url)).toEqual([DISCOVERY, DISCOVERY]);
  });
});
