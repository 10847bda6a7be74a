// credential_onboarding_chooser `continue_to_passkey_registration` (flow-api.md §2.2).
import type { AuthAction } from "../flows/flow-deps.ts";
import { passkeyLoginUsable } from "./webauthn-generate-request-options.ts";

export const continueToPasskeyRegistration: AuthAction = {
  name: "continue_to_passkey_registration",
  available: passkeyLoginUsable,
  execute: (ctx) => ctx.continue("onboarding_create_passkey"),
};
