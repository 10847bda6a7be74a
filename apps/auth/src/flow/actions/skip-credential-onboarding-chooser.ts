// credential_onboarding_chooser `skip` (flow-api.md §2.2): a registration may skip only if the
// user can sign in by email passcode, and never when both credentials are required.
import type { AuthAction } from "../flows/flow-deps.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";

export const skipCredentialOnboardingChooser: AuthAction = {
  name: "skip",
  available(view) {
    const { email, password, passkey } = view.deps.policy;
    if (
      view.flowName === "registration" &&
      !(email.useForAuthentication && view.stash.has("email"))
    ) {
      return false;
    }
    return password.optional || passkey.optional;
  },
  execute(ctx) {
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
