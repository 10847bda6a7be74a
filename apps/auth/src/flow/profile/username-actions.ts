// The profile's username actions (flow-api.md §2.7): set one, change it, remove it (only when
// usernames are optional and the user can still sign in with an address). The rule for a
// chosen name is the onboarding's (rules/choose-username.ts).
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { chooseUsername } from "../rules/choose-username.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { profileUser } from "./profile-user.ts";

async function setUsername(ctx: AuthActionContext) {
  const user = profileUser(ctx);
  if (!(await chooseUsername(ctx, user.id))) return ctx.error("form_data_invalid_error");
  if (ctx.input.string("username") !== user.username) {
    await recordProfileChange(ctx, user, "username_changed", {
      username: ctx.input.string("username"),
    });
    await notifyUser(ctx, user, "username_update", { newUsername: ctx.input.string("username") });
  }
  return ctx.continue("profile_init");
}

export const profileUsernameCreate: AuthAction = {
  name: "username_create",
  available: (view) => view.deps.policy.username.enabled && profileUser(view).username === null,
  execute: setUsername,
};

export const usernameUpdate: AuthAction = {
  name: "username_update",
  available: (view) => view.deps.policy.username.enabled && profileUser(view).username !== null,
  execute: setUsername,
};

export const usernameDelete: AuthAction = {
  name: "username_delete",
  available(view) {
    const { enabled, optional } = view.deps.policy.username;
    const user = profileUser(view);
    return enabled && optional && user.username !== null && user.emails.length > 0;
  },
  async execute(ctx) {
    const user = profileUser(ctx);
    await ctx.deps.users.setUsername(user.id, null);
    await recordProfileChange(ctx, user, "username_deleted");
    await notifyUser(ctx, user, "username_delete", {});
    return ctx.continue("profile_init");
  },
};
