// The client against a real OpenID provider (oidc-provider, in-process): a scripted user signs
// in at the provider, the callback's code is redeemed, the ID token checked, the account read.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { createSecretBox } from "../secrets/secret-box.ts";
import { createOAuthClient, type CodeRedemption } from "./oauth-client.ts";
import { createState, openState } from "./oauth-state.ts";
import { discoverProvider } from "./oidc-discovery.ts";
import { thirdPartyConfigSchema } from "./provider-config.ts";
import {
  builtInDefinition,
  customDefinition,
  type ProviderDefinition,
} from "./provider-definition.ts";
import { startLocalOidcProvider, type LocalOidcProvider } from "./testing/local-oidc-provider.ts";
import {
  startScriptedHttpServer,
  type ScriptedHttpServer,
} from "./testing/scripted-http-server.ts";

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

describe("token responses a provider should not give (a scripted server as the provider)", () => {
  let server: ScriptedHttpServer;
  beforeAll(async () => {
    server = await startScriptedHttpServer();
  });
  afterAll(() => server?.close());

  /** Google's reading of the account, at the scripted server; no ID token. */
  const atServer = (overrides: Partial<ProviderDefinition> = {}) =>
    builtInDefinition(
      "google",
      { clientId: "kb client", clientSecret: "s3cr+t/:x" },
      {
        tokenEndpoint: `${server.origin}/token`,
        userinfoEndpoint: `${server.origin}/me`,
        ...overrides,
      },
    );
  const tokenAnswer = (body: object | string, status = 200) => {
    server.answer("/token", { status, body });
    server.answer("/me", { body: { sub: "u1", email: "u1@example.test", email_verified: true } });
  };
  const redeem = (definition = atServer(), redemption: Partial<CodeRedemption> = {}) =>
    clientFor().redeem(definition, { code: "the code", nonce: "n", ...redemption });
  const tokenRequest = () => {
    const [request] = server.received().filter(({ url }) => url === "/token");
    return { ...request!, form: Object.fromEntries(new URLSearchParams(request!.body)) };
  };

  it("sends the client's credentials by client_secret_basic, each part form-encoded", async () => {
    tokenAnswer({ access_token: "at", token_type: "Bearer" });
    server.received();
    const definition = atServer({ tokenEndpointAuthMethod: "client_secret_basic" });
    expect(await redeem(definition, { codeVerifier: verifier })).toStrictEqual({
      ok: true,
      value: { id: "u1", email: "u1@example.test", emailVerified: true },
    });
    const request = tokenRequest();
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("kb+client:s3cr%2Bt%2F%3Ax").toString("base64")}`,
    );
    expect(request.form).toStrictEqual({
      grant_type: "authorization_code",
      code: "the code",
      redirect_uri: idp.clients[0].redirectUri,
      code_verifier: verifier,
    });
  });

  it("sends them in the form by client_secret_post, and no verifier without PKCE", async () => {
    tokenAnswer({ access_token: "at" });
    server.received();
    expect((await redeem()).ok).toBe(true);
    const request = tokenRequest();
    expect(request.headers.authorization).toBeUndefined();
    expect(request.form).toStrictEqual({
      grant_type: "authorization_code",
      code: "the code",
      redirect_uri: idp.clients[0].redirectUri,
      client_id: "kb client",
      client_secret: "s3cr+t/:x",
    });
  });

  it.each([
    [
      "GitHub's refusal: 200 with an error",
      200,
      { error: "bad_verification_code", access_token: "at" },
      { providerError: "bad_verification_code", detail: "200 from {origin}/token" },
    ],
    ["a 400 with no error code", 400, { message: "no" }, { detail: "400 from {origin}/token" }],
    ["an HTML error page", 502, "<html>Bad gateway</html>", { detail: "502 from {origin}/token" }],
    [
      "a token with another status than 200",
      201,
      { access_token: "at" },
      { detail: "201 from {origin}/token" },
    ],
  ])("is token_refused for %s", async (_name, status, body, fields) => {
    tokenAnswer(body, status);
    const expected = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value.replace("{origin}", server.origin)]),
    );
    expect(await redeem()).toStrictEqual({ ok: false, error: "token_refused", ...expected });
  });

  it.each([
    ["no access token", { token_type: "Bearer" }],
    ["an empty access token", { access_token: "" }],
    ["an access token that is not a string", { access_token: 42 }],
    ["a page that is not JSON", "<html>ok</html>"],
  ])("is token_response_invalid for %s", async (_name, body) => {
    tokenAnswer(body);
    expect(await redeem()).toStrictEqual({
      ok: false,
      error: "token_response_invalid",
      detail: `200 from ${server.origin}/token: no access_token`,
    });
  });

  it.each([
    ["no ID token", { access_token: "at" }],
    ["an ID token that is not a string", { access_token: "at", id_token: 42 }],
  ])("is id_token_missing for an OpenID provider with %s", async (_name, body) => {
    tokenAnswer(body);
    const definition = atServer({ idToken: { jwksUri: `${idp.issuer}/jwks`, issuer: idp.issuer } });
    expect(await redeem(definition)).toStrictEqual({ ok: false, error: "id_token_missing" });
  });
});
