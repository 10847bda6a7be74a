// The OAuth 2.0 / OpenID Connect client of third-party sign-in: the authorization URL a user is
// sent to, and, back at the callback, the code redeemed at the token endpoint, the ID token
// checked, and the account read. `fetch` and the clock are injected; failures are results with a
// typed code (./oauth-result.ts), never a thrown fetch error.
import type { Clock } from "../services.ts";
import { authorizationUrl, type AuthorizationRequest } from "./authorization-url.ts";
import { createIdTokenVerifier } from "./id-token.ts";
import { failure, type OAuthResult } from "./oauth-result.ts";
import { readAccount } from "./provider-account.ts";
import { usesIdToken, type ProviderDefinition } from "./provider-definition.ts";
import { requestJson, type Fetch } from "./provider-http.ts";
import { asObject, claimString, type ProviderUser } from "./provider-user.ts";

export interface OAuthClientOptions {
  fetch: Fetch;
  clock: Clock;
  /** Our /thirdparty/callback, as registered at every provider (`third_party.redirect_url`). */
  redirectUri: string;
}

export interface CodeRedemption {
  code: string;
  /** The state's nonce. */
  nonce: string;
  /** The state's PKCE verifier, if the request carried a challenge. */
  codeVerifier?: string | undefined;
  /** Apple's `user` form field. */
  appleUserField?: string | undefined;
}

export interface OAuthClient {
  authorizationUrl(
    definition: ProviderDefinition,
    request: Omit<AuthorizationRequest, "redirectUri">,
  ): string;
  /** Redeems the callback's code and answers the account the provider vouches for. */
  redeem(
    definition: ProviderDefinition,
    redemption: CodeRedemption,
  ): Promise<OAuthResult<ProviderUser>>;
}

export function createOAuthClient(options: OAuthClientOptions): OAuthClient {
  const verifyIdToken = createIdTokenVerifier(options.fetch);
  return {
    authorizationUrl: (definition, request) =>
      authorizationUrl(definition, { ...request, redirectUri: options.redirectUri }),

    async redeem(definition, redemption) {
      const tokens = await requestTokens(options, definition, redemption);
      if (!tokens.ok) return tokens;
      let idTokenClaims;
      if (usesIdToken(definition)) {
        if (tokens.value.idToken === undefined) return failure("id_token_missing");
        const verified = await verifyIdToken(tokens.value.idToken, {
          ...definition.idToken,
          clientId: definition.clientId,
          nonce: redemption.nonce,
          now: options.clock.now(),
        });
        if (!verified.ok) return verified;
        idTokenClaims = verified.value;
      }
      return readAccount(options.fetch, definition, {
        accessToken: tokens.value.accessToken,
        idTokenClaims,
        appleUserField: redemption.appleUserField,
      });
    },
  };
}

interface Tokens {
  accessToken: string;
  idToken?: string;
}

/** The authorization code grant (RFC 6749 §4.1.3), with the PKCE verifier (RFC 7636 §4.5). */
async function requestTokens(
  options: OAuthClientOptions,
  definition: ProviderDefinition,
  redemption: CodeRedemption,
): Promise<OAuthResult<Tokens>> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code: redemption.code,
    redirect_uri: options.redirectUri,
  });
  if (redemption.codeVerifier !== undefined) body.set("code_verifier", redemption.codeVerifier);
  const headers: Record<string, string> = {};
  if (definition.tokenEndpointAuthMethod === "client_secret_basic") {
    // RFC 6749 §2.3.1: each part form-encoded before Basic encoding.
    const credentials = `${formEncode(definition.clientId)}:${formEncode(definition.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  } else {
    body.set("client_id", definition.clientId);
    body.set("client_secret", definition.clientSecret);
  }
  const response = await requestJson(options.fetch, definition.tokenEndpoint, {
    method: "POST",
    headers,
    body,
  });
  if (!response.ok) return failure("provider_unreachable", response.detail);
  const answer = asObject(response.body) ?? {};
  const providerError = claimString(answer.error);
  // GitHub reports a refused code with 200 and an `error`.
  if (response.status !== 200 || providerError !== undefined) {
    return failure("token_refused", response.detail, providerError);
  }
  if (typeof answer.access_token !== "string" || answer.access_token === "") {
    return failure("token_response_invalid", `${response.detail}: no access_token`);
  }
  const tokens: Tokens = { accessToken: answer.access_token };
  if (typeof answer.id_token === "string") tokens.idToken = answer.id_token;
  return { ok: true, value: tokens };
}

const formEncode = (value: string): string => new URLSearchParams({ v: value }).toString().slice(2);
