// The client against a real OpenID provider (oidc-provider, in-process): a scripted user signs
// in at the provider, the callback's code is redeemed, the ID token checked, the account read.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { createSecretBox } from "../secrets/secret-box.ts";
import { createOAuthClient } from "./oauth-client.ts";
import { createState, openState } from "./oauth-state.ts";
import { discoverProvider } from "./oidc-discovery.ts";
import { thirdPartyConfigSchema } from "./provider-config.ts";
import {
  builtInDefinition,
  customDefinition,
  type ProviderDefinition,
} from "./provider-definition.ts";
import { startLocalOidcProvider, type LocalOidcProvider } from "./testing/local-oidc-provider.ts";

// Starting the provider takes well under a second; the margin is for a busy CI machine.
const IDP_TIMEOUT_MS = 20_000;

const box = createSecretBox({ current: randomBytes(32), previous: [] });
const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
let idp: LocalOidcProvider;

beforeAll(async () => {
  idp = await startLocalOidcProvider({
    accounts: {
      jane: { email: "jane.doe@example.test", email_verified: true, name: "Jane Doe" },
      olof: { email: "olof@example.test", email_verified: false },
      // Microsoft accounts: the domain owner verified, and an address nothing in the token proves
      // (`email_verified` is not Microsoft's claim and proves nothing there).
      mia: { email: "mia@contoso.example", xms_edov: true },
      mats: { email: "owner@kretsbutiken.example", email_verified: true },
    },
  });
}, IDP_TIMEOUT_MS);

afterAll(() => idp.close());

const clientFor = (clock = createTestClock()) =>
  createOAuthClient({ fetch, clock, redirectUri: idp.clients[0].redirectUri });

async function customByDiscovery(): Promise<ProviderDefinition> {
  const discovered = await discoverProvider(fetch, idp.issuer);
  if (!discovered.ok) throw new Error(`discovery failed: ${discovered.error}`);
  const [client] = idp.clients;
  const config = thirdPartyConfigSchema.parse({
    custom_providers: {
      Local: {
        enabled: true,
        display_name: "Local IdP",
        client_id: client.clientId,
        secret: client.clientSecret,
        issuer: idp.issuer,
        scopes: ["openid", "email", "profile"],
      },
    },
    redirect_url: client.redirectUri,
    error_redirect_url: "https://kretsbutiken.test/error",
    allowed_redirect_urls: ["https://kretsbutiken.test/**"],
  });
  return customDefinition("Local", config.custom_providers.Local!, discovered.value);
}

/** A built-in provider pointed at the local IdP, with the second client (client_secret_post). */
function builtInAtLocalIdp(
  id: "google" | "apple" | "microsoft",
  overrides: Partial<ProviderDefinition> = {},
): ProviderDefinition {
  const client = idp.clients[1];
  return builtInDefinition(
    id,
    { clientId: client.clientId, clientSecret: client.clientSecret },
    {
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      userinfoEndpoint: `${idp.issuer}/me`,
      ...overrides,
    },
  );
}

const requestUrl = (input: string | URL | Request): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** Starts as `thirdparty_oauth` would, signs in at the IdP and opens the returned state. */
async function signIn(
  definition: ProviderDefinition,
  account: string,
  options: { codeVerifier?: string; client?: ReturnType<typeof clientFor> } = {},
) {
  const client = options.client ?? clientFor();
  const started = createState(
    box,
    {
      provider: definition.id,
      redirectTo: "https://kretsbutiken.test/account",
      isFlow: true,
      codeVerifier: options.codeVerifier,
    },
    new Date(),
  );
  const url = client.authorizationUrl(definition, {
    state: started.state,
    nonce: started.nonce,
    codeVerifier: options.codeVerifier,
  });
  const callback = await idp.signIn(url, account);
  const opened = openState(
    box,
    callback.searchParams.get("state") ?? "",
    started.cookieValue,
    new Date(),
  );
  if (!opened.ok) throw new Error(`state did not open: ${opened.error}`);
  return {
    url: new URL(url),
    callback,
    code: callback.searchParams.get("code") ?? "",
    state: opened.state,
  };
}

