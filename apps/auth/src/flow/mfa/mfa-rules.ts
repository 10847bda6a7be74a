// The second factor's shared rules (flow-api.md §2.3.1, §2.3.2, §5.2): whether the browser can
// use a security key as configured, whether this device is trusted for the user, and when a
// flow asks the user to set up a second factor (`mfa_method_chooser`).
import { parseDeviceCookie } from "../../mfa/trusted-devices.ts";
import type { AuthFlowView, AuthHookContext } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

/** A security key can be used: a platform authenticator, or any attachment allowed. */
export function attachmentSupported(view: AuthFlowView): boolean {
  return view.stash.get("security_key_attachment_supported") === true;
}

export function securityKeysUsable(view: AuthFlowView): boolean {
  const { mfa } = view.deps.policy;
  return (
    mfa.enabled && mfa.securityKeys.enabled && attachmentSupported(view) && webauthnAvailable(view)
  );
}

/** The device-trust cookie holds an unexpired trust of the flow's user (known by now). */
export async function deviceTrusted(ctx: AuthHookContext): Promise<boolean> {
  const { deps, stash } = ctx;
  if (deps.policy.mfa.deviceTrust.policy === "never") return false;
  const userId = stashValue(stash, "user_id");
  return deps.trustedDevices.trusts(parseDeviceCookie(deps.deviceCookie), userId, deps.clock.now());
}

const hasSecondFactor = (view: AuthFlowView) =>
  view.stash.get("user_has_otp_secret") === true ||
  view.stash.get("user_has_security_key") === true;

/**
 * §2.3.2: puts `mfa_method_chooser` in front of what is scheduled when this flow acquires a
 * second factor, the user has none yet and could use one at sign-in, and the device supports a
 * method (else `platform_authenticator_required`, unless MFA is optional).
 */
export function scheduleMfaCreation(ctx: AuthHookContext): void {
  const { mfa, password, email } = ctx.deps.policy;
  const { stash } = ctx;
  if (ctx.isScheduled("password_creation") || stash.get("pw_recovery_pending") === true) return;
  // A provider's sign-in sets nothing up (docs/decisions/0034): in registration the user exists
  // already, and the secret would wait for a user creation that does not come.
  if (stash.get("login_method") === "third_party") return;
  if (ctx.stateVisited("mfa_method_chooser") || ctx.isScheduled("mfa_method_chooser")) return;
  if (!mfa.enabled || !(mfa.securityKeys.enabled || mfa.totpEnabled)) return;
  const acquire =
    (ctx.flowName === "login" && mfa.acquireOnLogin) ||
    (ctx.flowName === "registration" && mfa.acquireOnRegistration);
  if (!acquire || hasSecondFactor(ctx)) return;
  const usableAtLogin =
    (password.enabled && stash.get("user_has_password") === true) ||
    (email.useForAuthentication && (stash.has("email") || stash.get("user_has_emails") === true));
  if (!usableAtLogin) return;
  if (!mfa.totpEnabled && !attachmentSupported(ctx)) {
    if (!mfa.optional) ctx.setFlowError("platform_authenticator_required");
    return;
  }
  ctx.schedule("mfa_method_chooser");
}

/** §2.3.1 step 1: the second factor a user on an untrusted device must give, if any. */
export function mfaUsageState(
  ctx: AuthHookContext,
  trusted: boolean,
): "login_security_key" | "login_otp" | "error" | undefined {
  const { mfa } = ctx.deps.policy;
  const { stash } = ctx;
  if (!mfa.enabled || stash.get("login_method") === "passkey" || trusted) return undefined;
  const otp = mfa.totpEnabled && stash.get("user_has_otp_secret") === true;
  if (mfa.securityKeys.enabled && stash.get("user_has_security_key") === true) {
    if (attachmentSupported(ctx)) return "login_security_key";
    if (otp) return "login_otp";
    ctx.setFlowError("platform_authenticator_required");
    return "error";
  }
  return otp ? "login_otp" : undefined;
}

/** §2.3.1 step 5: whether to ask an untrusted device to be trusted after the second factor. */
export function offersDeviceTrust(ctx: AuthHookContext, trusted: boolean): boolean {
  const { mfa } = ctx.deps.policy;
  return (
    mfa.enabled &&
    mfa.deviceTrust.policy === "prompt" &&
    ctx.stash.get("login_method") !== "passkey" &&
    hasSecondFactor(ctx) &&
    !trusted
  );
}
