// login_method_chooser `continue_to_password_login` (flow-api.md §2.2).
import type { AuthAction } from "../flows/flow-deps.ts";

export const continueToPasswordLogin: AuthAction = {
  name: "continue_to_password_login",
  available(view) {
    const { policy } = view.deps;
    if (!policy.privacy.onlyShowActualLoginMethods) return true;
    return policy.password.enabled && view.stash.get("user_has_password") === true;
  },
  execute: (ctx) => ctx.continue("login_password"),
};
