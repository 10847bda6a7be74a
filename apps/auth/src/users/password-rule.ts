// The rule for a password someone chooses, wherever it is chosen (the flow API's
// register_password and password_create/update, the admin API's password routes): at least the
// configured number of characters, at most 72 bytes (bcrypt's and Hanko's limit).
import { PASSWORD_MAX_BYTES } from "@kretsbutiken/flow-protocol";

export type PasswordProblem = "too_short" | "too_long";

export function newPasswordProblem(
  password: string,
  minLength: number,
): PasswordProblem | undefined {
  if ([...password].length < minLength) return "too_short";
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) return "too_long";
  return undefined;
}
