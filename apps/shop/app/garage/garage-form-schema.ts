// Min garage's forms as the server checks them (garage.server.ts): a scooter (model, serial
// number, odometer), a phone, tablet or console (a product id, checked against the catalogue
// by the caller), a scooter's change (serial number, odometer) and a check reminder (every N km,
// every M months or both, to an e-mail address). Errors are keys of garage-messages.ts, the
// first per field.
import { z } from "zod";
import { REMINDER_KM, REMINDER_MONTHS } from "../../domain/garage/check-reminder.ts";
import {
  isModelSlug,
  MAX_ODOMETER_KM,
  MAX_SERIAL_LENGTH,
} from "../../domain/garage/saved-device.ts";
import type { GarageKey } from "./garage-messages.ts";

export type GarageField =
  "model" | "serialNumber" | "odometerKm" | "productId" | "everyKm" | "everyMonths" | "email";
export type GarageFieldErrors = Partial<Record<GarageField, GarageKey>>;

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: GarageFieldErrors };

const WHOLE = /^[0-9]{1,7}$/;

/** An optional whole number within bounds: spaces ("1 200") allowed, empty is none. */
const optionalWhole = (min: number, max: number, error: GarageKey) =>
  z
    .string()
    .transform((value) => value.replace(/[\s\u00a0]/g, ""))
    .refine((value) => value === "" || (WHOLE.test(value) && +value >= min && +value <= max), {
      error,
    })
    .transform((value) => (value === "" ? undefined : Number(value)));

const serialNumber = z
  .string()
  .trim()
  .max(MAX_SERIAL_LENGTH, { error: "garage.error.serial" satisfies GarageKey })
  .transform((value) => (value === "" ? undefined : value));

const odometerKm = optionalWhole(0, MAX_ODOMETER_KM, "garage.error.odometer");

const scooterSchema = z.object({
  model: z.string().refine(isModelSlug, { error: "garage.error.model" satisfies GarageKey }),
  serialNumber,
  odometerKm,
});

const scooterChangeSchema = z.object({ serialNumber, odometerKm });

const gadgetSchema = z.object({
  productId: z
    .string()
    .refine((value) => /^[1-9][0-9]{0,8}$/.test(value), {
      error: "garage.error.gadget" satisfies GarageKey,
    })
    .transform(Number),
});

const reminderSchema = z
  .object({
    everyKm: optionalWhole(REMINDER_KM.min, REMINDER_KM.max, "garage.error.everyKm"),
    everyMonths: optionalWhole(
      REMINDER_MONTHS.min,
      REMINDER_MONTHS.max,
      "garage.error.everyMonths",
    ),
    email: z
      .string()
      .trim()
      .max(254, { error: "garage.error.email" satisfies GarageKey })
      .pipe(z.email({ error: "garage.error.email" satisfies GarageKey })),
  })
  .refine((value) => value.everyKm !== undefined || value.everyMonths !== undefined, {
    path: ["everyKm"],
    error: "garage.error.ruleMissing" satisfies GarageKey,
  });

/** Every field a schema names, a missing or non-text one read as empty. */
function fields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

function parseWith<T>(schema: z.ZodType<T>, form: FormData, names: readonly string[]): Parsed<T> {
  const parsed = schema.safeParse(fields(form, names));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: GarageFieldErrors = {};
  for (const found of parsed.error.issues) {
    errors[found.path[0] as GarageField] ??= found.message as GarageKey;
  }
  return { ok: false, errors };
}

export const parseScooterForm = (form: FormData) =>
  parseWith(scooterSchema, form, ["model", "serialNumber", "odometerKm"]);

export const parseScooterChangeForm = (form: FormData) =>
  parseWith(scooterChangeSchema, form, ["serialNumber", "odometerKm"]);

export const parseGadgetForm = (form: FormData) => parseWith(gadgetSchema, form, ["productId"]);

export const parseReminderForm = (form: FormData) =>
  parseWith(reminderSchema, form, ["everyKm", "everyMonths", "email"]);
