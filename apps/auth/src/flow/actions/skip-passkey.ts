// onboarding_create_passkey `skip` (flow-api.md §2.4): hidden unless passkeys are optional,
// after the chooser, and whenever skipping would leave the user without a way to sign in.
// Skipping goes on to a password when this flow acquires one conditionally and there is none.
import type { AuthAction, AuthFlowView } from "../flows/flow-deps.ts";
import { canLoginWithEmail } from "../rules/can-login-with-email.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";

function acquiresPassword(view: AuthFlowView, mode: "conditional" | "never"): boolean {
  const { password } = view.deps.policy;
  if (!password.enabled) return mode === "never";
  const acquire =
    view.flowName === "login" ? password.acquireOnLogin : password.acquireOnRegistration;
  return acquire === mode;
}

export const skipPasskey: AuthAction = {
  name: "skip",
  available(view) {
    const previous = view.previousState;
    if (!view.deps.policy.passkey.optional) return false;
    if (previous === "credential_onboarding_chooser") return false;
    const emailLogin = canLoginWithEmail(view);
    const hasPassword = view.stash.get("user_has_password") === true;
    if (previous === "password_creation" && !hasPassword && !emailLogin) return false;
    const afterIdentifier =
      previous === "passcode_confirmation" || previous === "registration_init";
    return !(afterIdentifier && acquiresPassword(view, "never") && !emailLogin);
  },
  execute(ctx) {
    if (acquiresPassword(ctx, "conditional") && ctx.stash.get("user_has_password") !== true) {
      return ctx.continue("password_creation");
    }
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
