// password_creation `skip` (flow-api.md §2.4): hidden unless passwords are optional, and
// whenever skipping would leave the user without any way to sign in.
import type { AuthAction } from "../flows/flow-deps.ts";
import { acquiresPasskey, canLoginWithEmail } from "../rules/can-login-with-email.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const skipPassword: AuthAction = {
  name: "skip",
  available(view) {
    const previous = view.previousState;
    if (!view.deps.policy.password.optional) return false;
    if (previous === "credential_onboarding_chooser") return false;
    const emailLogin = canLoginWithEmail(view);
    if (
      previous === "onboarding_create_passkey" &&
      view.stash.get("user_has_webauthn_credential") !== true &&
      !emailLogin
    ) {
      return false;
    }
    const afterIdentifier =
      previous === "passcode_confirmation" || previous === "registration_init";
    return !(afterIdentifier && acquiresPasskey(view, "never") && !emailLogin);
  },
  execute(ctx) {
    const webauthn = webauthnAvailable(ctx);
    if (
      acquiresPasskey(ctx, "conditional") &&
      webauthn &&
      ctx.stash.get("user_has_webauthn_credential") !== true
    ) {
      return ctx.continue("onboarding_create_passkey");
    }
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
