// The authorization request (RFC 6749 §4.1.1, OIDC Core §3.1.2.1, RFC 7636 §4.3) a provider is
// sent to: the provider's fixed parameters, then the standard ones, which nothing overrides.
// Every value is percent-encoded with %20 for spaces: Apple refuses the form encoding's "+"
// between scopes, and every other provider reads %20 as well.
import { pkceS256Challenge } from "./pkce.ts";
import { usesIdToken, type ProviderDefinition } from "./provider-definition.ts";

export interface AuthorizationRequest {
  /** Our /thirdparty/callback, as registered at the provider (`third_party.redirect_url`). */
  redirectUri: string;
  /** The sealed state (./oauth-state.ts). */
  state: string;
  /** The state's nonce; sent only in OpenID Connect requests. */
  nonce: string;
  /** The client's PKCE verifier; its S256 challenge is sent. */
  codeVerifier?: string | undefined;
}

export function authorizationUrl(
  definition: ProviderDefinition,
  request: AuthorizationRequest,
): string {
  const url = new URL(definition.authorizationEndpoint);
  const params = new Map<string, string>(url.searchParams);
  for (const [name, value] of Object.entries(definition.authorizationParams)) {
    params.set(name, value);
  }
  params.set("response_type", "code");
  params.set("client_id", definition.clientId);
  params.set("redirect_uri", request.redirectUri);
  params.set("scope", definition.scopes.join(" "));
  params.set("state", request.state);
  if (usesIdToken(definition)) params.set("nonce", request.nonce);
  if (request.codeVerifier !== undefined) {
    params.set("code_challenge", pkceS256Challenge(request.codeVerifier));
    params.set("code_challenge_method", "S256");
  }
  url.search = [...params]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return url.href;
}
