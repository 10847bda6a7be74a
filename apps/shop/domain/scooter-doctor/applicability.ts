// Builds the per-model applicability rows of an error code from model groups.
import type { Localized } from "../catalogue/product.ts";
import type { Applicability, Certainty } from "./error-code.ts";
import {
  NINEBOT_MAX,
  NINEBOT_OTHER,
  XIAOMI_3,
  XIAOMI_CLASSIC,
  XIAOMI_LATER,
  type ModelSlug,
} from "./scooter-models.ts";

export function applies(
  models: readonly ModelSlug[],
  certainty: Certainty,
  note?: Localized,
): Applicability[] {
  return models.map((model) => (note ? { model, certainty, note } : { model, certainty }));
}

const LATER_XIAOMI_NOTE: Localized = {
  se: "Senare Xiaomi-generationer har delvis ändrat kodernas betydelse. Vi har inte kunnat bekräfta den här koden för din modell, så jämför med manualen.",
  en: "Later Xiaomi generations have partly changed what codes mean. We could not confirm this code for your model, so compare with the manual.",
};

const SIBLING_NOTE: Localized = {
  se: "Samma tillverkare och kodlista som Max G30, men inte kontrollerat mot manualen för just den här modellen.",
  en: "Same maker and code list as the Max G30, but not checked against the manual for this model.",
};

/**
 * A code both makers share: documented for the models the shop's articles and the makers'
 * lists name, "likely" for the rest of each family.
 */
export function sharedCode(laterXiaomiNote: Localized = LATER_XIAOMI_NOTE): Applicability[] {
  return [
    ...applies(XIAOMI_CLASSIC, "documented"),
    ...applies(XIAOMI_3, "likely"),
    ...applies(XIAOMI_LATER, "likely", laterXiaomiNote),
    ...applies(NINEBOT_MAX, "documented"),
    ...applies(NINEBOT_OTHER, "likely", SIBLING_NOTE),
  ];
}

/** A Segway-Ninebot code that Xiaomi does not publish. */
export function ninebotCode(maxNote?: Localized): Applicability[] {
  return [
    ...applies(NINEBOT_MAX, "documented", maxNote),
    ...applies(NINEBOT_OTHER, "likely", SIBLING_NOTE),
  ];
}
