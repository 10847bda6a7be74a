// SAML domain routing in the identifier actions (flow-api.md §2.2 identifier resolution step 2,
// §2.6 step 4): an address whose domain has an enabled SAML identity provider signs in there,
// through `thirdparty` with the SAML auth URL as `redirect_url`.
//
// The browser comes back to `saml.default_redirect_url`, as in Hanko (its
// `continue_with_login_identifier` passes `Saml.DefaultRedirectUrl` to `GetAuthUrl`): these
// actions have no `redirect_to` input, and the page an operator names there hosts the sign-in.
// `flow_id` (ours) binds the token the callback issues to this flow.
import { providerForEmail } from "../../saml/saml-config.ts";
import { samlAuthUrl } from "../../saml/saml-auth-url.ts";
import type { ActionOutcome } from "../engine/flow-definition.ts";
import type { AuthActionContext, AuthFlowView } from "../flows/flow-deps.ts";

/** SAML is on with at least one enabled identity provider (Hanko's suspension rule). */
export function samlRoutingEnabled(view: AuthFlowView): boolean {
  const { saml } = view.deps.config;
  return saml.enabled && saml.identity_providers.some((provider) => provider.enabled);
}

/** `thirdparty` towards the address's identity provider, or undefined when it has none. */
export function routeToSamlProvider(
  ctx: AuthActionContext,
  email: string,
): ActionOutcome | undefined {
  const { config } = ctx.deps;
  const provider = providerForEmail(config.saml, email);
  const redirectTo = config.saml.default_redirect_url;
  if (provider === undefined || redirectTo === undefined) return undefined;
  ctx.payload.redirect_url = samlAuthUrl(config, {
    domain: provider.domain,
    redirectTo,
    flowId: ctx.flowId,
  });
  return ctx.continue("thirdparty");
}
