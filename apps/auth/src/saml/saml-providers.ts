// The configured SAML identity providers as the routes use them: found by e-mail domain (the
// sign-in's start) or by the Issuer of a Response (IdP-initiated sign-in), each with its service
// provider over the shared request store and replay cache. An IdP named by `metadata_url` is
// fetched on first use and kept for `metadataTtlMs`; a failed fetch is not kept, so the next
// sign-in tries again. Creating the registry fetches nothing.
import type { IdpMetadataError } from "./idp-metadata.ts";
import { resolveIdentityProvider } from "./idp-metadata.ts";
import {
  providerForDomain,
  type SamlConfig,
  type SamlIdentityProviderConfig,
} from "./saml-config.ts";
import { SamlError } from "./saml-error.ts";
import { SamlServiceProvider } from "./service-provider.ts";
import type { AuthnRequestStore, ReplayCache } from "./stores.ts";

export type Fetch = typeof fetch;

export type ServiceProviderResult =
  { ok: true; sp: SamlServiceProvider } | { ok: false; error: IdpMetadataError | SamlError };

export interface SamlProviders {
  /** The enabled provider for an e-mail domain; nothing is fetched. */
  forDomain(domain: string): SamlIdentityProviderConfig | undefined;
  /** The provider's service provider, its IdP resolved (metadata fetched when due). */
  serviceProvider(provider: SamlIdentityProviderConfig): Promise<ServiceProviderResult>;
  /**
   * The enabled provider whose IdP has the entity id `issuer`, with its service provider. Only
   * IdPs whose entity id is known (from metadata, or `entity_id`) can be found this way.
   */
  forIssuer(
    issuer: string,
  ): Promise<{ provider: SamlIdentityProviderConfig; sp: SamlServiceProvider } | undefined>;
}

export interface SamlProvidersOptions {
  config: SamlConfig;
  requests: AuthnRequestStore;
  replays: ReplayCache;
  fetch?: Fetch;
  /** How long fetched IdP metadata is used before it is fetched again; default an hour. */
  metadataTtlMs?: number;
  now?: () => number;
}

/** IdP metadata servers answer in well under a second; a hung one must not hold a sign-in. */
export const METADATA_TIMEOUT_MS = 10_000;
const DEFAULT_METADATA_TTL_MS = 60 * 60_000;
/** Metadata documents are small; parseIdpMetadata refuses more than this too. */
const MAX_METADATA_BYTES = 1024 * 1024;

export function createSamlProviders(options: SamlProvidersOptions): SamlProviders {
  const { config, requests, replays } = options;
  const fetchImpl = options.fetch ?? fetch;
  const ttl = options.metadataTtlMs ?? DEFAULT_METADATA_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<
    SamlIdentityProviderConfig,
    { until: number; result: Promise<ServiceProviderResult> }
  >();

  const build = async (provider: SamlIdentityProviderConfig): Promise<ServiceProviderResult> => {
    const resolved = await resolveIdentityProvider(provider, (url) =>
      fetchMetadata(fetchImpl, url),
    );
    if (!resolved.ok) return resolved;
    try {
      return {
        ok: true,
        sp: new SamlServiceProvider({ config, provider, idp: resolved.idp, requests, replays }),
      };
    } catch (cause) {
      const error =
        cause instanceof SamlError
          ? cause
          : new SamlError("internal_error", "could not set up the service provider", { cause });
      return { ok: false, error };
    }
  };

  const serviceProvider = (provider: SamlIdentityProviderConfig) => {
    const cached = cache.get(provider);
    if (cached !== undefined && cached.until > now()) return cached.result;
    const result = build(provider);
    // Concurrent sign-ins share one fetch; a failure is forgotten once it is known.
    cache.set(provider, { until: now() + ttl, result });
    void result.then((outcome) => {
      if (!outcome.ok && cache.get(provider)?.result === result) cache.delete(provider);
    });
    return result;
  };

  return {
    forDomain: (domain) => providerForDomain(config, domain),
    serviceProvider,
    async forIssuer(issuer) {
      if (!config.enabled) return undefined;
      const enabled = config.identity_providers.filter((provider) => provider.enabled);
      const resolved = await Promise.all(enabled.map(serviceProvider));
      const index = resolved.findIndex((result) => result.ok && result.sp.idpEntityId === issuer);
      const found = resolved[index];
      return found?.ok ? { provider: enabled[index]!, sp: found.sp } : undefined;
    },
  };
}

async function fetchMetadata(fetchImpl: Fetch, url: string): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
    headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" },
  });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_METADATA_BYTES) throw new Error(`${url} sent ${length} bytes of metadata`);
  return response.text();
}
