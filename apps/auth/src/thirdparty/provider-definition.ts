// Everything the OAuth client needs to know about one provider, in one shape for built-in and
// custom ones: where to send the user, how to redeem the code, whether an ID token comes back and
// how to check it, and how the answer becomes a ProviderUser (./provider-account.ts).
import type { DiscoveredProvider, TokenEndpointAuthMethod } from "./oidc-discovery.ts";
import { customProviderId } from "./custom-provider.ts";
import type { ThirdPartyConfig } from "./provider-config.ts";
import { GITHUB_EMAILS_ENDPOINT } from "./providers/github.ts";
import { BUILT_IN_PROVIDERS, type BuiltInProviderId } from "./providers.ts";

/** How the provider's answer is read: one reader per built-in, the attribute mapping for custom. */
export type AccountReader =
  | { kind: Exclude<BuiltInProviderId, "github"> }
  | { kind: "github"; emailsEndpoint: string }
  | { kind: "custom"; attributeMapping: Readonly<Record<string, string>> };

export interface IdTokenCheck {
  jwksUri: string;
  /** The exact `iss`, or Microsoft's: its tenant's issuer, for the token's own `tid`. */
  issuer: string | { rule: "microsoft_tenant" };
}

export interface ProviderDefinition {
  /** `github`, `custom_<key>`. */
  id: string;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint?: string;
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
  scopes: readonly string[];
  /** Added to the authorization request: response_mode, prompt, acr_values. */
  authorizationParams: Readonly<Record<string, string>>;
  /**
   * OpenID Connect: the request carries a nonce and the token response must hold an ID token
   * that passes this check. Built-in OIDC providers always send one (Apple without the `openid`
   * scope); custom ones only when `openid` is among their scopes.
   */
  idToken?: IdTokenCheck;
  /** The account is in the verified ID token, or at the userinfo endpoint. */
  claimsFrom: "id_token" | "userinfo";
  account: AccountReader;
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
  prompt?: string | undefined;
}

/** Endpoints and the like to use instead of the provider's own (tests, staging providers). */
export type DefinitionOverrides = Partial<
  Pick<
    ProviderDefinition,
    | "authorizationEndpoint"
    | "tokenEndpoint"
    | "userinfoEndpoint"
    | "scopes"
    | "idToken"
    | "account"
  >
>;

/** Built-ins redeem codes with client_secret_post: Apple and LinkedIn accept nothing else. */
export function builtInDefinition(
  id: BuiltInProviderId,
  credentials: Credentials,
  overrides: DefinitionOverrides = {},
): ProviderDefinition {
  const provider = BUILT_IN_PROVIDERS[id];
  const definition: ProviderDefinition = {
    id,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    authorizationEndpoint: provider.authorizationEndpoint,
    tokenEndpoint: provider.tokenEndpoint,
    tokenEndpointAuthMethod: "client_secret_post",
    scopes: provider.scopes,
    authorizationParams: withPrompt(provider.authorizationParams, credentials.prompt),
    claimsFrom: provider.claimsFrom,
    account: id === "github" ? { kind: id, emailsEndpoint: GITHUB_EMAILS_ENDPOINT } : { kind: id },
  };
  if (provider.userinfoEndpoint !== undefined)
    definition.userinfoEndpoint = provider.userinfoEndpoint;
  // Only the OpenID Connect built-ins publish signing keys.
  if (provider.jwksUri !== undefined) {
    definition.idToken = {
      jwksUri: provider.jwksUri,
      issuer: provider.issuer ?? { rule: "microsoft_tenant" },
    };
  }
  return { ...definition, ...overrides };
}

type CustomProviderConfig = ThirdPartyConfig["custom_providers"][string];

/**
 * A custom provider: with `use_discovery`, from its discovery document (ID tokens checked when
 * it publishes keys and `openid` is among the scopes, which Hanko does not do); otherwise from
 * the configured endpoints, plain OAuth 2.0 with client_secret_basic (RFC 6749 §2.3.1).
 * `discovered` is given only with `use_discovery`.
 */
export function customDefinition(
  key: string,
  config: CustomProviderConfig,
  discovered?: DiscoveredProvider,
): ProviderDefinition {
  const endpoints = config.use_discovery
    ? discovered
    : {
        authorizationEndpoint: config.authorization_endpoint,
        tokenEndpoint: config.token_endpoint,
        userinfoEndpoint: config.userinfo_endpoint,
      };
  const { authorizationEndpoint, tokenEndpoint, userinfoEndpoint } = endpoints ?? {};
  if (
    authorizationEndpoint === undefined ||
    tokenEndpoint === undefined ||
    userinfoEndpoint === undefined ||
    config.client_id === undefined ||
    config.secret === undefined
  ) {
    throw new TypeError(`custom provider ${key} lacks its endpoints or credentials`);
  }
  const params: Record<string, string> = withPrompt({}, config.prompt);
  if (config.acr_values.length > 0) params.acr_values = config.acr_values.join(" ");
  const definition: ProviderDefinition = {
    id: customProviderId(key),
    clientId: config.client_id,
    clientSecret: config.secret,
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint,
    tokenEndpointAuthMethod: discovered?.tokenEndpointAuthMethod ?? "client_secret_basic",
    scopes: config.scopes,
    authorizationParams: params,
    claimsFrom: "userinfo",
    account: { kind: "custom", attributeMapping: config.attribute_mapping },
  };
  if (discovered?.jwksUri !== undefined && config.scopes.includes("openid")) {
    definition.idToken = { jwksUri: discovered.jwksUri, issuer: discovered.issuer };
  }
  return definition;
}

const withPrompt = (
  params: Readonly<Record<string, string>>,
  prompt: string | undefined,
): Record<string, string> => (prompt === undefined ? { ...params } : { ...params, prompt });

/** Whether the authorization request is an OpenID Connect one (nonce, ID token). */
export const usesIdToken = (
  definition: ProviderDefinition,
): definition is ProviderDefinition & { idToken: IdTokenCheck } => definition.idToken !== undefined;
