// After the login's `credential_usage` sub-flow (flow-api.md §2.3.1), once per flow: the second
// factor, password recovery, missing user details, credential onboarding, device trust, then
// `success`.
import type { AuthHook } from "../flows/flow-deps.ts";
import { deviceTrusted, mfaUsageState, offersDeviceTrust } from "../mfa/mfa-rules.ts";
import { credentialOnboardingStates } from "../rules/credential-onboarding-states.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const scheduleLoginOnboarding: AuthHook = {
  name: "schedule-login-onboarding",
  async run(ctx) {
    const { stash } = ctx;
    if (stash.get("login_onboarding_scheduled") === true) return;
    stash.set("login_onboarding_scheduled", true);
    const { policy } = ctx.deps;
    // One look-up of the device-trust cookie serves steps 1 and 5.
    const trusted = policy.mfa.enabled && (await deviceTrusted(ctx));
    const mfa = mfaUsageState(ctx, trusted);
    if (mfa === "error") {
      ctx.schedule("error");
      return;
    }
    if (mfa !== undefined) ctx.schedule(mfa);
    const recovering = stash.get("pw_recovery_pending") === true;
    if (recovering) ctx.schedule("login_password_recovery");
    if (
      stash.get("user_has_username") !== true &&
      policy.username.enabled &&
      policy.username.acquireOnLogin
    ) {
      ctx.schedule("onboarding_username");
    }
    if (stash.get("user_has_emails") !== true && policy.email.acquireOnLogin)
      ctx.schedule("onboarding_email");
    ctx.schedule(
      ...credentialOnboardingStates({
        passkeyUsable: webauthnAvailable({ stash }) && policy.passkey.enabled,
        passwordEnabled: policy.password.enabled,
        passkeyMode: policy.passkey.acquireOnLogin,
        // A pending recovery sets the password already.
        passwordMode: recovering ? "never" : policy.password.acquireOnLogin,
        passwordOptional: policy.password.optional,
        passkeyOptional: policy.passkey.optional,
        hasPasskey: stash.get("user_has_passkey") === true,
        hasPassword: stash.get("user_has_password") === true,
      }),
    );
    if (offersDeviceTrust(ctx, trusted)) ctx.schedule("device_trust");
    ctx.schedule("success");
  },
};
