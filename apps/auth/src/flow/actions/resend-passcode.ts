// passcode_confirmation `resend_passcode` (flow-api.md §2.2): always a new code, counted once
// against the passcode limits (rules/mail-passcode.ts; B4: Hanko takes a second token when the
// state is re-entered). The response says `passcode_resent: true` (B15).
import type { AuthAction } from "../flows/flow-deps.ts";
import { mailPasscode } from "../rules/mail-passcode.ts";

export const resendPasscode: AuthAction = {
  name: "resend_passcode",
  async execute(ctx) {
    const limit = await mailPasscode(ctx, { reuseUsable: false });
    if (!limit.allowed) {
      ctx.payload.resend_after = limit.retryAfterSeconds;
      return ctx.error("rate_limit_exceeded");
    }
    ctx.payload.passcode_resent = true;
    return ctx.continue(ctx.state);
  },
};
