// After the login's `password_creation` (flow-api.md §2.5): stores the password chosen there
// and drops its hash from the stash.
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const savePassword: AuthHook = {
  name: "save-password",
  async run(ctx) {
    const hash = ctx.stash.get("new_password");
    if (hash === undefined) return;
    await ctx.deps.users.setPasswordHash(stashValue(ctx.stash, "user_id"), hash);
    ctx.stash.delete("new_password");
  },
};
