// After `onboarding_email` and `passcode_confirmation` (flow-api.md §2.5): adds the address
// `email_address_set` asked for, once verified or when verification is off. Registered in
// registration too (B8), where Hanko silently dropped an unverified onboarding address.
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const createOnboardingEmail: AuthHook = {
  name: "create-onboarding-email",
  async run(ctx) {
    const { stash, deps } = ctx;
    if (stash.get("login_onboarding_create_email") !== true || !stash.has("email")) return;
    const verified = stash.get("email_verified") === true;
    if (deps.policy.email.requireVerification && !verified) return;
    stash.delete("login_onboarding_create_email");
    const userId = stashValue(stash, "user_id");
    const email = stashValue(stash, "email");
    if (verified) await deps.users.verifyEmail(userId, email);
    else
      await deps.userDetails.addEmail(userId, email, {
        verified: false,
        limit: deps.config.email.limit,
      });
    stash.set("user_has_emails", true);
  },
};
