import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PROVIDER_IDS,
  BUILT_IN_PROVIDERS,
  isBuiltInProviderId,
  type BuiltInProvider,
} from "./providers.ts";

describe("BUILT_IN_PROVIDERS", () => {
  it("lists the providers of flow-api.md §5.6 in the action's order, with their display names", () => {
    expect(BUILT_IN_PROVIDER_IDS.map((id) => [id, BUILT_IN_PROVIDERS[id].displayName])).toEqual([
      ["apple", "Apple"],
      ["discord", "Discord"],
      ["github", "GitHub"],
      ["google", "Google"],
      ["linkedin", "LinkedIn"],
      ["microsoft", "Microsoft"],
      ["facebook", "Facebook"],
    ]);
  });

  // Hanko's endpoints and scopes (GitHub's scopes aside), so an app registered there works here.
  it.each([
    [
      "apple",
      "https://appleid.apple.com/auth/authorize",
      "https://appleid.apple.com/auth/token",
      undefined,
      ["name", "email"],
    ],
    [
      "discord",
      "https://discord.com/oauth2/authorize",
      "https://discord.com/api/oauth2/token",
      "https://discord.com/api/v10/users/@me",
      ["identify", "email"],
    ],
    [
      "github",
      "https://github.com/login/oauth/authorize",
      "https://github.com/login/oauth/access_token",
      "https://api.github.com/user",
      ["read:user", "user:email"],
    ],
    [
      "google",
      "https://accounts.google.com/o/oauth2/v2/auth",
      "https://oauth2.googleapis.com/token",
      "https://www.googleapis.com/oauth2/v3/userinfo",
      ["email", "profile"],
    ],
    [
      "linkedin",
      "https://www.linkedin.com/oauth/v2/authorization",
      "https://www.linkedin.com/oauth/v2/accessToken",
      "https://api.linkedin.com/v2/userinfo",
      ["openid", "profile", "email"],
    ],
    [
      "microsoft",
      "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
      "https://login.microsoftonline.com/common/oauth2/v2.0/token",
      undefined,
      ["openid", "profile", "email"],
    ],
    [
      "facebook",
      "https://www.facebook.com/v21.0/dialog/oauth",
      "https://graph.facebook.com/v21.0/oauth/access_token",
      "https://graph.facebook.com/v21.0/me",
      ["email", "public_profile"],
    ],
  ] as const)("%s: sends users to %s, redeems at %s, reads %s, asks for %j", (id, ...rest) => {
    const [authorizationEndpoint, tokenEndpoint, userinfoEndpoint, scopes] = rest;
    const provider = BUILT_IN_PROVIDERS[id];
    expect([
      provider.authorizationEndpoint,
      provider.tokenEndpoint,
      provider.userinfoEndpoint,
      provider.scopes,
    ]).toEqual([authorizationEndpoint, tokenEndpoint, userinfoEndpoint, scopes]);
  });

  it("checks ID tokens against the providers' published keys and issuers", () => {
    expect(
      BUILT_IN_PROVIDER_IDS.map((id) => [
        id,
        BUILT_IN_PROVIDERS[id].jwksUri,
        BUILT_IN_PROVIDERS[id].issuer,
      ]),
    ).toEqual([
      ["apple", "https://appleid.apple.com/auth/keys", "https://appleid.apple.com"],
      ["discord", undefined, undefined],
      ["github", undefined, undefined],
      ["google", undefined, undefined],
      ["linkedin", "https://www.linkedin.com/oauth/openid/jwks", "https://www.linkedin.com/oauth"],
      ["microsoft", "https://login.microsoftonline.com/common/discovery/v2.0/keys", undefined],
      ["facebook", undefined, undefined],
    ]);
  });

  it("adds no authorization parameters but Apple's form post", () => {
    expect(
      BUILT_IN_PROVIDER_IDS.filter(
        (id) => Object.keys(BUILT_IN_PROVIDERS[id].authorizationParams).length > 0,
      ),
    ).toEqual(["apple"]);
  });

  it.each(BUILT_IN_PROVIDER_IDS)("%s is keyed by its own id", (id) => {
    expect(BUILT_IN_PROVIDERS[id].id).toBe(id);
  });

  it.each(BUILT_IN_PROVIDER_IDS)("%s talks only https to the provider's own hosts", (id) => {
    const provider = BUILT_IN_PROVIDERS[id];
    const urls = [
      provider.authorizationEndpoint,
      provider.tokenEndpoint,
      provider.userinfoEndpoint,
      provider.jwksUri,
      provider.issuer,
    ].filter((url) => url !== undefined);
    const hosts: Record<string, RegExp> = {
      apple: /^appleid\.apple\.com$/,
      discord: /^discord\.com$/,
      github: /^(github\.com|api\.github\.com)$/,
      google: /^(accounts\.google\.com|oauth2\.googleapis\.com|www\.googleapis\.com)$/,
      linkedin: /^(www\.linkedin\.com|api\.linkedin\.com)$/,
      microsoft: /^login\.microsoftonline\.com$/,
      facebook: /^(www\.facebook\.com|graph\.facebook\.com)$/,
    };
    // The authorization and token endpoints at least.
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol).toBe("https:");
      expect(parsed.hostname).toMatch(hosts[id]!);
    }
  });

  // One test for each provider in each group, so that each states what its group needs.
  const providers = (where: (provider: BuiltInProvider) => boolean) =>
    BUILT_IN_PROVIDER_IDS.filter((id) => where(BUILT_IN_PROVIDERS[id]));

  it.each(providers((provider) => provider.claimsFrom === "id_token"))(
    "%s reads the account from an ID token: OpenID Connect, with signing keys",
    (id) => {
      const provider = BUILT_IN_PROVIDERS[id];
      expect(provider.protocol).toBe("oidc");
      expect(provider.jwksUri).toBeDefined();
      expect(provider.scopes).toContain(id === "apple" ? "email" : "openid");
    },
  );

  it.each(providers((provider) => provider.claimsFrom === "userinfo"))(
    "%s reads the account from its userinfo endpoint",
    (id) => {
      expect(BUILT_IN_PROVIDERS[id].userinfoEndpoint).toBeDefined();
    },
  );

  // Microsoft's issuer names the user's tenant (below).
  it.each(providers((provider) => provider.protocol === "oidc" && provider.id !== "microsoft"))(
    "%s, on OpenID Connect, names its issuer",
    (id) => {
      expect(BUILT_IN_PROVIDERS[id].issuer).toBeDefined();
    },
  );

  it("reads Apple's and Microsoft's accounts from ID tokens, the rest from userinfo", () => {
    const fromIdToken = BUILT_IN_PROVIDER_IDS.filter(
      (id) => BUILT_IN_PROVIDERS[id].claimsFrom === "id_token",
    );
    expect(fromIdToken).toEqual(["apple", "microsoft"]);
  });

  it("asks Apple for a form post", () => {
    expect(BUILT_IN_PROVIDERS.apple.authorizationParams).toEqual({ response_mode: "form_post" });
  });

  it("has a tenant-free issuer for Microsoft (it names the user's tenant)", () => {
    expect(BUILT_IN_PROVIDERS.microsoft.issuer).toBeUndefined();
  });
});

describe("isBuiltInProviderId", () => {
  it.each([
    ["github", true],
    ["GitHub", false],
    ["custom_github", false],
    ["twitter", false],
    ["constructor", false],
    [undefined, false],
  ])("%s: %s", (value, expected) => {
    expect(isBuiltInProviderId(value)).toBe(expected);
  });
});
