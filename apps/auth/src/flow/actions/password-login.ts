// login_password `password_login` (flow-api.md §2.2): rate-limited per IP and identifier, per
// IP, and per account with a back-off; a wrong password and an unknown account look the same,
// in content and in time (the hasher spends a full verification on unknown accounts too).
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { takePasswordTurn, takeToken } from "../rules/rate-limits.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";

async function accountId(ctx: AuthActionContext): Promise<string | undefined> {
  const email = ctx.stash.get("email");
  if (email !== undefined) return (await ctx.deps.users.findByEmail(email))?.user.id;
  const username = ctx.stash.get("username");
  if (username !== undefined) return (await ctx.deps.users.findByUsername(username))?.id;
  return undefined;
}

function limited(ctx: AuthActionContext, retryAfterSeconds: number) {
  ctx.payload.retry_after = retryAfterSeconds;
  return ctx.error("rate_limit_exceeded");
}

export const passwordLogin: AuthAction = {
  name: "password_login",
  available: (view) => view.deps.policy.password.enabled,
  async execute(ctx) {
    const identifier = ctx.stash.get("user_identification") ?? "";
    const limit = await takeToken(ctx.deps, "password", identifier);
    if (!limit.allowed) return limited(ctx, limit.retryAfterSeconds);
    const userId = await accountId(ctx);
    const turn = await takePasswordTurn(ctx.deps, userId ?? identifier.trim().toLowerCase());
    if (!turn.allowed) return limited(ctx, turn.retryAfterSeconds);
    const hash = userId === undefined ? undefined : await ctx.deps.users.passwordHash(userId);
    const valid = await ctx.deps.passwords.verify(hash, ctx.input.string("password"));
    if (!valid || userId === undefined) {
      ctx.setInputError("password", "value_invalid_error");
      return ctx.error("form_data_invalid_error", "wrong credentials");
    }
    ctx.stash.set("login_method", "password");
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
