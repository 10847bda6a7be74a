// Going to `passcode_confirmation` to sign in (flow-api.md §2.2 login_init, login_method_chooser):
// a known user gets the `login` mail, an unknown address the code-less `email_login_attempted`
// mail, so the response never tells whether an account exists.
import type { ActionOutcome } from "../engine/flow-definition.ts";
import type { AuthActionContext } from "../flows/flow-deps.ts";

export function startPasscodeLogin(ctx: AuthActionContext): ActionOutcome {
  ctx.stash.set("login_method", "passcode");
  ctx.stash.set("passcode_template", ctx.stash.has("user_id") ? "login" : "email_login_attempted");
  return ctx.continue("passcode_confirmation");
}
