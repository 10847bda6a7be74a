// login_method_chooser `continue_to_passcode_confirmation` (flow-api.md §2.2).
import type { AuthAction } from "../flows/flow-deps.ts";
import { startPasscodeLogin } from "../rules/start-passcode-login.ts";

export const continueToPasscodeConfirmation: AuthAction = {
  name: "continue_to_passcode_confirmation",
  available(view) {
    const { policy } = view.deps;
    if (!policy.privacy.onlyShowActualLoginMethods) return true;
    return policy.email.useForAuthentication && view.stash.get("user_has_emails") === true;
  },
  execute: startPasscodeLogin,
};
