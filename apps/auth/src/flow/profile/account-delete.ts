// The profile's `account_delete` (flow-api.md §2.7), offered only with ACCOUNT_ALLOW_DELETION:
// the user goes with their addresses, password and sessions (so every token of theirs stops
// working), the session cookie is expired, and a last mail confirms it → `account_deleted`.
import { expiredSessionCookie } from "../../sessions/session-cookie.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { profileUser } from "./profile-user.ts";

export const accountDelete: AuthAction = {
  name: "account_delete",
  available: (view) => view.deps.config.account.allowDeletion,
  async execute(ctx) {
    const user = profileUser(ctx);
    await ctx.deps.users.remove(user.id);
    await recordProfileChange(ctx, user, "user_deleted");
    const { cookie } = ctx.deps.config.session;
    if (cookie.enabled) ctx.addSetCookie(expiredSessionCookie(cookie));
    await notifyUser(ctx, user, "account_delete", {});
    ctx.preventRevert();
    return ctx.continue("account_deleted");
  },
};