describe("a custom OIDC provider found by discovery", () => {
  it(
    "gives the account in userinfo, after checking the ID token",
    async () => {
      const definition = await customByDiscovery();
      expect(definition).toMatchObject({ tokenEndpointAuthMethod: "client_secret_basic" });
      const { url, code, state } = await signIn(definition, "jane");
      expect(url.searchParams.get("nonce")).toBe(state.nonce);
      expect(await clientFor().redeem(definition, { code, nonce: state.nonce })).toStrictEqual({
        ok: true,
        value: {
          id: "jane",
          email: "jane.doe@example.test",
          emailVerified: true,
          name: "Jane Doe",
        },
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "keeps an unverified address unverified",
    async () => {
      const definition = await customByDiscovery();
      const { code, state } = await signIn(definition, "olof");
      const result = await clientFor().redeem(definition, { code, nonce: state.nonce });
      expect(result).toStrictEqual({
        ok: true,
        value: { id: "olof", email: "olof@example.test", emailVerified: false },
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "redeems with the PKCE verifier, and the IdP refuses a wrong or missing one",
    async () => {
      const definition = await customByDiscovery();
      const client = clientFor();
      for (const codeVerifier of [`${verifier.slice(0, -1)}X`, undefined]) {
        const { code, state } = await signIn(definition, "jane", { codeVerifier: verifier });
        expect(state.codeVerifier).toBe(verifier);
        expect(
          await client.redeem(definition, { code, nonce: state.nonce, codeVerifier }),
        ).toMatchObject({
          ok: false,
          error: "token_refused",
          providerError: "invalid_grant",
        });
      }
      const { url, code, state } = await signIn(definition, "jane", { codeVerifier: verifier });
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      const redeemed = await client.redeem(definition, {
        code,
        nonce: state.nonce,
        codeVerifier: verifier,
      });
      expect(redeemed).toMatchObject({ ok: true, value: { id: "jane" } });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "refuses an ID token for another request's nonce",
    async () => {
      const definition = await customByDiscovery();
      const { code } = await signIn(definition, "jane");
      const other = createState(
        box,
        { provider: definition.id, redirectTo: "https://kretsbutiken.test", isFlow: true },
        new Date(),
      );
      expect(await clientFor().redeem(definition, { code, nonce: other.nonce })).toMatchObject({
        ok: false,
        error: "id_token_nonce",
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "refuses an ID token that has expired by our clock",
    async () => {
      const definition = await customByDiscovery();
      const { code, state } = await signIn(definition, "jane");
      const clock = createTestClock();
      clock.advance(2 * 60 * 60 * 1000);
      expect(await clientFor(clock).redeem(definition, { code, nonce: state.nonce })).toMatchObject(
        {
          ok: false,
          error: "id_token_expired",
        },
      );
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "refuses userinfo about another subject than the ID token",
    async () => {
      const definition = await customByDiscovery();
      const { code, state } = await signIn(definition, "jane");
      const lying: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        return requestUrl(input).endsWith("/me")
          ? Response.json({ sub: "mallory", email: "jane.doe@example.test" })
          : response;
      };
      const client = createOAuthClient({
        fetch: lying,
        clock: createTestClock(),
        redirectUri: idp.clients[0].redirectUri,
      });
      expect(await client.redeem(definition, { code, nonce: state.nonce })).toMatchObject({
        ok: false,
        error: "subject_mismatch",
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "answers a wrong client secret and a used code with the IdP's error code",
    async () => {
      const definition = await customByDiscovery();
      const { code, state } = await signIn(definition, "jane");
      const wrongSecret = { ...definition, clientSecret: "not-the-secret" };
      expect(await clientFor().redeem(wrongSecret, { code, nonce: state.nonce })).toMatchObject({
        error: "token_refused",
        providerError: "invalid_client",
      });
      expect((await clientFor().redeem(definition, { code, nonce: state.nonce })).ok).toBe(true);
      expect(await clientFor().redeem(definition, { code, nonce: state.nonce })).toMatchObject({
        error: "token_refused",
        providerError: "invalid_grant",
      });
    },
    IDP_TIMEOUT_MS,
  );
});

describe("named providers pointed at the local IdP", () => {
  it(
    "Google: client_secret_post, no nonce, the account from userinfo",
    async () => {
      // The local IdP's userinfo wants the openid scope, which Google's own does not.
      const definition = builtInAtLocalIdp("google", { scopes: ["openid", "email", "profile"] });
      const { url, code, state } = await signIn(definition, "jane");
      expect(url.searchParams.has("nonce")).toBe(false);
      expect(await clientFor().redeem(definition, { code, nonce: state.nonce })).toStrictEqual({
        ok: true,
        value: {
          id: "jane",
          email: "jane.doe@example.test",
          emailVerified: true,
          name: "Jane Doe",
        },
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "Apple: the answer posted as a form, the account from the ID token, the name from `user`",
    async () => {
      const definition = builtInAtLocalIdp("apple", {
        scopes: ["openid", "email"],
        idToken: { jwksUri: `${idp.issuer}/jwks`, issuer: idp.issuer },
      });
      const { url, code, state } = await signIn(definition, "jane");
      expect(url.searchParams.get("response_mode")).toBe("form_post");
      expect(url.search).toContain("scope=openid%20email");
      const userField = JSON.stringify({ name: { firstName: "Jane", lastName: "Doe" } });
      const result = await clientFor().redeem(definition, {
        code,
        nonce: state.nonce,
        appleUserField: userField,
      });
      expect(result).toStrictEqual({
        ok: true,
        value: {
          id: "jane",
          email: "jane.doe@example.test",
          emailVerified: true,
          name: "Jane Doe",
        },
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "Microsoft: an issuer that is not a tenant's is refused",
    async () => {
      const definition = builtInAtLocalIdp("microsoft", {
        idToken: { jwksUri: `${idp.issuer}/jwks`, issuer: { rule: "microsoft_tenant" } },
      });
      const { code, state } = await signIn(definition, "jane");
      expect(await clientFor().redeem(definition, { code, nonce: state.nonce })).toMatchObject({
        ok: false,
        error: "id_token_issuer",
      });
    },
    IDP_TIMEOUT_MS,
  );
});

describe("Microsoft's address, from a signed ID token", () => {
  // The local IdP's issuer stands in for the tenant's: what is under test is the address.
  const microsoft = () =>
    builtInAtLocalIdp("microsoft", {
      idToken: { jwksUri: `${idp.issuer}/jwks`, issuer: idp.issuer },
    });

  it(
    "is verified when xms_edov proves it",
    async () => {
      const { code, state } = await signIn(microsoft(), "mia");
      expect(await clientFor().redeem(microsoft(), { code, nonce: state.nonce })).toStrictEqual({
        ok: true,
        value: { id: "mia", email: "mia@contoso.example", emailVerified: true },
      });
    },
    IDP_TIMEOUT_MS,
  );

  it(
    "is not verified without xms_edov, whatever else the token says",
    async () => {
      const { code, state } = await signIn(microsoft(), "mats");
      expect(await clientFor().redeem(microsoft(), { code, nonce: state.nonce })).toStrictEqual({
        ok: true,
        value: { id: "mats", email: "owner@kretsbutiken.example", emailVerified: false },
      });
    },
    IDP_TIMEOUT_MS,
  );
});

describe("an unreachable provider", () => {
  it("is a result, not a thrown fetch error", async () => {
    const definition = builtInDefinition(
      "github",
      { clientId: "id", clientSecret: "secret" },
      { tokenEndpoint: "http://127.0.0.1:9/token" },
    );
    expect(await clientFor().redeem(definition, { code: "code", nonce: "n" })).toMatchObject({
      ok: false,
      error: "provider_unreachable",
    });
  });
});
