// Before `passcode_confirmation` (flow-api.md §2.2 "send passcode"): on every entry that did
// not end in an error, mail a code (rules/mail-passcode.ts), unless the passcode sent last is
// still usable and went to the same address. A dry rate-limit key still enters the state, with
// 429 and `resend_after` and no mail.
import type { AuthHook } from "../flows/flow-deps.ts";
import { mailPasscode } from "../rules/mail-passcode.ts";

export const sendPasscode: AuthHook = {
  name: "send-passcode",
  async run(ctx) {
    if (ctx.flowError !== undefined) return;
    const limit = await mailPasscode(ctx, { reuseUsable: true });
    if (!limit.allowed) {
      ctx.payload.resend_after = limit.retryAfterSeconds;
      ctx.setFlowError("rate_limit_exceeded");
    }
  },
};
