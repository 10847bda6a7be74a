// The one rule for mailing a passcode (flow-api.md §2.2 passcode_confirmation), used by the
// state's entry hook and by `resend_passcode`: take a rate-limit token, mail a code with the
// stash's template, and remember it (sticky, so it survives `back`). Whichever runs first in a
// request mails; the other then leaves it (B4: one token per resend, not two).
import type { AuthHookContext } from "../flows/flow-deps.ts";
import { takeToken, type LimitResult } from "./rate-limits.ts";
import { stashValue } from "./stash-value.ts";

const MAILED_IN_THIS_REQUEST = "mail-passcode:mailed";

export async function mailPasscode(
  ctx: AuthHookContext,
  options: { reuseUsable: boolean },
): Promise<LimitResult> {
  if (ctx.locals.get(MAILED_IN_THIS_REQUEST) === true) return { allowed: true };
  const email = stashValue(ctx.stash, "email");
  const limit = await takeToken(ctx.deps, "passcode", email);
  if (!limit.allowed) return limit;
  const sticky = ctx.stash.get("sticky") ?? {};
  const reusable =
    options.reuseUsable &&
    sticky.passcode_email === email &&
    (await ctx.deps.passcodes.isUsable(sticky.passcode_id));
  if (!reusable) {
    const id = await ctx.deps.passcodes.send({
      email,
      // Only a login knows a user that exists already; a registration's user_id is not a row yet.
      userId: ctx.flowName === "login" ? ctx.stash.get("user_id") : undefined,
      template: stashValue(ctx.stash, "passcode_template"),
      language: ctx.deps.client.language,
    });
    ctx.stash.set("sticky", { passcode_id: id, passcode_email: email });
    const template = stashValue(ctx.stash, "passcode_template");
    await ctx.deps.audit.record({
      type: "passcode_sent",
      userId: ctx.flowName === "registration" ? undefined : ctx.stash.get("user_id"),
      email,
      details: { template, flow_id: ctx.flowId },
    });
  }
  ctx.locals.set(MAILED_IN_THIS_REQUEST, true);
  return limit;
}
