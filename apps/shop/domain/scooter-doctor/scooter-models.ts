// The scooter models Felkodsdoktorn knows (issue 41), with how each one tells the rider about a
// fault. A family entry (F-series, E-series) stands for models that share electronics and codes.
import type { Localized } from "../catalogue/product.ts";

export type ScooterBrand = "xiaomi" | "segway-ninebot";

/**
 * How a model shows a fault code. "display-number": the number on the dashboard, usually next to
 * a wrench symbol. "beep-pattern": long beeps count tens and short beeps ones, so 14 is one long
 * and four short (the shop's own articles, felkod-10 and felkod-14).
 */
export type FaultSignal = "display-number" | "beep-pattern";

export interface ScooterModel {
  readonly slug: string;
  readonly brand: ScooterBrand;
  readonly name: string;
  /** Models sold under this entry, when it is a family. */
  readonly variants?: readonly string[];
  readonly faultSignals: readonly FaultSignal[];
  /**
   * The older Xiaomi code table (M365 to Pro 2) or Ninebot's table. Later Xiaomi generations
   * redefined some numbers, which is why they are kept apart.
   */
  readonly codeTable: "xiaomi-classic" | "xiaomi-later" | "ninebot";
  readonly note?: Localized;
}

export const SCOOTER_MODELS = [
  {
    slug: "xiaomi-m365",
    brand: "xiaomi",
    name: "Xiaomi M365",
    faultSignals: ["beep-pattern"],
    codeTable: "xiaomi-classic",
    note: {
      se: "Första M365 har ingen sifferdisplay utan piper ut koden: långa pip är tiotal, korta är ental.",
      en: "The first M365 has no number display and beeps the code instead: long beeps are tens, short ones are units.",
    },
  },
  {
    slug: "xiaomi-m365-pro",
    brand: "xiaomi",
    name: "Xiaomi M365 Pro",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-classic",
  },
  {
    slug: "xiaomi-1s",
    brand: "xiaomi",
    name: "Xiaomi Mi Electric Scooter 1S",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-classic",
  },
  {
    slug: "xiaomi-pro-2",
    brand: "xiaomi",
    name: "Xiaomi Mi Electric Scooter Pro 2",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-classic",
  },
  {
    slug: "xiaomi-scooter-3",
    brand: "xiaomi",
    name: "Xiaomi Mi Electric Scooter 3",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-classic",
    note: {
      se: "Mi 3 bygger på samma elektronik som 1S, men vi har inte gått igenom varje kod mot Xiaomis manual för just den här modellen.",
      en: "The Mi 3 is built on the same electronics as the 1S, but we have not checked every code against Xiaomi's manual for this model.",
    },
  },
  {
    slug: "xiaomi-scooter-4",
    brand: "xiaomi",
    name: "Xiaomi Electric Scooter 4",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-later",
    note: {
      se: "Senare Xiaomi-generationer har delvis ändrat vad koderna betyder. Jämför alltid med manualen för din modell.",
      en: "Later Xiaomi generations have partly changed what the codes mean. Always compare with the manual for your model.",
    },
  },
  {
    slug: "xiaomi-scooter-4-pro",
    brand: "xiaomi",
    name: "Xiaomi Electric Scooter 4 Pro",
    faultSignals: ["display-number"],
    codeTable: "xiaomi-later",
    note: {
      se: "Senare Xiaomi-generationer har delvis ändrat vad koderna betyder. Jämför alltid med manualen för din modell.",
      en: "Later Xiaomi generations have partly changed what the codes mean. Always compare with the manual for your model.",
    },
  },
  {
    slug: "ninebot-max-g30",
    brand: "segway-ninebot",
    name: "Segway-Ninebot Max G30",
    variants: ["G30P", "G30E"],
    faultSignals: ["display-number"],
    codeTable: "ninebot",
  },
  {
    slug: "ninebot-max-g30d",
    brand: "segway-ninebot",
    name: "Segway-Ninebot Max G30D",
    faultSignals: ["display-number"],
    codeTable: "ninebot",
    note: {
      se: "G30D är Max G30 anpassad för tyska regler, med samma styrenhet och koder som G30.",
      en: "The G30D is the Max G30 adapted to German rules, with the same controller and codes as the G30.",
    },
  },
  {
    slug: "ninebot-max-g2",
    brand: "segway-ninebot",
    name: "Segway-Ninebot Max G2",
    faultSignals: ["display-number"],
    codeTable: "ninebot",
    note: {
      se: "Max G2 är en nyare generation. Koderna följer Ninebots lista, men kontrollera manualen om något inte stämmer.",
      en: "The Max G2 is a newer generation. Its codes follow Ninebot's list, but check the manual if something does not match.",
    },
  },
  {
    slug: "ninebot-f-series",
    brand: "segway-ninebot",
    name: "Segway-Ninebot F-serien",
    variants: ["F20", "F25", "F30", "F40"],
    faultSignals: ["display-number"],
    codeTable: "ninebot",
  },
  {
    slug: "ninebot-e-series",
    brand: "segway-ninebot",
    name: "Segway-Ninebot E-serien",
    variants: ["E22", "E25", "E45"],
    faultSignals: ["display-number"],
    codeTable: "ninebot",
  },
] as const satisfies readonly ScooterModel[];

export type ModelSlug = (typeof SCOOTER_MODELS)[number]["slug"];

/** The Xiaomi models the shop's articles name for the older code table. */
export const XIAOMI_CLASSIC: readonly ModelSlug[] = [
  "xiaomi-m365",
  "xiaomi-m365-pro",
  "xiaomi-1s",
  "xiaomi-pro-2",
];

/** Same electronics family as the 1S; not named in the articles. */
export const XIAOMI_3: readonly ModelSlug[] = ["xiaomi-scooter-3"];

export const XIAOMI_LATER: readonly ModelSlug[] = ["xiaomi-scooter-4", "xiaomi-scooter-4-pro"];

export const NINEBOT_MAX: readonly ModelSlug[] = ["ninebot-max-g30", "ninebot-max-g30d"];

export const NINEBOT_OTHER: readonly ModelSlug[] = [
  "ninebot-max-g2",
  "ninebot-f-series",
  "ninebot-e-series",
];
