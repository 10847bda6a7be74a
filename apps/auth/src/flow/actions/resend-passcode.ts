// passcode_confirmation `resend_passcode` (flow-api.md §2.2): always a new code, counted once
// against `passcode/{ip}/{email}` (B4: Hanko takes a second token when the state is
// re-entered; the entry hook skips here). The response says `passcode_resent: true` (B15).
import type { AuthAction } from "../flows/flow-deps.ts";
import { PASSCODE_SENT_NOW } from "../hooks/send-passcode.ts";
import { takeToken } from "../rules/rate-limits.ts";
import { stashValue } from "../rules/stash-value.ts";

export const resendPasscode: AuthAction = {
  name: "resend_passcode",
  async execute(ctx) {
    const email = stashValue(ctx.stash, "email");
    const template = stashValue(ctx.stash, "passcode_template");
    const limit = await takeToken(ctx.deps, "passcode", email);
    if (!limit.allowed) {
      ctx.payload.resend_after = limit.retryAfterSeconds;
      return ctx.error("rate_limit_exceeded");
    }
    const id = await ctx.deps.passcodes.send({
      email,
      userId: ctx.flowName === "login" ? ctx.stash.get("user_id") : undefined,
      template,
      language: ctx.deps.client.language,
    });
    ctx.stash.set("sticky", { passcode_id: id, passcode_email: email });
    ctx.locals.set(PASSCODE_SENT_NOW, true);
    ctx.payload.passcode_resent = true;
    return ctx.continue(ctx.state);
  },
};
