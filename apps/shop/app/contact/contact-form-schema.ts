import { z } from "zod";
import type { MessageKey } from "../i18n/messages.ts";

const key = (k: MessageKey) => ({ error: k });

const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema.optional());

/** The contact form, as the server validates it. Every error is a translation key. */
export const contactFormSchema = z.object({
  name: z
    .string(key("contact.error.nameRequired"))
    .trim()
    .min(1, key("contact.error.nameRequired"))
    .max(100, key("contact.error.nameTooLong")),
  email: z
    .string(key("contact.error.emailRequired"))
    .trim()
    .min(1, key("contact.error.emailRequired"))
    .max(254, key("contact.error.email"))
    .pipe(z.email(key("contact.error.email"))),
  phone: optional(z.string().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, key("contact.error.phone"))),
  orderNumber: optional(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, key("contact.error.orderNumber"))),
  message: z
    .string(key("contact.error.messageRequired"))
    .trim()
    .min(1, key("contact.error.messageRequired"))
    .min(10, key("contact.error.messageTooShort"))
    .max(5000, key("contact.error.messageTooLong")),
});

export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactField = keyof z.input<typeof contactFormSchema>;
export const CONTACT_FIELDS: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "orderNumber",
  "message",
];

export type ContactFieldErrors = Partial<Record<ContactField, MessageKey>>;

/** Parses submitted form data: the message, or the first error of each field. */
export function parseContactForm(
  form: FormData,
): { ok: true; value: ContactForm } | { ok: false; errors: ContactFieldErrors } {
  const raw = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field);
      // A field that is missing altogether counts as left empty.
      return [field, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = contactFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as MessageKey;
  }
  return { ok: false, errors };
}
