// The profile's accounts at other providers (flow-api.md §2.7): connect one not yet linked
// (through `thirdparty`, whose callback holds the provider's account until `exchange_token`
// links it to the signed-in user and returns to `profile_init`), or disconnect one. Stricter
// than Hanko (docs/decisions/0034): the last way to sign in cannot be disconnected.
import { CUSTOM_PROVIDER_PREFIX } from "@kretsbutiken/flow-protocol";
import { enabledProviders, type ProviderChoice } from "../../thirdparty/provider-config.ts";
import { BUILT_IN_PROVIDER_IDS } from "../../thirdparty/providers.ts";
import type { IdentitiesTable } from "../../db/schema.ts";
import { connectAccount } from "../../identities/link-account.ts";
import type { AuthAction, AuthFlowView } from "../flows/flow-deps.ts";
import { redeemFlowBound } from "../rules/redeem-flow-token.ts";
import { startThirdPartySignIn } from "../rules/start-third-party-sign-in.ts";
import { canUsePasscode, passkeysOf, profileUser, type ProfileUser } from "./profile-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** OAuth/OIDC provider ids are a built-in's or `custom_<key>`; SAML ones are entity ids. */
const isOAuthProviderId = (id: string): boolean =>
  (BUILT_IN_PROVIDER_IDS as readonly string[]).includes(id) ||
  id.startsWith(CUSTOM_PROVIDER_PREFIX);

/** Enabled providers the user has no identity at, in the `provider` input's order. */
function unlinkedProviders(view: AuthFlowView): ProviderChoice[] {
  const linked = new Set(profileUser(view).identities.map((identity) => identity.provider_id));
  return enabledProviders(view.deps.config.thirdParty).filter(
    (provider) => !linked.has(provider.value),
  );
}

/** The user's identities at enabled providers (the ones the profile payload lists). */
function connectedIdentities(view: AuthFlowView, user: ProfileUser): IdentitiesTable[] {
  const enabled = new Set(enabledProviders(view.deps.config.thirdParty).map((p) => p.value));
  return user.identities.filter((identity) => enabled.has(identity.provider_id));
}

/** An identity that can sign in: at an enabled provider, or at a SAML IdP while SAML is on. */
function usable(view: AuthFlowView, identity: IdentitiesTable): boolean {
  const { thirdParty, saml } = view.deps.config;
  const oauth = isOAuthProviderId(identity.provider_id);
  return oauth
    ? enabledProviders(thirdParty).some((provider) => provider.value === identity.provider_id)
    : saml.enabled;
}

/** Whether the user can still sign in once `leaving` is gone. */
function otherWayIn(view: AuthFlowView, user: ProfileUser, leaving: IdentitiesTable): boolean {
  const { password, passkey } = view.deps.policy;
  return (
    (password.enabled && user.hasPassword) ||
    (passkey.enabled && passkeysOf(user).length > 0) ||
    canUsePasscode(view, user) ||
    user.identities.some((identity) => identity.id !== leaving.id && usable(view, identity))
  );
}

export const connectThirdpartyOauthProvider: AuthAction = {
  name: "connect_thirdparty_oauth_provider",
  available: (view) => unlinkedProviders(view).length > 0,
  allowedValues: (view) => ({ provider: unlinkedProviders(view) }),
  execute: (ctx) => startThirdPartySignIn(ctx, { userId: profileUser(ctx).id }),
};

export const disconnectThirdpartyOauthProvider: AuthAction = {
  name: "disconnect_thirdparty_oauth_provider",
  available: (view) => connectedIdentities(view, profileUser(view)).length > 0,
  async execute(ctx) {
    const user = profileUser(ctx);
    // Not a declared input (B9, as in Hanko): read from the body as clients send it.
    const id = ctx.input.string("identity_id");
    if (!UUID.test(id)) return ctx.error("form_data_invalid_error", "identity_id is not a UUID");
    const identity = user.identities.find((own) => own.id === id.toLowerCase());
    if (identity === undefined) {
      return ctx.error("form_data_invalid_error", "not one of the user's identities");
    }
    if (!otherWayIn(ctx, user, identity)) {
      return ctx.error("operation_not_permitted_error", "the user's last way to sign in");
    }
    await ctx.deps.identities.removeOf(user.id, identity.id);
    await recordProfileChange(ctx, user, "thirdparty_unlinked", {
      third_party_provider: identity.provider_id,
    });
    return ctx.continue("profile_init");
  },
};

export const profileExchangeToken: AuthAction = {
  name: "exchange_token",
  async execute(ctx) {
    // The callback held the provider's account for the flow that started the connect; it is
    // linked here, as in Hanko, and only to the user who started it: the flow is not bound to a
    // session (§2.7), so another session's user may not finish it (docs/decisions/0043).
    const taken = await redeemFlowBound(ctx, ctx.flowId, (token, verifier) =>
      ctx.deps.connections.take(token, verifier),
    );
    if (!taken.ok) return taken.outcome;
    const user = profileUser(ctx);
    if (taken.grant.userId !== user.id) {
      return ctx.error("operation_not_permitted_error", "the token belongs to another user");
    }
    const { users, emails, identities } = ctx.deps;
    const linked = await connectAccount(
      { users, emails, identities },
      taken.grant.account,
      user.id,
    );
    if (!linked.ok) {
      return ctx.error("operation_not_permitted_error", "the identity belongs to another user");
    }
    await recordProfileChange(ctx, user, "thirdparty_linking_succeeded", {
      third_party_provider: taken.grant.account.providerId,
    });
    ctx.preventRevert();
    return ctx.continue("profile_init");
  },
};
