// GET /saml/auth?domain&redirect_to[&flow_id] (flow-api.md §6.4): the start of SP-initiated
// sign-in. `redirect_to` must pass `saml.allowed_redirect_urls` (or be `default_redirect_url`);
// the domain must have an enabled identity provider. The browser then goes (303) to the IdP's
// SSO URL with an AuthnRequest (HTTP-Redirect binding) whose ID the RelayState names; the
// return address and the flow stay with the request in the database, with the hash of a random
// value the browser keeps in the binding cookie (./browser-binding.ts): the Response is accepted
// only from this browser.
//
// Refusals go back with `error` and `error_description` (§4.3): to `redirect_to` once it is
// known to be allowed, to `saml.default_redirect_url` before. Unlike Hanko, never to the Referer.
import { AUTH_REDIRECT_PARAMS } from "@kretsbutiken/flow-protocol";
import type { Handler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env.ts";
import { errorRedirect, type RedirectErrorCode } from "../../identities/finish-sign-in.ts";
import type { AuthDeps } from "../../services.ts";
import { isAllowedRedirect } from "../../thirdparty/redirect-allow-list.ts";
import { FLOW_ID_PARAM } from "../saml-auth-url.ts";
import type { SamlProviders } from "../saml-providers.ts";
import { DEFAULT_REQUEST_LIFETIME_MS, newRequestId } from "../service-provider.ts";
import { bindingOf, browserBindingCookie, browserValue } from "./browser-binding.ts";
import { spInitiatedRelayState } from "./relay-state.ts";

/** Flow ids are UUIDs; anything else is refused rather than stored. */
const FLOW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function samlAuthHandler(
  deps: Pick<AuthDeps, "config">,
  providers: SamlProviders,
): Handler<AppEnv> {
  const { saml } = deps.config;
  const fallback = saml.default_redirect_url!;
  const allowed = [...saml.allowed_redirect_urls, fallback];
  const cookie = browserBindingCookie(saml.endpoint_url!);

  return async (c) => {
    const log = c.get("logger");
    const refuse = (
      target: string,
      code: RedirectErrorCode,
      description: string | undefined,
      cause?: unknown,
    ) => {
      if (code === "server_error") log.error({ err: cause }, "SAML sign-in could not start");
      else log.info({ reason: description }, "SAML sign-in refused");
      return c.redirect(errorRedirect(target, code, description), 303);
    };

    // Stryker disable next-line StringLiteral: forDomain finds no provider for a string that is no domain name, as for none
    const domain = c.req.query(AUTH_REDIRECT_PARAMS.domain) ?? "";
    const redirectTo = c.req.query(AUTH_REDIRECT_PARAMS.redirectTo) ?? "";
    const flowId = c.req.query(FLOW_ID_PARAM);
    if (redirectTo === "") return refuse(fallback, "invalid_request", "redirect_to is missing");
    if (!isAllowedRedirect(redirectTo, allowed)) {
      return refuse(fallback, "invalid_request", "redirect_to is not allowed");
    }
    if (flowId !== undefined && !FLOW_ID.test(flowId)) {
      return refuse(redirectTo, "invalid_request", "flow_id is not a flow id");
    }
    const provider = providers.forDomain(domain);
    if (provider === undefined) {
      return refuse(redirectTo, "invalid_request", "no identity provider serves the domain");
    }
    const resolved = await providers.serviceProvider(provider);
    if (!resolved.ok) return refuse(redirectTo, "server_error", undefined, resolved.error);

    const requestId = newRequestId();
    const browser = browserValue(getCookie(c, cookie.name));
    const started = await resolved.sp.authnRequestUrl(spInitiatedRelayState(requestId), {
      requestId,
      redirectTo,
      flowId,
      browserBinding: bindingOf(browser),
    });
    if (!started.ok) return refuse(redirectTo, "server_error", undefined, started.error);
    c.header("Set-Cookie", cookie.set(browser, DEFAULT_REQUEST_LIFETIME_MS / 1000));
    return c.redirect(started.url, 303);
  };
}
