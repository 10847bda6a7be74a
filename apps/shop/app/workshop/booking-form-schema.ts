// The booking form as the server checks it (book.server.ts): one schema, each error a key of
// the workshop's own messages. The model is one of Felkodsdoktorn's models or left out; the
// error code is what a display or a beep count shows (digits, or a letter and digits).
import { z } from "zod";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import type { WorkshopMessageKey } from "./workshop-messages.ts";

const key = (k: WorkshopMessageKey) => ({ error: k });

const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema.optional());

const MODEL_SLUGS = new Set<string>(SCOOTER_MODELS.map((model) => model.slug));
export const ERROR_CODE = /^[A-Za-z]{0,2}-?[0-9]{1,4}$/;

export const bookingFormSchema = z.object({
  slot: z
    .string()
    .trim()
    .min(1, key("error.slot"))
    .refine((v) => !Number.isNaN(Date.parse(v)), key("error.slot")),
  name: z.string().trim().min(1, key("error.nameRequired")).max(100, key("error.nameTooLong")),
  email: z
    .string()
    .trim()
    .min(1, key("error.emailRequired"))
    .max(254, key("error.email"))
    .pipe(z.email(key("error.email"))),
  phone: z
    .string()
    .trim()
    .min(1, key("error.phoneRequired"))
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, key("error.phone")),
  model: optional(z.string().refine((slug) => MODEL_SLUGS.has(slug), key("error.model"))),
  errorCode: optional(z.string().regex(ERROR_CODE, key("error.errorCode"))),
  note: optional(z.string().max(1000, key("error.noteTooLong"))),
});

export type BookingForm = z.output<typeof bookingFormSchema>;
export type BookingField = keyof z.input<typeof bookingFormSchema>;
export const BOOKING_FIELDS: readonly BookingField[] = [
  "slot",
  "name",
  "email",
  "phone",
  "model",
  "errorCode",
  "note",
];
export type BookingFieldErrors = Partial<Record<BookingField, WorkshopMessageKey>>;

export function parseBookingForm(
  form: FormData,
): { ok: true; value: BookingForm } | { ok: false; errors: BookingFieldErrors } {
  const raw = Object.fromEntries(
    BOOKING_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = bookingFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: BookingFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BookingField;
    errors[field] ??= issue.message as WorkshopMessageKey;
  }
  return { ok: false, errors };
}
