// POST /saml/callback, our Assertion Consumer Service (flow-api.md §6.4): the IdP's Response,
// posted by the browser as form fields SAMLResponse and RelayState.
//
// SP-initiated (RelayState `hanko_spi_<request id>`): the pending AuthnRequest names the provider,
// the return address and the flow; the Response must answer exactly that request, posted by the
// browser that started it (its binding cookie, ./browser-binding.ts; then the cookie is cleared),
// so a captured Response replayed from a victim's browser signs nobody in. IdP-initiated
// (any other RelayState): the Response's Issuer names the provider, which must allow it
// (`allow_idp_initiated`; Hanko allows it always); the browser returns to the RelayState when it
// is an allowed URL, else to `saml.default_redirect_url`, with `saml_hint=idp_initiated` so the
// page exchanges the token at `/token_exchange`.
//
// The service provider checks signature, issuer, audience, recipient, destination, time window,
// InResponseTo, replay and that the address is at one of the provider's domains; then the account
// is linked (to an existing account by its address only with `skip_email_verification`,
// docs/decisions/0044) and a `hanko_token` issued. Every failure is a 303 with `error` (§4.3)
// and a logged typed cause, never a 500.
import { RETURN_PARAMS, SAML_HINT_IDP_INITIATED } from "@kretsbutiken/flow-protocol";
import type { Context, Handler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env.ts";
import {
  errorRedirect,
  finishSignIn,
  withParams,
  type RedirectErrorCode,
} from "../../identities/finish-sign-in.ts";
import type { AuthDeps } from "../../services.ts";
import { isAllowedRedirect } from "../../thirdparty/redirect-allow-list.ts";
import type { IdpMetadataError } from "../idp-metadata.ts";
import { responseIssuer } from "../response-issuer.ts";
import { samlIdentityData } from "../saml-identity-data.ts";
import type { SamlIdentityProviderConfig } from "../saml-config.ts";
import type { SamlProviders } from "../saml-providers.ts";
import { SamlError } from "../saml-error.ts";
import type { SamlUser } from "../saml-user.ts";
import type { SamlServiceProvider } from "../service-provider.ts";
import type { AuthnRequestStore } from "../stores.ts";
import { browserBindingCookie, isBoundTo } from "./browser-binding.ts";
import { requestIdOf } from "./relay-state.ts";
import { redirectErrorCode, REFUSED_RESPONSE } from "./saml-redirect-error.ts";

/** Whom a Response is for, known before it is validated. */
interface Addressee {
  provider: SamlIdentityProviderConfig;
  sp: SamlServiceProvider;
  /** Where the browser returns, with the token or the error. */
  target: string;
  /** The AuthnRequest it must answer; undefined: IdP-initiated. */
  requestId: string | undefined;
  flowId: string | undefined;
}

class Refusal {
  readonly target: string;
  readonly error: SamlError | IdpMetadataError;

  constructor(target: string, error: SamlError | IdpMetadataError) {
    this.target = target;
    this.error = error;
  }
}

export interface SamlCallbackDeps {
  deps: AuthDeps;
  providers: SamlProviders;
  requests: AuthnRequestStore;
}

export function samlCallbackHandler({
  deps,
  providers,
  requests,
}: SamlCallbackDeps): Handler<AppEnv> {
  const { saml } = deps.config;
  const fallback = saml.default_redirect_url!;
  const allowed = [...saml.allowed_redirect_urls, fallback];
  const cookie = browserBindingCookie(saml.endpoint_url!);

  const spInitiated = async (
    requestId: string,
    carried: string | undefined,
  ): Promise<Addressee | Refusal> => {
    const pending = await requests.peek(requestId);
    if (pending === undefined) {
      const error = new SamlError("unknown_request", "the RelayState names no pending request");
      return new Refusal(fallback, error);
    }
    const target = pending.redirectTo ?? fallback;
    if (!isBoundTo(carried, pending.browserBinding)) {
      const message = "the Response was posted by another browser than the one that asked";
      return new Refusal(target, new SamlError("browser_mismatch", message));
    }
    const provider = providers.forDomain(pending.provider);
    if (provider === undefined) {
      const message = `the provider for ${pending.provider} is no longer enabled`;
      return new Refusal(target, new SamlError("internal_error", message));
    }
    const resolved = await providers.serviceProvider(provider);
    if (!resolved.ok) return new Refusal(target, resolved.error);
    return { provider, sp: resolved.sp, target, requestId, flowId: pending.flowId };
  };

  const idpInitiated = async (
    samlResponse: string,
    relayState: string,
  ): Promise<Addressee | Refusal> => {
    // An empty RelayState is no URL: the allow-list refuses it as any other.
    const target = isAllowedRedirect(relayState, allowed) ? relayState : fallback;
    const issuer = await responseIssuer(samlResponse);
    if (issuer === undefined) {
      return new Refusal(target, new SamlError("malformed_response", "no Issuer in the Response"));
    }
    const found = await providers.forIssuer(issuer);
    if (found === undefined) {
      const message = `no enabled identity provider has the entity id ${issuer}`;
      return new Refusal(target, new SamlError("wrong_issuer", message));
    }
    return { ...found, target, requestId: undefined, flowId: undefined };
  };

  const signIn = async (addressee: Addressee, user: SamlUser) => {
    const idpInitiatedSignIn = addressee.requestId === undefined;
    const finished = await finishSignIn(deps, {
      account: {
        providerId: user.issuer,
        subject: user.nameId,
        email: user.email,
        emailVerified: user.emailVerified === true,
        data: samlIdentityData(addressee.provider, user, saml.audience_uri),
      },
      // An IdP-initiated token is exchanged in the token_exchange flow, which can still prove
      // an unverified address by passcode (Hanko passes is_flow there too).
      rules: {
        // An existing account is taken over by its address only where the operator says the
        // IdP is the authority for its domain (whose addresses alone it may assert).
        allowLinking: addressee.provider.skip_email_verification,
        isFlow: idpInitiatedSignIn || addressee.flowId !== undefined,
      },
      flowId: addressee.flowId,
      codeVerifier: undefined,
      redirectTo: addressee.target,
    });
    if (!finished.ok || !idpInitiatedSignIn) return finished;
    const hint = { [RETURN_PARAMS.samlHint]: SAML_HINT_IDP_INITIATED };
    return { ...finished, location: withParams(finished.location, hint) };
  };

  return async (c) => {
    const log = c.get("logger");
    const redirect = (target: string, code: RedirectErrorCode, description?: string) =>
      c.redirect(errorRedirect(target, code, description), 303);
    const refuse = ({ target, error }: Refusal) => {
      const code = redirectErrorCode(error.code);
      if (code === "server_error") log.error({ err: error }, "SAML sign-in failed");
      else log.warn({ err: error, reason: error.code }, "SAML response refused");
      return redirect(target, code, code === "invalid_request" ? REFUSED_RESPONSE : undefined);
    };

    const form = await readForm(c);
    if (form === undefined) {
      log.warn("SAML callback without a SAMLResponse");
      return redirect(fallback, "invalid_request", "SAMLResponse is missing");
    }
    const { samlResponse, relayState } = form;
    let target = fallback;
    try {
      const requestId = requestIdOf(relayState);
      const addressee =
        requestId === undefined
          ? await idpInitiated(samlResponse, relayState)
          : await spInitiated(requestId, getCookie(c, cookie.name));
      if (addressee instanceof Refusal) return refuse(addressee);
      target = addressee.target;
      // This browser's request is answered now, whatever the answer: its value is spent.
      if (requestId !== undefined) c.header("Set-Cookie", cookie.clear());

      const result = await addressee.sp.validateResponse(samlResponse, { relayState });
      if (!result.ok) return refuse(new Refusal(target, result.error));
      // SP-initiated, the Response answers that request; IdP-initiated, it answers none.
      if (result.user.inResponseTo !== requestId) {
        const message = "the Response does not answer the request of its RelayState";
        return refuse(new Refusal(target, new SamlError("unknown_request", message)));
      }

      const finished = await signIn(addressee, result.user);
      if (!finished.ok) log.info({ reason: finished.code }, "SAML account not signed in");
      return c.redirect(finished.location, 303);
    } catch (cause) {
      const error = new SamlError("internal_error", "SAML callback failed", { cause });
      return refuse(new Refusal(target, error));
    }
  };
}

/** The form fields, or undefined when the body is no form or has no SAMLResponse text. */
async function readForm(
  c: Context<AppEnv>,
): Promise<{ samlResponse: string; relayState: string } | undefined> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return undefined;
  }
  const samlResponse = body["SAMLResponse"];
  const relayState = body["RelayState"];
  if (typeof samlResponse !== "string" || samlResponse.trim() === "") return undefined;
  if (typeof relayState === "string") return { samlResponse, relayState };
  // None, or a file: no RelayState.
  // Stryker disable next-line StringLiteral: a RelayState neither `hanko_spi_…` nor an allowed URL reads as none
  return { samlResponse, relayState: "" };
}
