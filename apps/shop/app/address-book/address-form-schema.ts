// The address book's form, as the server checks it: checkout's address fields with their rules
// and messages (app/checkout/checkout-form-schema.ts), an optional label and "make default".
// The postcode comes out written "123 45". Errors are keys of the shop's dictionary or of the
// address book's own (address-book-messages.ts), the first per field.
import { z } from "zod";
import { MAX_LABEL_LENGTH, type AddressInput } from "../../domain/address-book/saved-address.ts";
import { addressFields } from "../checkout/checkout-form-schema.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { AddressBookKey } from "./address-book-messages.ts";

const LABEL_TOO_LONG: AddressBookKey = "addressBook.error.labelTooLong";

export const addressFormSchema = z.object({
  label: z
    .string({ error: LABEL_TOO_LONG })
    .trim()
    .max(MAX_LABEL_LENGTH, { error: LABEL_TOO_LONG }),
  ...addressFields,
});

export type AddressField = keyof z.input<typeof addressFormSchema>;
export type AddressMessage = MessageKey | AddressBookKey;
export type AddressFieldErrors = Partial<Record<AddressField, AddressMessage>>;

export const ADDRESS_FIELDS = Object.keys(addressFormSchema.shape) as AddressField[];

/** The address the form describes, whether to make it the default, or each field's first error. */
export function parseAddressForm(
  form: FormData,
):
  | { ok: true; value: AddressInput; makeDefault: boolean }
  | { ok: false; errors: AddressFieldErrors } {
  // A missing label is an empty one; a missing or non-text other field fails as left empty.
  const given = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, name === "label" && value === null ? "" : value];
    }),
  );
  const parsed = addressFormSchema.safeParse(given);
  if (!parsed.success) {
    const errors: AddressFieldErrors = {};
    for (const found of parsed.error.issues) {
      const field = found.path[0] as AddressField;
      errors[field] ??= found.message as AddressMessage;
    }
    return { ok: false, errors };
  }
  const { label, ...address } = parsed.data;
  return {
    ok: true,
    value: { ...address, label: label === "" ? undefined : label },
    makeDefault: form.get("makeDefault") === "on",
  };
}
