// credential_onboarding_chooser `continue_to_password_registration` (flow-api.md §2.2). The
// passkey branch (`continue_to_passkey_registration`) arrives with the WebAuthn issue.
import type { AuthAction } from "../flows/flow-deps.ts";

export const continueToPasswordRegistration: AuthAction = {
  name: "continue_to_password_registration",
  execute: (ctx) => ctx.continue("password_creation"),
};
