// What an unsubscribe on /admin/messages/newsletter answers (unsubscribe-address.server.ts): the
// address unsubscribed, or why none was, with what was typed; or a body the server could not read.
import type { MessageKey } from "../../i18n/messages.ts";

export type UnsubscribeActionData =
  | { ok: true; email: string }
  | { ok: false; error: "not_found" | "invalid_email"; typed: string }
  | { ok: false; problem: MessageKey };
