// password_creation `register_password` (flow-api.md §2.2): the password rule of
// rules/new-password.ts (no max_length is advertised, yet more than 72 bytes is refused). The
// Argon2id hash waits in the stash: login stores it on leaving the state, registration when
// the user is created.
import type { AuthAction } from "../flows/flow-deps.ts";
import { hashNewPassword } from "../rules/new-password.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";

export const registerPassword: AuthAction = {
  name: "register_password",
  async execute(ctx) {
    const hash = await hashNewPassword(ctx, "new_password");
    if (hash === undefined) return ctx.error("form_data_invalid_error");
    ctx.stash.set("new_password", hash);
    ctx.stash.set("user_has_password", true);
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
