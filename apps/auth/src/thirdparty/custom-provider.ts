// Operator-defined providers (`custom_providers.<key>`, flow-api.md §5.6): an id derived from
// the key, endpoints from OIDC discovery or given outright, and the userinfo response mapped to
// standard claims through `attribute_mapping` before it is read, as in Hanko. The account is
// read from userinfo in both cases (Hanko reads no ID token from custom providers).
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimId,
  claimIsTrue,
  claimString,
  providerUser,
  type Json,
  type ProviderUser,
} from "./provider-user.ts";

/** `custom_` and the key in lower case, so built-in and custom ids never meet. */
export const customProviderId = (key: string): string => `custom_${key.toLowerCase()}`;

export interface CustomProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
}

/** Where an OIDC issuer publishes its configuration (OpenID Connect Discovery 1.0 §4). */
export const discoveryUrl = (issuer: string): string =>
  `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;

/**
 * The endpoints of a discovery document, or undefined if it is not the issuer's own (its
 * `issuer` must equal the configured one exactly, §4.3) or lacks one of them.
 */
export function parseDiscoveryDocument(
  document: unknown,
  issuer: string,
): CustomProviderEndpoints | undefined {
  const body = asObject(document);
  if (body === undefined || body.issuer !== issuer) return undefined;
  const authorizationEndpoint = httpUrl(body.authorization_endpoint);
  const tokenEndpoint = httpUrl(body.token_endpoint);
  const userinfoEndpoint = httpUrl(body.userinfo_endpoint);
  if (!authorizationEndpoint || !tokenEndpoint || !userinfoEndpoint) return undefined;
  return { authorizationEndpoint, tokenEndpoint, userinfoEndpoint };
}

const httpUrl = (value: unknown): string | undefined => {
  const text = claimString(value);
  const protocol = text && URL.parse(text)?.protocol;
  return protocol === "https:" || protocol === "http:" ? text : undefined;
};

/**
 * The account in a userinfo response. `attributeMapping` maps our standard claim names to the
 * provider's (`{ sub: "user_id" }` reads `sub` from `user_id`); a mapped claim the provider
 * does not send is absent, not taken from a same-named claim.
 */
export function customProviderUser(
  userinfo: unknown,
  attributeMapping: Readonly<Record<string, string>> = {},
): ProviderUser | undefined {
  const body = asObject(userinfo);
  if (body === undefined) return undefined;
  const claims: Json = { ...body };
  for (const [ours, theirs] of Object.entries(attributeMapping)) {
    claims[ours] = Object.hasOwn(body, theirs) ? body[theirs] : undefined;
  }
  return providerUser({
    id: claimId(claims.sub),
    email: claimEmail(claims.email),
    emailVerified: claimIsTrue(claims.email_verified),
    name: claimString(claims.name),
    picture: claimHttpsUrl(claims.picture),
  });
}
