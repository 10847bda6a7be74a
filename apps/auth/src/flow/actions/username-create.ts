// onboarding_username `username_create` (flow-api.md §2.2): ASCII letters, digits and
// underscore; a name another user has is refused; stored at once.
import type { AuthAction } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

const USERNAME = /^\w+$/;

export const usernameCreate: AuthAction = {
  name: "username_create",
  async execute(ctx) {
    const userId = stashValue(ctx.stash, "user_id");
    const username = ctx.input.string("username");
    if (!USERNAME.test(username)) {
      ctx.setInputError("username", "invalid_username_error");
      return ctx.error("form_data_invalid_error");
    }
    const holder = await ctx.deps.users.findByUsername(username);
    const taken =
      (holder !== undefined && holder.id !== userId) ||
      (await ctx.deps.userDetails.setUsername(userId, username)) === "taken";
    if (taken) {
      ctx.setInputError("username", "username_already_exists");
      return ctx.error("form_data_invalid_error");
    }
    ctx.stash.set("username", username);
    ctx.stash.set("user_has_username", true);
    ctx.preventRevert();
    return ctx.continue();
  },
};
