// The checkout form, as the server validates it and the browser checks it before sending (one
// schema for both): contact, a Swedish address (no state), an optional separate delivery
// address, the delivery option and the payment method, and the terms. Every error is a
// translation key; the postcode and phone number come out in their written forms.
import { z } from "zod";
import type { Address } from "../../domain/checkout/address.ts";
import { DELIVERY_OPTIONS, type DeliveryOptionId } from "../../domain/catalogue/delivery.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { PAYMENT_METHODS, type PaymentMethodId } from "../../domain/checkout/payment-methods.ts";
import { normalizePhone } from "../../domain/checkout/phone-number.ts";
import { formatPostcode } from "../../domain/checkout/postcode.ts";

const key = (k: MessageKey) => ({ error: k });
const issue = (k: MessageKey) => ({ code: "custom" as const, message: k });

const text = (required: MessageKey, tooLong: MessageKey, max: number) =>
  z.string(key(required)).trim().min(1, key(required)).max(max, key(tooLong));

const postcode = z
  .string(key("checkout.error.postcodeRequired"))
  .trim()
  .min(1, key("checkout.error.postcodeRequired"))
  .transform((value, ctx) => {
    const written = formatPostcode(value);
    if (written === undefined) ctx.addIssue(issue("checkout.error.postcode"));
    return written ?? value;
  });

/** Checkout's address fields; the address book (app/address-book/) checks its own with them. */
export const addressFields = {
  name: text("checkout.error.nameRequired", "checkout.error.nameTooLong", 100),
  street: text("checkout.error.streetRequired", "checkout.error.streetTooLong", 100),
  postcode,
  city: text("checkout.error.cityRequired", "checkout.error.cityTooLong", 60),
};

const DELIVERY_IDS = DELIVERY_OPTIONS.map((option) => option.id) as [
  DeliveryOptionId,
  ...DeliveryOptionId[],
];
const PAYMENT_IDS = PAYMENT_METHODS.map((method) => method.id) as [
  PaymentMethodId,
  ...PaymentMethodId[],
];

export const checkoutFormSchema = z.object({
  email: z
    .string(key("checkout.error.emailRequired"))
    .trim()
    .min(1, key("checkout.error.emailRequired"))
    .max(254, key("checkout.error.email"))
    .pipe(z.email(key("checkout.error.email"))),
  phone: z
    .string(key("checkout.error.phoneRequired"))
    .trim()
    .min(1, key("checkout.error.phoneRequired"))
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (normalized === undefined) ctx.addIssue(issue("checkout.error.phone"));
      return normalized ?? value;
    }),
  ...addressFields,
  delivery: z.enum(DELIVERY_IDS, key("checkout.error.delivery")),
  payment: z.enum(PAYMENT_IDS, key("checkout.error.payment")),
  // A checkbox: "on" when ticked, absent otherwise.
  terms: z.literal("on", key("checkout.error.terms")),
});

/** The delivery address, asked for only when it differs (the "separateDelivery" checkbox). */
export const deliveryAddressSchema = z.object({
  deliveryName: addressFields.name,
  deliveryStreet: addressFields.street,
  deliveryPostcode: addressFields.postcode,
  deliveryCity: addressFields.city,
});

export interface CheckoutForm {
  email: string;
  phone: string;
  billing: Address;
  /** The billing address unless a separate one was given. */
  shipping: Address;
  delivery: DeliveryOptionId;
  payment: PaymentMethodId;
}

export type CheckoutField =
  | keyof z.input<typeof checkoutFormSchema>
  | keyof z.input<typeof deliveryAddressSchema>
  | "separateDelivery"
  | "pickupPoint"
  | "saveAddress";

const MAIN_FIELDS = Object.keys(checkoutFormSchema.shape) as (keyof z.input<
  typeof checkoutFormSchema
>)[];
const DELIVERY_FIELDS = Object.keys(deliveryAddressSchema.shape) as (keyof z.input<
  typeof deliveryAddressSchema
>)[];

export type CheckoutFieldErrors = Partial<Record<CheckoutField, MessageKey>>;

function firstErrors(issues: readonly z.core.$ZodIssue[], errors: CheckoutFieldErrors): void {
  for (const found of issues) {
    // Both schemas are plain objects: every issue is a field's.
    const field = found.path[0] as CheckoutField;
    errors[field] ??= found.message as MessageKey;
  }
}

/**
 * Submitted fields by name. A missing one (null) or a file fails its field's rule with the
 * message of one left empty; a missing checkbox is an unticked one.
 */
function fields(form: FormData, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, form.get(name)]));
}

/** Parses submitted form data: the order's details, or the first error of every field. */
export function parseCheckoutForm(
  form: FormData,
): { ok: true; value: CheckoutForm } | { ok: false; errors: CheckoutFieldErrors } {
  const main = checkoutFormSchema.safeParse(fields(form, MAIN_FIELDS));
  const separate = form.get("separateDelivery") === "on";
  const other = separate
    ? deliveryAddressSchema.safeParse(fields(form, DELIVERY_FIELDS))
    : undefined;
  if (main.success && (other === undefined || other.success)) {
    const { email, phone, name, street, postcode: code, city, delivery, payment } = main.data;
    const billing: Address = { name, street, postcode: code, city };
    const shipping: Address = other?.success
      ? {
          name: other.data.deliveryName,
          street: other.data.deliveryStreet,
          postcode: other.data.deliveryPostcode,
          city: other.data.deliveryCity,
        }
      : billing;
    return { ok: true, value: { email, phone, billing, shipping, delivery, payment } };
  }
  const errors: CheckoutFieldErrors = {};
  if (!main.success) firstErrors(main.error.issues, errors);
  if (other !== undefined && !other.success) firstErrors(other.error.issues, errors);
  return { ok: false, errors };
}
