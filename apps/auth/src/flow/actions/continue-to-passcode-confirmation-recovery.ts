// login_password `continue_to_passcode_confirmation_recovery` (flow-api.md §2.2): a recovery
// code by mail, or the code-less "login attempted" mail for an unknown address; after the code
// the login onboarding puts `login_password_recovery` first (§2.3.1).
import type { AuthAction } from "../flows/flow-deps.ts";

export const continueToPasscodeConfirmationRecovery: AuthAction = {
  name: "continue_to_passcode_confirmation_recovery",
  available: (view) => view.deps.policy.password.recovery && view.stash.has("email"),
  execute(ctx) {
    ctx.stash.set("login_method", "password");
    ctx.stash.set(
      "passcode_template",
      ctx.stash.has("user_id") ? "recovery" : "email_login_attempted",
    );
    ctx.stash.set("pw_recovery_pending", true);
    return ctx.continue("passcode_confirmation");
  },
};
