// login_otp `otp_code_validate` (flow-api.md §2.2 mfa_usage): the app's current code, limited
// like passwords (per IP and user), each code accepted once; or a security key instead.
import type { AuthAction } from "../flows/flow-deps.ts";
import { takePasswordTurn, takeToken } from "../rules/rate-limits.ts";
import { recordLoginFailure } from "../rules/record-login-failure.ts";
import { stashValue } from "../rules/stash-value.ts";
import { checkTotp } from "../../mfa/totp.ts";

export const otpCodeValidate: AuthAction = {
  name: "otp_code_validate",
  async execute(ctx) {
    const { deps, stash } = ctx;
    const userId = stashValue(stash, "user_id");
    for (const limit of [
      await takeToken(deps, "otp", userId),
      await takePasswordTurn(deps, `otp:${userId}`),
    ]) {
      if (!limit.allowed) {
        await recordLoginFailure(ctx, "rate_limited", { method: "totp" });
        ctx.payload.retry_after = limit.retryAfterSeconds;
        return ctx.error("rate_limit_exceeded");
      }
    }
    const stored = await deps.otpSecrets.find(userId);
    if (stored === undefined) return ctx.error("flow_discontinuity_error", "no OTP secret");
    const now = deps.clock.now();
    const check = checkTotp(stored.secret, ctx.input.string("otp_code"), now, stored.lastStep);
    const used = check.ok && (await deps.otpSecrets.useStep(userId, check.step));
    if (!check.ok || !used) {
      const replayed = check.ok || check.reason === "replayed";
      await recordLoginFailure(ctx, "wrong_otp_code", { method: "totp" });
      ctx.setInputError("otp_code", replayed ? "otp_code_already_used" : "otp_code_invalid");
      return ctx.error("form_data_invalid_error");
    }
    stash.set("mfa_method", "totp");
    ctx.preventRevert();
    return ctx.continue();
  },
};

export const continueToLoginSecurityKey: AuthAction = {
  name: "continue_to_login_security_key",
  available(view) {
    const { mfa } = view.deps.policy;
    return (
      mfa.securityKeys.enabled &&
      view.stash.get("user_has_webauthn_credential") === true &&
      view.stash.get("security_key_attachment_supported") === true
    );
  },
  execute: (ctx) => ctx.continue("login_security_key"),
};
