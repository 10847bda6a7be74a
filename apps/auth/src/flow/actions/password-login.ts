// login_password `password_login` (flow-api.md §2.2): rate-limited per IP and identifier, per
// IP, and per account with a back-off; a wrong password and an unknown account look the same,
// in content and in time (the hasher spends a full verification on unknown accounts too).
import type { AuthAction, AuthActionContext } from "../flows/flow-deps.ts";
import { takePasswordTurn, takeToken } from "../rules/rate-limits.ts";
import { recordLoginFailure } from "../rules/record-login-failure.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { stashValue } from "../rules/stash-value.ts";

async function limited(ctx: AuthActionContext, retryAfterSeconds: number) {
  await recordLoginFailure(ctx, "rate_limited", { method: "password" });
  ctx.payload.retry_after = retryAfterSeconds;
  return ctx.error("rate_limit_exceeded");
}

export const passwordLogin: AuthAction = {
  name: "password_login",
  async execute(ctx) {
    // Trimmed and lower-cased by the identifier input's normalisation (§1.5).
    const identifier = stashValue(ctx.stash, "user_identification");
    const limit = await takeToken(ctx.deps, "password", identifier);
    if (!limit.allowed) return limited(ctx, limit.retryAfterSeconds);
    // continue_with_login_identifier stashed the account it found; none for an unknown one.
    const userId = ctx.stash.get("user_id");
    const turn = await takePasswordTurn(ctx.deps, userId ?? identifier);
    if (!turn.allowed) return limited(ctx, turn.retryAfterSeconds);
    // Asked for an unknown account too, which has no password, so both take the same time.
    // Stryker disable next-line StringLiteral: no account has any id that stands in for none
    const hash = await ctx.deps.users.passwordHash(userId ?? "");
    if (!(await ctx.deps.passwords.verify(hash, ctx.input.string("password")))) {
      const reason = userId === undefined ? "unknown_account" : "wrong_password";
      await recordLoginFailure(ctx, reason, { method: "password" });
      ctx.setInputError("password", "value_invalid_error");
      return ctx.error("form_data_invalid_error", "wrong credentials");
    }
    ctx.stash.set("login_method", "password");
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
