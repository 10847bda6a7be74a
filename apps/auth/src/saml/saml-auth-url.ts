// Where the browser goes to sign in at a domain's SAML identity provider (flow-api.md §2.2
// continue_with_login_identifier, §6.4 `GET /saml/auth`): `/saml/auth` of this server, which
// checks `redirect_to` against `saml.allowed_redirect_urls` and sends the browser on to the IdP.
// `flow_id` is ours, not Hanko's: it binds the resulting `hanko_token` to the flow that asked.
import { AUTH_REDIRECT_PARAMS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import type { AuthConfig } from "../config/config.ts";
import { SamlConfigError } from "./saml-config.ts";

/** The query parameter of `/saml/auth` naming the flow that started the sign-in. */
export const FLOW_ID_PARAM = "flow_id";

export interface SamlAuthTarget {
  /** The e-mail domain whose identity provider signs the user in. */
  domain: string;
  /** Where the browser returns with `hanko_token` (or `error`). */
  redirectTo: string;
  flowId?: string | undefined;
}

export function samlAuthUrl(
  config: Pick<AuthConfig, "saml">,
  { domain, redirectTo, flowId }: SamlAuthTarget,
): string {
  const base = config.saml.endpoint_url;
  if (base === undefined) {
    throw new SamlConfigError("config_invalid", "saml.endpoint_url is not set");
  }
  const query = new URLSearchParams({
    [AUTH_REDIRECT_PARAMS.domain]: domain,
    [AUTH_REDIRECT_PARAMS.redirectTo]: redirectTo,
  });
  if (flowId !== undefined) query.set(FLOW_ID_PARAM, flowId);
  return `${base}${REST_PATHS.samlAuth}?${query.toString()}`;
}
