// The form of an order's contact change (routes/page/order-change.tsx), as the server checks it
// and as the browser reads it to open the confirmation of exactly what the server will redeem:
// which change ("change": email or address), and the new e-mail address or delivery address with
// checkout's rules and messages (app/checkout/checkout-form-schema.ts). The postcode comes out
// written "123 45", the same on both sides.
import { z } from "zod";
import {
  isContactChangeKind,
  type ContactChange,
  type ContactChangeKind,
} from "../../domain/orders/contact-change.ts";
import { addressFields, checkoutFormSchema } from "../checkout/checkout-form-schema.ts";
import type { MessageKey } from "../i18n/messages.ts";

/** The field that says which change a form makes. */
export const CHANGE_KIND_FIELD = "change";

const SCHEMAS = {
  email: z.object({ email: checkoutFormSchema.shape.email }),
  address: z.object(addressFields),
} as const;

export type ContactChangeField = "email" | keyof typeof addressFields;
export type ContactChangeErrors = Partial<Record<ContactChangeField, MessageKey>>;

export type ParsedContactChange =
  | { ok: true; change: ContactChange }
  | { ok: false; kind: ContactChangeKind | undefined; errors: ContactChangeErrors };

/** The change a posted form asks for, or the first error of each field. */
export function parseContactChange(form: FormData): ParsedContactChange {
  const kind = form.get(CHANGE_KIND_FIELD);
  if (!isContactChangeKind(kind)) return { ok: false, kind: undefined, errors: {} };
  const schema = SCHEMAS[kind];
  // A missing field or a file fails its rule as one left empty.
  const given = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, form.get(name)]));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const errors: ContactChangeErrors = {};
    for (const found of parsed.error.issues) {
      errors[found.path[0] as ContactChangeField] ??= found.message as MessageKey;
    }
    return { ok: false, kind, errors };
  }
  const data = parsed.data as Record<string, string>;
  return kind === "email"
    ? { ok: true, change: { kind, email: data.email! } }
    : {
        ok: true,
        change: {
          kind,
          address: {
            name: data.name!,
            street: data.street!,
            postcode: data.postcode!,
            city: data.city!,
          },
        },
      };
}

/** What the form's fields were, to show them again after a refusal. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["email", ...Object.keys(addressFields)]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 300);
  }
  return values;
}
