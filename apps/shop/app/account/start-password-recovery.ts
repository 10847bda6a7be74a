// "Glömt lösenordet": the login flow's own password recovery (flow-api.md §2.1), started for
// the e-mail address the shopper gives. The state it reaches is saved where the widget resumes
// a flow (the SDK's flow cache), so <hanko-login> then asks for the code and the new password.
// Where passwords are switched off, or the account has none, there is nothing to reset: the
// outcome says so, and a login code may already be on its way.
import type { Hanko } from "@kretsbutiken/auth-elements";

export type RecoveryOutcome =
  /** A recovery code was sent; the widget continues with it. */
  | "code"
  /** The account signs in by code only; a login code was sent; the widget continues. */
  | "codeLogin"
  /** Passwords are switched off at the provider; nothing was sent. */
  | "noPasswords"
  /** Password recovery is switched off at the provider; nothing was sent. */
  | "noRecovery"
  /** The provider refused the address. */
  | "invalidEmail"
  /** Rate limited, the network, or the provider failing. */
  | "failed";

/**
 * Where the widget keeps and resumes a flow (auth-elements' FLOW_CACHE_KEY, the official
 * `<hanko-auth>`'s key); not imported, so that this page's chunk holds no widget code.
 */
export const FLOW_CACHE_KEY = "hanko-auth-flow-state";

const quiet = { dispatchAfterStateChangeEvent: false };

export async function startPasswordRecovery(hanko: Hanko, email: string): Promise<RecoveryOutcome> {
  // The states after this one keep its cache key.
  let state = await hanko.createState("login", {
    ...quiet,
    cacheKey: FLOW_CACHE_KEY,
    loadFromCache: false,
  });
  if (state.name !== "login_init") return "failed";
  const identify = state.actions.continue_with_login_identifier;
  if (!identify.enabled) return "failed";
  state = await identify.run({ email }, quiet);
  if (state.name === "login_init") {
    return state.error?.code === "form_data_invalid_error" ? "invalidEmail" : "failed";
  }
  if (state.name === "login_method_chooser") {
    const toPassword = state.actions.continue_to_password_login;
    if (!toPassword.enabled) return "noPasswords";
    state = await toPassword.run(null, quiet);
  }
  if (state.name === "login_password") {
    const recover = state.actions.continue_to_passcode_confirmation_recovery;
    if (!recover.enabled) return "noRecovery";
    state = await recover.run(null, quiet);
    if (state.name !== "passcode_confirmation" || state.error) return "failed";
    state.saveToLocalStorage();
    return "code";
  }
  if (state.name === "passcode_confirmation" && !state.error) {
    state.saveToLocalStorage();
    return "codeLogin";
  }
  return "failed";
}
