// The EU energy label of phones and tablets (Regulations (EU) 2023/1669 and 2023/1670, in force
// since 20 June 2025; market.md "Energy label of phones and tablets"): what a label holds, which
// products carry one, the colours of the class arrow, the facts in words and the checks an
// admin's input passes (energy-label-facts.ts, energy-label-input.ts). Pure: the product pages,
// the listings and the admin editor share it; a listing's card needs only this small module.
import type { ProductType } from "./product.ts";

/** The energy efficiency classes, best first. */
export const ENERGY_CLASSES = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** The repairability and the repeated free fall (drop) classes, best first. */
export const DURABILITY_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type DurabilityClass = (typeof DURABILITY_CLASSES)[number];

/** The least a phone or tablet may promise under 2023/1670 (its Annex II). */
export const MINIMUM = {
  /** Full charge cycles with at least 80 % of the capacity left. */
  cycles: 800,
  /** Spare parts, counted from the end of the model's placing on the market. */
  sparePartsYears: 7,
  /** Operating system updates, counted the same way. */
  osUpdateYears: 5,
} as const;

/** What the label and the product information sheet say of one model. */
export interface EnergyLabel {
  energyClass: EnergyClass;
  /** Battery endurance per cycle, whole minutes ("41 h 30 min" is 2490). */
  enduranceMinutes: number;
  /** Battery endurance in full cycles, to 80 % of the capacity. */
  cycles: number;
  repairabilityClass: DurabilityClass;
  /** Repeated free fall reliability class. */
  dropClass: DurabilityClass;
  /** Ingress protection, "IP68", "IP54", "IPX4". */
  ipRating: string;
  /** Years spare parts are sold after the model leaves the market. */
  sparePartsYears: number;
  /** Years the operating system is updated after the model leaves the market. */
  osUpdateYears: number;
  /** The model's number in the EU product database (EPREL); "DEMO-…" for the demo catalogue. */
  registration: string;
}

/** The types the rules cover: smartphones and slate tablets. */
export const LABELLED_TYPES: readonly ProductType[] = ["phone", "tablet"];

export const takesEnergyLabel = (type: ProductType): boolean => LABELLED_TYPES.includes(type);

export const isEnergyClass = (value: string): value is EnergyClass =>
  (ENERGY_CLASSES as readonly string[]).includes(value);

export const isDurabilityClass = (value: string): value is DurabilityClass =>
  (DURABILITY_CLASSES as readonly string[]).includes(value);

/**
 * The arrow's colour per class, dark green A to red G as on every EU energy label, and the
 * letter's colour on it. Black reads on all seven at WCAG AA (white would not on B to F).
 */
export const ENERGY_CLASS_COLOURS: Record<EnergyClass, { fill: string; text: string }> = {
  A: { fill: "#00a651", text: "#000000" },
  B: { fill: "#50b848", text: "#000000" },
  C: { fill: "#bfd730", text: "#000000" },
  D: { fill: "#fff200", text: "#000000" },
  E: { fill: "#fdb913", text: "#000000" },
  F: { fill: "#f37021", text: "#000000" },
  G: { fill: "#ed1c24", text: "#000000" },
};

/** A demo registration, not a real EPREL number: the pages say so. */
export const isDemoRegistration = (registration: string): boolean =>
  registration.startsWith("DEMO-");

/** The endurance per cycle as the label writes it: "41 h 30 min". */
export function formatEndurance(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
