// Before `success`: the JWT's `amr` claim (flow-api.md §6.1). Login and token_exchange: the
// first factor used (`pwd`, `otp` for an email passcode; a recovery counts as `pwd`;
// `ext:{provider}` for a third-party sign-in, `ext` without a provider), then the second factor
// (`totp`, `security_key`). Registration: `otp` when a passcode was verified, `ext:{provider}`
// after a third-party sign-up, then one entry per credential enrolled (`pwd`, `passkey`,
// `totp`, `security_key`).
import type { AmrValue } from "@kretsbutiken/flow-protocol";
import type { AuthHook, AuthHookContext } from "../flows/flow-deps.ts";

const FIRST_FACTOR: Readonly<Record<string, AmrValue>> = {
  password: "pwd",
  passkey: "passkey",
  passcode: "otp",
};

function thirdPartyFactor(ctx: AuthHookContext): AmrValue {
  const provider = ctx.stash.get("third_party_provider");
  return provider === undefined || provider === "" ? "ext" : `ext:${provider}`;
}

export const determineLoginAmr: AuthHook = {
  name: "determine-login-amr",
  run(ctx) {
    const method = ctx.stash.get("login_method");
    const factor =
      method === "third_party"
        ? thirdPartyFactor(ctx)
        : method === undefined
          ? undefined
          : FIRST_FACTOR[method];
    const second = ctx.stash.get("mfa_method");
    const amr: AmrValue[] = factor === undefined ? [] : [factor];
    if (second !== undefined) amr.push(second);
    if (amr.length > 0) ctx.stash.set("amr", amr);
  },
};

export const determineRegistrationAmr: AuthHook = {
  name: "determine-registration-amr",
  run(ctx) {
    const amr: AmrValue[] = [];
    if (ctx.stash.get("registration_used_passcode") === true) amr.push("otp");
    if (ctx.stash.get("login_method") === "third_party") amr.push(thirdPartyFactor(ctx));
    if (ctx.stash.get("user_has_password") === true) amr.push("pwd");
    if (ctx.stash.get("user_has_passkey") === true) amr.push("passkey");
    if (ctx.stash.get("user_has_otp_secret") === true) amr.push("totp");
    if (ctx.stash.get("user_has_security_key") === true) amr.push("security_key");
    if (amr.length > 0) ctx.stash.set("amr", amr);
  },
};
