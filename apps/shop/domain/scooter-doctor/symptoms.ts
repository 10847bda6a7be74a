// What riders type when something is wrong, mapped to the codes that most often lie behind it,
// so a search can suggest codes from a description. Codes are filtered by model at look-up.
import type { Localized } from "../catalogue/product.ts";
import type { LocalizedList } from "./error-code.ts";
import type { ModelSlug } from "./scooter-models.ts";

export interface Symptom {
  readonly phrases: LocalizedList;
  /** Most likely first. */
  readonly codes: readonly number[];
  /** Only for these models; every model the codes apply to when left out. */
  readonly models?: readonly ModelSlug[];
  readonly note?: Localized;
}

export const SYMPTOMS = [
  {
    phrases: {
      se: ["piper tre gånger", "tre pip", "piper tre"],
      en: ["beeps three times", "three beeps"],
    },
    codes: [12, 35],
    models: ["xiaomi-m365"],
    note: {
      se: "Räkna långa och korta pip för sig: ett långt och två korta är 12, tre långa och fem korta är 35.",
      en: "Count long and short beeps apart: one long and two short is 12, three long and five short is 35.",
    },
  },
  {
    phrases: {
      se: ["motorn stannar i uppförsbacke", "tappar kraft i backe", "stänger av i backen"],
      en: ["motor cuts out uphill", "loses power on hills", "stops on a hill"],
    },
    codes: [40, 24, 11, 12, 13],
  },
  {
    phrases: {
      se: ["gasen fungerar inte", "ger ingen gas", "accelererar inte", "vill inte köra"],
      en: ["throttle not working", "throttle does not work", "will not accelerate", "no throttle"],
    },
    codes: [14, 15, 10],
  },
  {
    phrases: {
      se: ["bromsljuset lyser hela tiden", "bromsen hänger", "bromshandtaget går inte tillbaka"],
      en: ["brake light stays on", "brake lever sticks", "brake lever does not return"],
    },
    codes: [15],
  },
  {
    phrases: {
      se: ["laddar inte", "laddningen avbryts", "laddaren lyser grönt direkt"],
      en: ["does not charge", "will not charge", "charging stops"],
    },
    codes: [16, 21, 24, 17],
  },
  {
    phrases: {
      se: ["hjulet bromsar", "hjulet hackar", "hjulet låser sig", "tungt att rulla"],
      en: ["wheel drags", "wheel judders", "wheel locks", "hard to push"],
    },
    codes: [11, 12, 13, 28, 29],
  },
  {
    phrases: {
      se: ["rycker vid start", "hackar när jag startar", "svag start"],
      en: ["jerks when starting", "stutters when pulling away", "weak start"],
    },
    codes: [18, 11, 12, 13],
  },
  {
    phrases: {
      se: ["ingen kontakt med displayen", "displayen svarar inte", "efter uppdatering"],
      en: ["display not responding", "no connection to display", "after update"],
    },
    codes: [10, 27, 35],
  },
  {
    phrases: {
      se: ["bytt styrenhet", "ny styrenhet", "efter flashning"],
      en: ["replaced controller", "new controller", "after flashing"],
    },
    codes: [35, 27, 10],
  },
  {
    phrases: {
      se: ["blev blöt", "kört i regn", "efter regn"],
      en: ["got wet", "rode in the rain", "after rain"],
    },
    codes: [10, 14, 15, 11, 12, 13],
  },
  {
    phrases: {
      se: ["startar inte i kylan", "stått ute i minusgrader", "startar inte när det är kallt"],
      en: ["will not start in the cold", "stored below freezing", "cold weather"],
    },
    codes: [39, 24, 21],
  },
  {
    phrases: {
      se: ["blir varm", "överhettad", "luktar bränt"],
      en: ["gets hot", "overheating", "smells burnt"],
    },
    codes: [40, 28, 29, 16],
  },
] as const satisfies readonly Symptom[];
