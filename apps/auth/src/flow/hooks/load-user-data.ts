// Before `success` (flow-api.md §2.5, §2.6): the payload `user` (ProfileData, §3.2).
import { FlowEngineError } from "../engine/flow-engine-error.ts";
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const loadUserData: AuthHook = {
  name: "load-user-data",
  async run(ctx) {
    const userId = stashValue(ctx.stash, "user_id");
    const profile = await ctx.deps.users.profile(userId);
    if (profile === undefined)
      throw new FlowEngineError("stash_incomplete", `user ${userId} does not exist`);
    ctx.payload.user = profile;
  },
};
