// The operator's enabled providers as ProviderDefinitions (flow-api.md §5.6), ready for the
// OAuth client: built-ins from their fixed endpoints (or the configured stand-ins), custom ones
// from their endpoints or, with `use_discovery`, from their discovery document, fetched on first
// use and kept; a failed discovery is tried again on the next sign-in.
import { BUILT_IN_PROVIDER_IDS } from "./providers.ts";
import { customProviderId } from "./custom-provider.ts";
import { discoverProvider } from "./oidc-discovery.ts";
import { failure, success, type OAuthResult } from "./oauth-result.ts";
import {
  builtInDefinition,
  customDefinition,
  type ProviderDefinition,
} from "./provider-definition.ts";
import type { ThirdPartyConfig } from "./provider-config.ts";
import type { Fetch } from "./provider-http.ts";

/** What the callback needs to know of an enabled provider (its display name is the flow's). */
export interface ProviderSettings {
  id: string;
  /** An existing account with the provider's verified address may be linked (§5.6). */
  allowLinking: boolean;
}

export interface ProviderRegistry {
  /** Enabled providers only; undefined for an unknown or disabled id. */
  settings(id: string): ProviderSettings | undefined;
  definition(id: string): Promise<OAuthResult<ProviderDefinition>>;
}

export function createProviderRegistry(
  config: ThirdPartyConfig,
  fetchImpl: Fetch,
): ProviderRegistry {
  const settings = new Map<string, ProviderSettings>();
  const fixed = new Map<string, ProviderDefinition>();
  const discover = new Map<string, () => Promise<OAuthResult<ProviderDefinition>>>();

  for (const id of BUILT_IN_PROVIDER_IDS) {
    const provider = config.providers[id];
    if (!provider.enabled || provider.client_id === undefined || provider.secret === undefined) {
      continue;
    }
    settings.set(id, { id, allowLinking: provider.allow_linking });
    fixed.set(
      id,
      builtInDefinition(
        id,
        { clientId: provider.client_id, clientSecret: provider.secret, prompt: provider.prompt },
        standIn(provider.endpoints),
      ),
    );
  }
  for (const [key, provider] of Object.entries(config.custom_providers)) {
    if (!provider.enabled) continue;
    const id = customProviderId(key);
    settings.set(id, { id, allowLinking: provider.allow_linking });
    if (!provider.use_discovery) {
      fixed.set(id, customDefinition(key, provider));
      continue;
    }
    let cached: ProviderDefinition | undefined;
    discover.set(id, async () => {
      if (cached !== undefined) return success(cached);
      const found = await discoverProvider(fetchImpl, provider.issuer!);
      if (!found.ok) return found;
      cached = customDefinition(key, provider, found.value);
      return success(cached);
    });
  }

  return {
    settings: (id) => settings.get(id),
    async definition(id) {
      const definition = fixed.get(id);
      if (definition !== undefined) return success(definition);
      const load = discover.get(id);
      return load === undefined ? failure("provider_unknown", id) : load();
    },
  };
}

type Endpoints = ThirdPartyConfig["providers"]["google"]["endpoints"];

/** A built-in's endpoints replaced (a staging provider, or a local one in tests). */
function standIn(endpoints: Endpoints) {
  if (endpoints === undefined) return {};
  return {
    authorizationEndpoint: endpoints.authorization_endpoint,
    tokenEndpoint: endpoints.token_endpoint,
    ...(endpoints.userinfo_endpoint === undefined
      ? {}
      : { userinfoEndpoint: endpoints.userinfo_endpoint }),
    ...(endpoints.jwks_uri === undefined || endpoints.issuer === undefined
      ? {}
      : { idToken: { jwksUri: endpoints.jwks_uri, issuer: endpoints.issuer } }),
  };
}
