// The provider's answer at /thirdparty/callback turned into where the browser goes next
// (flow-api.md §6.4, §4.3): the state opened with the browser's `hanko_thirdparty_state` cookie,
// the code redeemed, and the account linked by finishSignIn, which appends a `hanko_token` to
// the state's `redirect_to`; a connect from the profile is only held for the profile's
// `exchange_token` (../../identities/finish-connect.ts). Nothing here throws at the route: every
// failure is a redirect with `error` and `error_description`, or, when even the error page is
// unknown, a plain refusal.
//
// Where errors go: a state we cannot trust (missing, altered, expired, another browser's) names
// no `redirect_to` we may use, so its error goes to `error_redirect_url`. Once the state is
// open, its `redirect_to` (checked against the allow-list when the sign-in began, and again
// here in case the list has changed since) receives the provider's own error, `invalid_request`
// for a callback without a code, `server_error` for any failure talking to the provider (its
// typed cause goes to the log, never to the browser), or a linking error.
import type { Logger } from "pino";
import { finishConnect } from "../../identities/finish-connect.ts";
import { errorRedirect, finishSignIn, type FinishResult } from "../../identities/finish-sign-in.ts";
import type { ProviderAccount } from "../../identities/link-account.ts";
import type { AuthDeps } from "../../services.ts";
import { openState, type OAuthState } from "../oauth-state.ts";
import type { ProviderUser } from "../provider-user.ts";
import { redirectAllowed, thirdPartyRuntime } from "../third-party-runtime.ts";
import type { CallbackParams } from "./callback-params.ts";

export type CallbackOutcome =
  | { kind: "redirect"; location: string }
  /** No `error_redirect_url` to send the browser to: a plain 400 page. */
  | { kind: "refused" };

type CallbackLog = Pick<Logger, "info" | "warn" | "error">;

/** RFC 6749 §4.1.2.1 error codes are short ASCII words; anything else is not passed on. */
const PROVIDER_ERROR_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_DESCRIPTION_LENGTH = 200;

export async function completeCallback(
  deps: AuthDeps,
  params: CallbackParams,
  cookieValue: string | undefined,
  log: CallbackLog,
): Promise<CallbackOutcome> {
  const { config, clock } = deps;
  const errorPage = config.thirdParty.error_redirect_url;
  const refuse = (reason: string): CallbackOutcome => {
    log.info({ reason }, "third-party callback refused");
    return errorPage === undefined
      ? { kind: "refused" }
      : { kind: "redirect", location: errorRedirect(errorPage, "invalid_request") };
  };

  if (params.state === undefined) return refuse("state_missing");
  const opened = openState(deps.secretBox, params.state, cookieValue, clock.now());
  if (!opened.ok) return refuse(opened.error);
  const state = opened.state;
  if (!redirectAllowed(config, state.redirectTo)) return refuse("redirect_not_allowed");

  const back = (code: string, description?: string): CallbackOutcome => ({
    kind: "redirect",
    location: errorRedirect(state.redirectTo, code, description),
  });
  if (params.error !== undefined) {
    log.info({ provider: state.provider, error: params.error }, "provider answered an error");
    return PROVIDER_ERROR_CODE.test(params.error)
      ? back(params.error, printable(params.errorDescription))
      : back("invalid_request");
  }
  try {
    return await redeemAndLink(deps, state, params, log, back);
  } catch (error) {
    log.error({ err: error, provider: state.provider }, "third-party sign-in failed");
    return back("server_error");
  }
}

async function redeemAndLink(
  deps: AuthDeps,
  state: OAuthState,
  params: CallbackParams,
  log: CallbackLog,
  back: (code: string) => CallbackOutcome,
): Promise<CallbackOutcome> {
  const { registry, oauth } = thirdPartyRuntime(deps.config, deps.clock);
  const provider = state.provider;
  const settings = registry.settings(provider);
  if (settings === undefined) {
    log.info({ provider }, "third-party callback for a provider no longer enabled");
    return back("invalid_request");
  }
  if (params.code === undefined) {
    log.info({ provider }, "third-party callback without a code");
    return back("invalid_request");
  }
  const definition = await registry.definition(provider);
  const user = definition.ok
    ? await oauth.redeem(definition.value, {
        code: params.code,
        nonce: state.nonce,
        codeVerifier: state.codeVerifier,
        appleUserField: params.user,
      })
    : definition;
  if (!user.ok) {
    const { error, providerError, detail } = user;
    log.warn({ provider, error, providerError, detail }, "third-party sign-in failed");
    return back("server_error");
  }
  const account = providerAccount(provider, user.value);
  const finished = await finish(deps, state, account, settings.allowLinking);
  if (finished === undefined) return back("invalid_request");
  if (!finished.ok) log.info({ provider, code: finished.code }, "third-party sign-in refused");
  return { kind: "redirect", location: finished.location };
}

/**
 * A sign-in links (or signs up) now; a connect from the profile links nothing here, its user
 * takes the account in their own flow. A connect names its flow; undefined if one does not.
 */
async function finish(
  deps: AuthDeps,
  state: OAuthState,
  account: ProviderAccount,
  allowLinking: boolean,
): Promise<FinishResult | undefined> {
  const { userId, flowId, codeVerifier, redirectTo } = state;
  if (userId === undefined) {
    const rules = { allowLinking, isFlow: state.isFlow };
    return finishSignIn(deps, { account, rules, flowId, codeVerifier, redirectTo });
  }
  if (flowId === undefined) return undefined;
  return finishConnect(deps, { account, userId, flowId, codeVerifier, redirectTo });
}

/**
 * The provider's account, its claims kept with the identity under their OIDC names. The data is
 * stored as JSON, which leaves out a claim the provider did not send (undefined).
 */
function providerAccount(providerId: string, user: ProviderUser): ProviderAccount {
  return {
    providerId,
    subject: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    data: {
      sub: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
      picture: user.picture,
    },
  };
}

/** A provider's description as printable ASCII of bounded length, or none. */
function printable(description: string | undefined): string | undefined {
  const text = description?.replace(/[^\x20-\x7e]/g, "").trim();
  return text ? text.slice(0, MAX_DESCRIPTION_LENGTH) : undefined;
}
