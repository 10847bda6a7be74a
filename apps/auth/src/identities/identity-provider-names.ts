// The `provider` of an Identity in ProfileData (flow-api.md §3.2): the display name of the
// provider an identity belongs to, or undefined when that provider is not enabled, whose
// identities are not shown. Built-in providers are named as Hanko names them (`GitHub`), custom
// ones by `display_name`, SAML ones by their identity provider's `name`.
//
// Every other provider id is a SAML IdP's entity id, which the configuration holds only for an
// IdP given inline (`entity_id`). So a SAML identity is matched to its IdP by the domain it keeps
// in its data (saml/saml-identity-data.ts), as Hanko matched it, and only without one by the
// entity id; one that matches neither is shown under its own id while SAML is enabled (as Hanko
// shows a provider it cannot name).
import { CUSTOM_PROVIDER_PREFIX } from "@kretsbutiken/flow-protocol";
import type { AuthConfig } from "../config/config.ts";
import type { IdentitiesTable } from "../db/schema.ts";
import { enabledProviders } from "../thirdparty/provider-config.ts";
import { isBuiltInProviderId } from "../thirdparty/providers.ts";

export type ProviderNames = (
  identity: Pick<IdentitiesTable, "provider_id" | "data">,
) => string | undefined;

export function identityProviderNames(
  config: Pick<AuthConfig, "thirdParty" | "saml">,
): ProviderNames {
  const enabled = new Map(enabledProviders(config.thirdParty).map((p) => [p.value, p.name]));
  const { saml } = config;
  return ({ provider_id: providerId, data }) => {
    if (isBuiltInProviderId(providerId) || providerId.startsWith(CUSTOM_PROVIDER_PREFIX)) {
      return enabled.get(providerId);
    }
    if (!saml.enabled) return undefined;
    const domain = samlDomainOf(data);
    const idp = saml.identity_providers.find((provider) =>
      domain === undefined ? provider.entity_id === providerId : provider.domain === domain,
    );
    if (idp !== undefined) return idp.enabled ? idp.name : undefined;
    // A domain no provider serves any more is a provider that is gone.
    return domain === undefined ? providerId.trim() || undefined : undefined;
  };
}

/** `saml_provider.domain` of an identity's stored claims, if it has one. */
function samlDomainOf(data: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    const provider = (parsed as { saml_provider?: { domain?: unknown } } | null)?.saml_provider;
    return typeof provider?.domain === "string" ? provider.domain.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
