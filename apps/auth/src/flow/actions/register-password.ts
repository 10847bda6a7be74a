// password_creation `register_password` (flow-api.md §2.2): fewer characters than the minimum
// is `value_invalid_error` (the engine already checked bytes), more than 72 bytes is
// `value_too_long_error` although no max_length is advertised. The Argon2id hash waits in the
// stash: login stores it on leaving the state, registration when the user is created.
import { PASSWORD_MAX_BYTES } from "@kretsbutiken/flow-protocol";
import type { AuthAction } from "../flows/flow-deps.ts";

export const registerPassword: AuthAction = {
  name: "register_password",
  async execute(ctx) {
    const password = ctx.input.string("new_password");
    if ([...password].length < ctx.deps.policy.password.minLength) {
      ctx.setInputError("new_password", "value_invalid_error");
      return ctx.error("form_data_invalid_error");
    }
    if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) {
      ctx.setInputError("new_password", "value_too_long_error");
      return ctx.error("form_data_invalid_error");
    }
    ctx.stash.set("new_password", await ctx.deps.passwords.hash(password));
    ctx.stash.set("user_has_password", true);
    ctx.preventRevert();
    return ctx.continue();
  },
};
