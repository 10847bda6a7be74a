// The admin's energy label input checked (app/admin/products/sections/energy-label-section.tsx):
// the classes, whole numbers within the least the ecodesign rules allow (2023/1670), the IP
// rating and the EPREL number; every field empty is no label.
import {
  isDurabilityClass,
  isEnergyClass,
  MINIMUM,
  type DurabilityClass,
  type EnergyClass,
  type EnergyLabel,
} from "./energy-label.ts";

/** The editor's fields, as the form names them. */
export const ENERGY_LABEL_FIELDS = [
  "energy_class",
  "endurance_hours",
  "endurance_minutes",
  "cycles",
  "repairability_class",
  "drop_class",
  "ip_rating",
  "spare_parts_years",
  "os_update_years",
  "registration",
] as const;

export type EnergyLabelField = (typeof ENERGY_LABEL_FIELDS)[number];

export type EnergyLabelProblem =
  | "required"
  | "energy_class"
  | "durability_class"
  | "whole_number"
  | "hours_range"
  | "minutes_range"
  | "endurance_zero"
  | "cycles_minimum"
  | "cycles_range"
  | "spare_parts_minimum"
  | "os_updates_minimum"
  | "years_range"
  | "ip_format"
  | "registration_format";

export type EnergyLabelInput = Record<EnergyLabelField, string>;

export type EnergyLabelResult =
  | { ok: true; value: EnergyLabel | null }
  | { ok: false; errors: Partial<Record<EnergyLabelField, EnergyLabelProblem>> };

const LIMITS = { hours: 999, cycles: 20_000, years: 30 } as const;

/** "1 000", "1000", "1 000" (no-break space): a whole number, or undefined. */
function readWhole(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,6}$/.test(compact)) return undefined;
  return Number(compact);
}

const IP_RATING = /^IP[0-6X][0-9X]$/;
const REGISTRATION = /^(?:DEMO-)?[0-9]{1,12}$/;

/**
 * The editor's input checked: a label, `null` when every field is empty (the product shows no
 * label), or each field's problem. Classes may be typed in lower case; spaces in numbers and
 * the IP rating are ignored.
 */
export function parseEnergyLabel(input: EnergyLabelInput): EnergyLabelResult {
  const text = Object.fromEntries(
    ENERGY_LABEL_FIELDS.map((field) => [field, (input[field] ?? "").trim()]),
  ) as EnergyLabelInput;
  if (ENERGY_LABEL_FIELDS.every((field) => text[field] === "")) return { ok: true, value: null };

  const errors: Partial<Record<EnergyLabelField, EnergyLabelProblem>> = {};
  const required = (field: EnergyLabelField): string | undefined => {
    if (text[field] === "") errors[field] = "required";
    return text[field] === "" ? undefined : text[field];
  };

  const energyClass = required("energy_class")?.toUpperCase();
  if (energyClass !== undefined && !isEnergyClass(energyClass))
    errors.energy_class = "energy_class";
  const durability = (field: "repairability_class" | "drop_class") => {
    const value = required(field)?.toUpperCase();
    if (value !== undefined && !isDurabilityClass(value)) errors[field] = "durability_class";
    return value;
  };
  const repairabilityClass = durability("repairability_class");
  const dropClass = durability("drop_class");

  const number = (
    field: EnergyLabelField,
    check: (value: number) => EnergyLabelProblem | undefined,
  ): number | undefined => {
    const typed = required(field);
    if (typed === undefined) return undefined;
    const value = readWhole(typed);
    const problem = value === undefined ? "whole_number" : check(value);
    if (problem) errors[field] = problem;
    return problem ? undefined : value;
  };
  const hours = number("endurance_hours", (value) =>
    value > LIMITS.hours ? "hours_range" : undefined,
  );
  // Minutes may be left empty for whole hours.
  const minutes =
    text.endurance_minutes === ""
      ? 0
      : number("endurance_minutes", (value) => (value > 59 ? "minutes_range" : undefined));
  if (hours === 0 && minutes === 0) errors.endurance_hours = "endurance_zero";
  const cycles = number("cycles", (value) =>
    value < MINIMUM.cycles ? "cycles_minimum" : value > LIMITS.cycles ? "cycles_range" : undefined,
  );
  const yearsOf = (field: EnergyLabelField, least: number, problem: EnergyLabelProblem) =>
    number(field, (value) =>
      value < least ? problem : value > LIMITS.years ? "years_range" : undefined,
    );
  const sparePartsYears = yearsOf(
    "spare_parts_years",
    MINIMUM.sparePartsYears,
    "spare_parts_minimum",
  );
  const osUpdateYears = yearsOf("os_update_years", MINIMUM.osUpdateYears, "os_updates_minimum");

  const ipRating = required("ip_rating")?.toUpperCase().replace(/\s+/g, "");
  if (ipRating !== undefined && (!IP_RATING.test(ipRating) || ipRating === "IPXX")) {
    errors.ip_rating = "ip_format";
  }
  const registration = required("registration")?.toUpperCase();
  if (registration !== undefined && !REGISTRATION.test(registration)) {
    errors.registration = "registration_format";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      energyClass: energyClass as EnergyClass,
      enduranceMinutes: (hours ?? 0) * 60 + (minutes ?? 0),
      cycles: cycles ?? 0,
      repairabilityClass: repairabilityClass as DurabilityClass,
      dropClass: dropClass as DurabilityClass,
      ipRating: ipRating ?? "",
      sparePartsYears: sparePartsYears ?? 0,
      osUpdateYears: osUpdateYears ?? 0,
      registration: registration ?? "",
    },
  };
}

/** A saved label as the editor's fields show it. */
export function energyLabelInput(label: EnergyLabel | undefined): EnergyLabelInput {
  if (!label) {
    return Object.fromEntries(ENERGY_LABEL_FIELDS.map((field) => [field, ""])) as EnergyLabelInput;
  }
  return {
    energy_class: label.energyClass,
    endurance_hours: String(Math.floor(label.enduranceMinutes / 60)),
    endurance_minutes: String(label.enduranceMinutes % 60),
    cycles: String(label.cycles),
    repairability_class: label.repairabilityClass,
    drop_class: label.dropClass,
    ip_rating: label.ipRating,
    spare_parts_years: String(label.sparePartsYears),
    os_update_years: String(label.osUpdateYears),
    registration: label.registration,
  };
}
