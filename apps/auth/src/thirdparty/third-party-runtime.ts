// What every third-party entry point shares (the `thirdparty_oauth` action, `/thirdparty/auth`,
// `/thirdparty/callback`): the provider registry and the OAuth client, made once per
// configuration, and `beginSignIn`, which turns "provider P, back to R" into the provider's
// authorization URL and the browser-binding cookie.
import type { AuthConfig } from "../config/config.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";
import { createOAuthClient, type OAuthClient } from "./oauth-client.ts";
import { createState } from "./oauth-state.ts";
import { redirectPatterns } from "./provider-config.ts";
import type { Fetch } from "./provider-http.ts";
import { createProviderRegistry, type ProviderRegistry } from "./provider-registry.ts";
import { isAllowedRedirect } from "./redirect-allow-list.ts";
import { stateCookie } from "./state-cookie.ts";

export interface ThirdPartyRuntime {
  registry: ProviderRegistry;
  oauth: OAuthClient;
}

const runtimes = new WeakMap<AuthConfig, ThirdPartyRuntime>();

/** Our /thirdparty/callback as registered at every provider (`third_party.redirect_url`). */
export const callbackUrl = (config: AuthConfig): string =>
  config.thirdParty.redirect_url ?? `${config.publicUrl}/thirdparty/callback`;

/** One runtime per configuration (discovery documents are fetched once). */
export function thirdPartyRuntime(
  config: AuthConfig,
  clock: Clock,
  fetchImpl: Fetch = fetch,
): ThirdPartyRuntime {
  const known = runtimes.get(config);
  if (known !== undefined) return known;
  const runtime: ThirdPartyRuntime = {
    registry: createProviderRegistry(config.thirdParty, fetchImpl),
    oauth: createOAuthClient({
      fetch: fetchImpl,
      clock,
      redirectUri: callbackUrl(config),
    }),
  };
  runtimes.set(config, runtime);
  return runtime;
}

export interface BeginSignIn {
  provider: string;
  redirectTo: string;
  codeVerifier?: string | undefined;
  /** Started by a flow action (Hanko's `is_flow`). */
  isFlow: boolean;
  flowId?: string | undefined;
  /** The profile connects the provider to this user. */
  userId?: string | undefined;
}

export type BeginResult =
  | { ok: true; redirectUrl: string; cookie: string }
  | { ok: false; reason: "redirect_not_allowed" | "provider_unknown" | "provider_unreachable" };

/** `redirect_to` checked against the allow-list (§5.6), one trailing `/` trimmed. */
export const redirectAllowed = (config: AuthConfig, redirectTo: string): boolean =>
  isAllowedRedirect(redirectTo, redirectPatterns(config.thirdParty));

export async function beginSignIn(
  deps: { config: AuthConfig; secretBox: SecretBox; clock: Clock },
  input: BeginSignIn,
): Promise<BeginResult> {
  if (!redirectAllowed(deps.config, input.redirectTo)) {
    return { ok: false, reason: "redirect_not_allowed" };
  }
  const { registry, oauth } = thirdPartyRuntime(deps.config, deps.clock);
  if (registry.settings(input.provider) === undefined) {
    return { ok: false, reason: "provider_unknown" };
  }
  const definition = await registry.definition(input.provider);
  if (!definition.ok) return { ok: false, reason: "provider_unreachable" };
  const sealed = createState(
    deps.secretBox,
    {
      provider: input.provider,
      redirectTo: input.redirectTo,
      isFlow: input.isFlow,
      codeVerifier: input.codeVerifier,
      userId: input.userId,
      flowId: input.flowId,
    },
    deps.clock.now(),
  );
  const redirectUrl = oauth.authorizationUrl(definition.value, {
    state: sealed.state,
    nonce: sealed.nonce,
    codeVerifier: input.codeVerifier,
  });
  return {
    ok: true,
    redirectUrl,
    cookie: stateCookie(deps.config.session.cookie, sealed.cookieValue),
  };
}
