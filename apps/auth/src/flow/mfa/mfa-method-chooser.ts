// mfa_method_chooser (flow-api.md §2.2): set up an authenticator app or a security key, or skip
// when the second factor is optional.
import type { AuthAction } from "../flows/flow-deps.ts";
import { securityKeysUsable } from "./mfa-rules.ts";

export const continueToOtpSecretCreation: AuthAction = {
  name: "continue_to_otp_secret_creation",
  available: (view) => view.deps.policy.mfa.enabled && view.deps.policy.mfa.totpEnabled,
  execute: (ctx) => ctx.continue("mfa_otp_secret_creation"),
};

export const continueToSecurityKeyCreation: AuthAction = {
  name: "continue_to_security_key_creation",
  available(view) {
    const { securityKeys } = view.deps.policy.mfa;
    const platformOnly = securityKeys.attachment === "platform";
    return (
      securityKeysUsable(view) &&
      (!platformOnly || view.stash.get("webauthn_platform_authenticator_available") === true)
    );
  },
  execute: (ctx) => ctx.continue("mfa_security_key_creation"),
};

export const skipMfa: AuthAction = {
  name: "skip",
  available: (view) => view.deps.policy.mfa.optional,
  execute: (ctx) => ctx.continue(),
};
