// The `provider` of an Identity in ProfileData (flow-api.md §3.2): the display name of the
// provider an identity belongs to, or undefined when that provider is not enabled, whose
// identities are not shown. Built-in providers are named as Hanko names them (`GitHub`), custom
// ones by `display_name`, SAML ones by their `name`.
//
// Every other provider id is a SAML identity provider's. Such an identity names its IdP by the
// IdP's entity id (db/schema.ts), which the configuration holds only for an IdP given inline
// (`entity_id`); one known by its metadata is matched by its domain or name, or, failing that,
// shown under its own id (as Hanko does for a provider it cannot name) while SAML is enabled.
import type { AuthConfig } from "../config/config.ts";
import { CUSTOM_PROVIDER_PREFIX } from "@kretsbutiken/flow-protocol";
import { enabledProviders } from "../thirdparty/provider-config.ts";
import { isBuiltInProviderId } from "../thirdparty/providers.ts";

export type ProviderNames = (providerId: string) => string | undefined;

export function identityProviderNames(
  config: Pick<AuthConfig, "thirdParty" | "saml">,
): ProviderNames {
  const enabled = new Map(enabledProviders(config.thirdParty).map((p) => [p.value, p.name]));
  const { saml } = config;
  return (providerId) => {
    if (isBuiltInProviderId(providerId) || providerId.startsWith(CUSTOM_PROVIDER_PREFIX)) {
      return enabled.get(providerId);
    }
    if (!saml.enabled) return undefined;
    const idp = saml.identity_providers.find((provider) =>
      [provider.entity_id, provider.domain, provider.name].includes(providerId),
    );
    if (idp !== undefined) return idp.enabled ? idp.name : undefined;
    return providerId.trim() || undefined;
  };
}
