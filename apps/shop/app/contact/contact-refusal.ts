// What a post of the contact form answers when it stores nothing (submit-contact.server.ts); a
// message stored, or a bot's, is a redirect instead.
import type { MessageKey } from "../i18n/messages.ts";
import type { ContactFieldErrors } from "./contact-form-schema.ts";

export interface ContactRefusal {
  /** Each field's first problem. */
  errors: ContactFieldErrors;
  /** What was typed, which comes back in the form. */
  values: Record<string, string>;
  /** Why, for a body that could not be read or a limit reached; else the fields say. */
  problem: MessageKey | undefined;
  /** How long until the limit lets another message through; 0 below it. */
  retryAfterSeconds: number;
}
