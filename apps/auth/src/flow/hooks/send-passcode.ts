// Before `passcode_confirmation` (flow-api.md §2.2 "send passcode"): on every entry that did
// not end in an error, take a rate-limit token and mail a code, unless the passcode sent last
// (sticky, so it survives `back`) is still usable and went to the same address. A dry
// rate-limit key still enters the state, with 429 and `resend_after` and no mail.
import type { AuthHook } from "../flows/flow-deps.ts";
import { takeToken } from "../rules/rate-limits.ts";
import { stashValue } from "../rules/stash-value.ts";

/** Set by `resend_passcode`, which has just sent a code and taken the token itself (B4). */
export const PASSCODE_SENT_NOW = "passcode_sent_now";

export const sendPasscode: AuthHook = {
  name: "send-passcode",
  async run(ctx) {
    if (ctx.flowError !== undefined || ctx.locals.get(PASSCODE_SENT_NOW) === true) return;
    const email = stashValue(ctx.stash, "email");
    const template = stashValue(ctx.stash, "passcode_template");
    const limit = await takeToken(ctx.deps, "passcode", email);
    if (!limit.allowed) {
      ctx.payload.resend_after = limit.retryAfterSeconds;
      ctx.setFlowError("rate_limit_exceeded");
      return;
    }
    const sticky = ctx.stash.get("sticky") ?? {};
    if (sticky.passcode_email === email && (await ctx.deps.passcodes.isUsable(sticky.passcode_id)))
      return;
    const id = await ctx.deps.passcodes.send({
      email,
      // Only a login knows a user that exists already; a registration's user_id is not a row yet.
      userId: ctx.flowName === "login" ? ctx.stash.get("user_id") : undefined,
      template,
      language: ctx.deps.client.language,
    });
    ctx.stash.set("sticky", { passcode_id: id, passcode_email: email });
  },
};
