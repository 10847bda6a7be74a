// OpenID Connect Discovery for custom providers with `use_discovery` (flow-api.md §5.6): the
// endpoints (parseDiscoveryDocument), and beside them what the client needs to check ID tokens
// and authenticate at the token endpoint.
import {
  parseDiscoveryDocument,
  discoveryUrl,
  type CustomProviderEndpoints,
} from "./custom-provider.ts";
import { failure, success, type OAuthResult } from "./oauth-result.ts";
import { requestJson, type Fetch } from "./provider-http.ts";
import { asObject } from "./provider-user.ts";

export type TokenEndpointAuthMethod = "client_secret_basic" | "client_secret_post";

export interface DiscoveredProvider extends CustomProviderEndpoints {
  issuer: string;
  /** Absent: the provider signs no ID tokens we could check, so none is asked for. */
  jwksUri?: string;
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
}

export async function discoverProvider(
  fetchImpl: Fetch,
  issuer: string,
): Promise<OAuthResult<DiscoveredProvider>> {
  const response = await requestJson(fetchImpl, discoveryUrl(issuer));
  if (!response.ok) return failure("provider_unreachable", response.detail);
  if (response.status !== 200) return failure("discovery_invalid", response.detail);
  const endpoints = parseDiscoveryDocument(response.body, issuer);
  if (endpoints === undefined) {
    return failure(
      "discovery_invalid",
      `discovery of ${issuer}: another issuer, or an endpoint missing`,
    );
  }
  const body = asObject(response.body) ?? {};
  const jwksUri = typeof body.jwks_uri === "string" ? URL.parse(body.jwks_uri) : null;
  const provider: DiscoveredProvider = {
    ...endpoints,
    issuer,
    tokenEndpointAuthMethod: authMethod(body.token_endpoint_auth_methods_supported),
  };
  if (jwksUri?.protocol === "https:" || jwksUri?.protocol === "http:")
    provider.jwksUri = jwksUri.href;
  return success(provider);
}

/** client_secret_basic unless the provider lists only _post (Discovery §3: basic by default). */
function authMethod(supported: unknown): TokenEndpointAuthMethod {
  if (!Array.isArray(supported)) return "client_secret_basic";
  return !supported.includes("client_secret_basic") && supported.includes("client_secret_post")
    ? "client_secret_post"
    : "client_secret_basic";
}
