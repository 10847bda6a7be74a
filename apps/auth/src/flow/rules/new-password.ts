// The rule for a password someone chooses (flow-api.md §2.2 register_password, §2.7
// password_create/update): fewer characters than the configured minimum is
// `value_invalid_error`, more than 72 bytes (bcrypt's and Hanko's limit) `value_too_long_error`.
// Returns the Argon2id hash, or undefined after setting the input error.
import { newPasswordProblem } from "../../users/password-rule.ts";
import type { AuthActionContext } from "../flows/flow-deps.ts";

export async function hashNewPassword(
  ctx: AuthActionContext,
  input: string,
): Promise<string | undefined> {
  const password = ctx.input.string(input);
  const problem = newPasswordProblem(password, ctx.deps.policy.password.minLength);
  if (problem !== undefined) {
    ctx.setInputError(
      input,
      problem === "too_short" ? "value_invalid_error" : "value_too_long_error",
    );
    return undefined;
  }
  return ctx.deps.passwords.hash(password);
}
