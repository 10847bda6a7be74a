// The profile's password actions (flow-api.md §2.7): set one, change it (the rule of
// rules/new-password.ts), remove it (only when passwords are optional and the user can still
// sign in with a code to one of their addresses). Each change is mailed to the primary address.
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { hashNewPassword } from "../rules/new-password.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { canUsePasscode, profileUser } from "./profile-user.ts";

async function setPassword(
  ctx: AuthActionContext,
  template: "password_create" | "password_update",
) {
  const user = profileUser(ctx);
  const hash = await hashNewPassword(ctx, "password");
  if (hash === undefined) return ctx.error("form_data_invalid_error");
  await ctx.deps.users.setPasswordHash(user.id, hash);
  // Hanko logs setting a first password as a change too.
  await recordProfileChange(ctx, user, "password_changed");
  await notifyUser(ctx, user, template, {});
  return ctx.continue("profile_init");
}

export const passwordCreate: AuthAction = {
  name: "password_create",
  available: (view) => view.deps.policy.password.enabled && !profileUser(view).hasPassword,
  execute: (ctx) => setPassword(ctx, "password_create"),
};

export const passwordUpdate: AuthAction = {
  name: "password_update",
  available: (view) => view.deps.policy.password.enabled && profileUser(view).hasPassword,
  execute: (ctx) => setPassword(ctx, "password_update"),
};

export const passwordDelete: AuthAction = {
  name: "password_delete",
  available(view) {
    const { enabled, optional } = view.deps.policy.password;
    const user = profileUser(view);
    return enabled && optional && user.hasPassword && canUsePasscode(view, user);
  },
  async execute(ctx) {
    const user = profileUser(ctx);
    await ctx.deps.users.removePassword(user.id);
    await recordProfileChange(ctx, user, "password_deleted");
    await notifyUser(ctx, user, "password_delete", {});
    return ctx.continue("profile_init");
  },
};
