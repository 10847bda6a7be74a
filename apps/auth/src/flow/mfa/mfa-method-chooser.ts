// mfa_method_chooser (flow-api.md §2.2): set up an authenticator app or a security key, or skip
// when the second factor is optional.
import type { AuthAction } from "../flows/flow-deps.ts";
import { securityKeysUsable } from "./mfa-rules.ts";

// The chooser is only scheduled with second factors on (mfa-rules.ts), so each offer here asks
// only for its own method.
export const continueToOtpSecretCreation: AuthAction = {
  name: "continue_to_otp_secret_creation",
  available: (view) => view.deps.policy.mfa.totpEnabled,
  execute: (ctx) => ctx.continue("mfa_otp_secret_creation"),
};

// With the attachment `platform`, a usable attachment is a platform authenticator
// (register-client-capabilities.ts).
export const continueToSecurityKeyCreation: AuthAction = {
  name: "continue_to_security_key_creation",
  available: securityKeysUsable,
  execute: (ctx) => ctx.continue("mfa_security_key_creation"),
};

export const skipMfa: AuthAction = {
  name: "skip",
  available: (view) => view.deps.policy.mfa.optional,
  execute: (ctx) => ctx.continue(),
};
