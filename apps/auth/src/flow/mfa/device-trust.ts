// device_trust (flow-api.md §2.2): trust this device for the configured time, so the second
// factor is skipped at the next sign-ins here; the HttpOnly cookie comes with the answer.
// With the policy `always`, every sign-in that gave a second factor trusts the device.
import { serializeDeviceCookie, parseDeviceCookie } from "../../mfa/trusted-devices.ts";
import { deviceTrustCookie } from "../../mfa/device-trust-cookie.ts";
import type { AuthAction, AuthHook, AuthHookContext } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

async function grantTrust(ctx: AuthHookContext): Promise<void> {
  const { deps } = ctx;
  const { deviceTrust } = deps.policy.mfa;
  const entries = await deps.trustedDevices.grant(
    parseDeviceCookie(deps.deviceCookie),
    stashValue(ctx.stash, "user_id"),
    deps.clock.now(),
    deviceTrust.durationSeconds,
  );
  ctx.addSetCookie(
    deviceTrustCookie(deps.config, serializeDeviceCookie(entries), deviceTrust.durationSeconds),
  );
}

export const trustDevice: AuthAction = {
  name: "trust_device",
  // `success` follows, which offers nothing to go back from.
  async execute(ctx) {
    await grantTrust(ctx);
    return ctx.continue();
  },
};

export const skipDeviceTrust: AuthAction = {
  name: "skip",
  execute: (ctx) => ctx.continue(),
};

/** Before the login's `success`: policy `always` trusts every device that gave a second factor. */
export const trustDeviceAlways: AuthHook = {
  name: "trust-device-always",
  async run(ctx) {
    // A second factor was given only if second factors are on (mfa-rules.ts `mfaUsageState`).
    if (ctx.deps.policy.mfa.deviceTrust.policy !== "always") return;
    if (ctx.stash.get("mfa_method") === undefined) return;
    await grantTrust(ctx);
  },
};
