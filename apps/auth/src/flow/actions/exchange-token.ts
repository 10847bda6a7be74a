// `exchange_token` in the `thirdparty` state of login, registration and token_exchange
// (flow-api.md §2.2 thirdparty, §2.8): the one-time token of a provider's callback signs its
// user in. The callback already made or found the user, so registration creates none. What is
// left is the token's own list: a code to the identity's address when the provider did not
// vouch for it, the address or username the user still lacks, then `success` with
// `last_login` third_party and the AMR `ext:{provider}`.
//
// Hanko appends the login's onboarding list (§2.3.1) after that `success`, where it is reached
// only when a code was needed (B7). Here a provider's sign-in never schedules it, nor a second
// factor to set up: the same steps whichever flow and whatever the address (docs/decisions/0034).
import type { StateName } from "@kretsbutiken/flow-protocol";
import type { EmailSummary, UserSummary } from "../../services.ts";
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { redeemFlowToken } from "../rules/redeem-flow-token.ts";

/** The user details the user still lacks (acquired as at sign-up for a user made just now). */
function userDetailStates(
  ctx: AuthActionContext,
  user: UserSummary,
  emails: readonly EmailSummary[],
  userCreated: boolean,
): StateName[] {
  const { email, username } = ctx.deps.policy;
  const states: StateName[] = [];
  const acquireEmail = userCreated ? email.acquireOnRegistration : email.acquireOnLogin;
  if (emails.length === 0 && acquireEmail) states.push("onboarding_email");
  const acquireUsername = userCreated ? username.acquireOnRegistration : username.acquireOnLogin;
  if (username.enabled && user.username === null && acquireUsername) {
    states.push("onboarding_username");
  }
  return states;
}

export const exchangeToken: AuthAction = {
  name: "exchange_token",
  async execute(ctx) {
    const { deps, stash } = ctx;
    // token_exchange takes the tokens no flow asked for: IdP-initiated SAML (§2.8).
    const redeemed = await redeemFlowToken(
      ctx,
      ctx.flowName === "token_exchange" ? null : ctx.flowId,
    );
    if (!redeemed.ok) return redeemed.outcome;
    const { grant } = redeemed;
    const [found, foundUser, emails] = await Promise.all([
      deps.identities.byId(grant.identityId),
      deps.users.findById(grant.userId),
      deps.users.emails(grant.userId),
    ]);
    // Disconnected or deleted in the minute since the callback, the token went with them
    // (foreign keys, cascade); taken in this transaction, it holds them until it ends. So both
    // are here: no check of absence, which no test could reach.
    const identity = found!;
    const user = foundUser!;
    // A token naming an identity of another user stands for no one.
    if (identity.user_id !== user.id) {
      return ctx.error("form_data_invalid_error", "the token's account is gone");
    }
    stash.set("user_id", grant.userId);
    stash.set("skip_user_creation", true);
    stash.set("login_method", "third_party");
    stash.set("third_party_provider", identity.provider_id);
    stash.set("login_onboarding_scheduled", true);
    // The provider's callback made the user; this is where the sign-up is done and recorded.
    if (grant.userCreated) {
      await deps.audit.record({
        type: "thirdparty_signup_succeeded",
        userId: user.id,
        details: { third_party_provider: identity.provider_id, flow_id: ctx.flowId },
      });
    }

    const states: StateName[] = [];
    // The provider did not vouch for the address it named: a code to it proves it (§2.2 step 5).
    const address = emails.find((email) => email.id === identity.email_id);
    if (!grant.emailVerified && address !== undefined && !address.verified) {
      stash.set("email", address.address);
      stash.set("passcode_template", "email_verification");
      states.push("passcode_confirmation");
    }
    states.push(...userDetailStates(ctx, user, emails, grant.userCreated));
    ctx.preventRevert();
    return ctx.continue(...states, "success");
  },
};
