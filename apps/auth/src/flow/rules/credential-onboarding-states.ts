// Which credential states to schedule (flow-api.md §2.3.1 step 4 for login, §2.3.3 for
// registration): the passkey and password acquisition modes crossed with what the user already
// has. P = passkeys usable (WebAuthn available and passkeys enabled), W = passwords enabled.
import type { StateName } from "@kretsbutiken/flow-protocol";
import type { AcquireMode } from "../flows/flow-policy.ts";

export interface CredentialFacts {
  passkeyUsable: boolean;
  passwordEnabled: boolean;
  passkeyMode: AcquireMode;
  passwordMode: AcquireMode;
  passwordOptional: boolean;
  passkeyOptional: boolean;
  /** Registration: a new user has neither. */
  hasPasskey: boolean;
  hasPassword: boolean;
}

const PASSKEY: StateName = "onboarding_create_passkey";
const PASSWORD: StateName = "password_creation";
const CHOOSER: StateName = "credential_onboarding_chooser";

function both(f: CredentialFacts): StateName[] {
  const { passkeyMode: pk, passwordMode: pw, hasPasskey, hasPassword } = f;
  const neither = !hasPasskey && !hasPassword;
  if (pk === "always" && pw === "always") {
    if (neither) {
      return !f.passwordOptional && f.passkeyOptional ? [PASSWORD, PASSKEY] : [PASSKEY, PASSWORD];
    }
    if (hasPasskey && !hasPassword) return [PASSWORD];
    if (!hasPasskey && hasPassword) return [PASSKEY];
    return [];
  }
  if (pk === "always" && pw === "conditional") return !hasPasskey ? [PASSKEY] : [];
  if (pk === "conditional" && pw === "always") return !hasPassword ? [PASSWORD] : [];
  if (pk === "conditional" && pw === "conditional") return neither ? [CHOOSER] : [];
  if (pk === "conditional" && pw === "never") return neither ? [PASSKEY] : [];
  if (pk === "never" && pw === "conditional") return neither ? [PASSWORD] : [];
  if (pk === "never" && pw === "always") return !hasPassword ? [PASSWORD] : [];
  if (pk === "always" && pw === "never") return !hasPasskey ? [PASSKEY] : [];
  return [];
}

export function credentialOnboardingStates(f: CredentialFacts): StateName[] {
  if (f.passkeyUsable && f.passwordEnabled) return both(f);
  if (f.passkeyUsable && f.passkeyMode !== "never") return f.hasPasskey ? [] : [PASSKEY];
  if (f.passwordEnabled && f.passwordMode !== "never") return f.hasPassword ? [] : [PASSWORD];
  return [];
}
