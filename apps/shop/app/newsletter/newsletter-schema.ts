import { z } from "zod";
import { NEWSLETTER_SOURCES, type NewsletterSource } from "../../domain/newsletter-sources.ts";
import type { MessageKey } from "../i18n/messages.ts";

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

/** The newsletter form: one address. Error messages are translation keys. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "newsletter.error.email" satisfies MessageKey })
    .trim()
    .min(1, { error: "newsletter.error.emailRequired" satisfies MessageKey })
    .max(EMAIL_MAX_LENGTH, { error: "newsletter.error.email" satisfies MessageKey })
    .pipe(z.email({ error: "newsletter.error.email" satisfies MessageKey })),
});

export type NewsletterResult =
  | { ok: true }
  | {
      ok: false;
      error: MessageKey;
      /** Set with a 429: seconds until the limit resets. */ retryAfterSeconds?: number;
    };

/** The form a sign-up came from, for the consent record; anything else counts as the modal. */
export function newsletterSource(value: FormDataEntryValue | null): NewsletterSource {
  return NEWSLETTER_SOURCES.find((source) => source === value) ?? "modal";
}
