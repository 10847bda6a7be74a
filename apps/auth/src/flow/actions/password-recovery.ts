// login_password_recovery `password_recovery` (flow-api.md §2.2): the new password replaces
// the old one right away; lengths (bytes, min from config, max 72) are checked by the engine.
// Every other session of the account ends with it (PASSWORD_RESET_ENDS_SESSIONS, default on):
// a reset usually means someone else may know the old password. The session this flow is
// about to issue comes after, so it stays.
import type { AuthAction } from "../flows/flow-deps.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";

export const passwordRecovery: AuthAction = {
  name: "password_recovery",
  available: (view) => view.deps.policy.password.enabled,
  async execute(ctx) {
    const userId = ctx.stash.get("user_id");
    if (userId === undefined)
      return ctx.error("operation_not_permitted_error", "user_id does not exist");
    const hash = await ctx.deps.passwords.hash(ctx.input.string("new_password"));
    await ctx.deps.users.setPasswordHash(userId, hash);
    await ctx.deps.audit.record({
      type: "password_changed",
      userId,
      details: { flow_id: ctx.flowId, recovery: true },
    });
    if (ctx.deps.policy.password.resetEndsSessions) await ctx.deps.sessions.revokeAll(userId);
    ctx.stash.set("user_has_password", true);
    ctx.stash.set("pw_recovery_pending", false);
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
