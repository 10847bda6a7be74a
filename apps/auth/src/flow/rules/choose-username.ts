// The rule for a username someone chooses (flow-api.md §2.2 username_create, §2.7): ASCII
// letters, digits and underscores (the engine has checked the configured length), and not one
// another user has. Stores it and answers true, or sets the input error and answers false.
import type { AuthActionContext } from "../flows/flow-deps.ts";

const USERNAME = /^\w+$/;

export async function chooseUsername(ctx: AuthActionContext, userId: string): Promise<boolean> {
  const username = ctx.input.string("username");
  if (!USERNAME.test(username)) {
    ctx.setInputError("username", "invalid_username_error");
    return false;
  }
  const holder = await ctx.deps.users.findByUsername(username);
  const taken =
    (holder !== undefined && holder.id !== userId) ||
    (await ctx.deps.users.setUsername(userId, username)) === "taken";
  if (taken) ctx.setInputError("username", "username_already_exists");
  return !taken;
}
