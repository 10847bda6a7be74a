// login_password `password_login` (flow-api.md §2.2): rate-limited per IP and identifier; a
// wrong password and an unknown account look the same, in content and in time (the hasher
// spends a full verification on unknown accounts too).
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { takeToken } from "../rules/rate-limits.ts";

async function accountId(ctx: AuthActionContext): Promise<string | undefined> {
  const email = ctx.stash.get("email");
  if (email !== undefined) return (await ctx.deps.users.findByEmail(email))?.user.id;
  const username = ctx.stash.get("username");
  if (username !== undefined) return (await ctx.deps.users.findByUsername(username))?.id;
  return undefined;
}

export const passwordLogin: AuthAction = {
  name: "password_login",
  available: (view) => view.deps.policy.password.enabled,
  async execute(ctx) {
    const limit = await takeToken(ctx.deps, "password", ctx.stash.get("user_identification") ?? "");
    if (!limit.allowed) {
      ctx.payload.retry_after = limit.retryAfterSeconds;
      return ctx.error("rate_limit_exceeded");
    }
    const userId = await accountId(ctx);
    const hash = userId === undefined ? undefined : await ctx.deps.users.passwordHash(userId);
    const valid = await ctx.deps.passwords.verify(hash, ctx.input.string("password"));
    if (!valid || userId === undefined) {
      ctx.setInputError("password", "value_invalid_error");
      return ctx.error("form_data_invalid_error", "wrong credentials");
    }
    ctx.stash.set("login_method", "password");
    ctx.preventRevert();
    return ctx.continue();
  },
};
