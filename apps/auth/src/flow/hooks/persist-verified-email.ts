// After the login's and token exchange's `passcode_confirmation` (flow-api.md §2.5, §2.8): a
// verified code proves the address, so it is marked verified (created, primary if it is the
// user's only one, if missing).
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const persistVerifiedEmail: AuthHook = {
  name: "persist-verified-email",
  async run(ctx) {
    if (ctx.stash.get("email_verified") !== true) return;
    await ctx.deps.users.verifyEmail(
      stashValue(ctx.stash, "user_id"),
      stashValue(ctx.stash, "email"),
    );
  },
};

/**
 * Registration's variant: only for a user a provider's callback made (`exchange_token`); any
 * other registration stores its address with the user at `success`.
 */
export const persistVerifiedEmailOfExistingUser: AuthHook = {
  name: "persist-verified-email-of-existing-user",
  async run(ctx) {
    if (ctx.stash.get("skip_user_creation") === true) await persistVerifiedEmail.run(ctx);
  },
};
