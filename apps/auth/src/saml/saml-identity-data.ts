// What an identity linked by SAML keeps of its assertion (identities.data): Hanko's OIDC-style
// claims, every attribute as sent, and the provider's domain and display name, which the
// profile shows as the identity's provider (flow-api.md §3.2; its provider id is the IdP's
// entity id, which says nothing to a person).
import type { SamlIdentityProviderConfig } from "./saml-config.ts";
import type { SamlUser } from "./saml-user.ts";

export function samlIdentityData(
  provider: SamlIdentityProviderConfig,
  user: SamlUser,
  audience: string | undefined,
): Record<string, unknown> {
  return {
    iss: user.issuer,
    sub: user.nameId,
    aud: audience,
    email: user.email,
    email_verified: user.emailVerified === true,
    name: user.name,
    given_name: user.givenName,
    family_name: user.familyName,
    saml_provider: { domain: provider.domain, name: provider.name },
    attributes: user.attributes,
  };
}
