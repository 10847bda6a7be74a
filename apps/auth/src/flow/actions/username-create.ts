// onboarding_username `username_create` (flow-api.md §2.2): the username rule of
// rules/choose-username.ts; stored at once.
import type { AuthAction } from "../flows/flow-deps.ts";
import { chooseUsername } from "../rules/choose-username.ts";
import { stashValue } from "../rules/stash-value.ts";

export const usernameCreate: AuthAction = {
  name: "username_create",
  async execute(ctx) {
    if (!(await chooseUsername(ctx, stashValue(ctx.stash, "user_id")))) {
      return ctx.error("form_data_invalid_error");
    }
    ctx.stash.set("username", ctx.input.string("username"));
    ctx.stash.set("user_has_username", true);
    ctx.preventRevert();
    return ctx.continue();
  },
};
