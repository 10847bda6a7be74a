// The hint above a new-password input (spec §2, §5): between the server's min_length and its
// max_length, or bcrypt's 72 bytes where the server sends no maximum (password_creation).
import { PASSWORD_MAX_BYTES, type Input } from "@kretsbutiken/flow-protocol";
import type { Translate } from "../i18n/translator.ts";

export function passwordHint(t: Translate, input: Input | undefined): string {
  return t("texts.passwordFormatHint", {
    minLength: input?.min_length ?? 1,
    maxLength: input?.max_length ?? PASSWORD_MAX_BYTES,
  });
}
