// After the login's `password_creation` (flow-api.md §2.5): stores the password chosen there
// and drops its hash from the stash.
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const savePassword: AuthHook = {
  name: "save-password",
  async run(ctx) {
    const hash = ctx.stash.get("new_password");
    if (hash === undefined) return;
    const userId = stashValue(ctx.stash, "user_id");
    await ctx.deps.users.setPasswordHash(userId, hash);
    await ctx.deps.audit.record({
      type: "password_changed",
      userId,
      details: { flow_id: ctx.flowId },
    });
    ctx.stash.delete("new_password");
  },
};
