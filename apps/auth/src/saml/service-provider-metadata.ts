import { generateServiceProviderMetadata } from "@node-saml/node-saml";
import { acsUrl, type SamlConfig, type SamlIdentityProviderConfig } from "./saml-config.ts";
import { SamlError } from "./saml-error.ts";

/**
 * The SP metadata for an IdP's operator: our entity id (`audience_uri`) and ACS (HTTP-POST). It
 * needs nothing of the IdP, so it can be handed out before the IdP is set up.
 */
export function serviceProviderMetadata(
  config: Pick<SamlConfig, "endpoint_url" | "audience_uri">,
  provider: Pick<SamlIdentityProviderConfig, "want_assertions_signed">,
): string {
  const callbackUrl = acsUrl(config);
  if (callbackUrl === undefined || config.audience_uri === undefined) {
    throw new SamlError("internal_error", "saml.endpoint_url and saml.audience_uri are required");
  }
  return generateServiceProviderMetadata({
    issuer: config.audience_uri,
    callbackUrl,
    identifierFormat: null,
    wantAssertionsSigned: provider.want_assertions_signed,
  });
}
