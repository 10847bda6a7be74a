// What each kind of part is called on the doctor's pages ("Kan behöva: gasreglage").
import type { Localized } from "../../domain/catalogue/product.ts";
import type { PartKind } from "../../domain/scooter-doctor/part-kinds.ts";

export const PART_KIND_NAMES: Record<PartKind, Localized> = {
  throttle: { se: "gasreglage", en: "throttle" },
  "brake-lever": { se: "bromshandtag", en: "brake lever" },
  "brake-pad": { se: "bromsbelägg", en: "brake pads" },
  controller: { se: "styrenhet", en: "controller" },
  dashboard: { se: "display", en: "dashboard" },
  motor: { se: "motor", en: "motor" },
  battery: { se: "batteri", en: "battery" },
  charger: { se: "laddare", en: "charger" },
  "charging-port": { se: "laddport", en: "charging port" },
  "cable-harness": { se: "kablage", en: "cable harness" },
  tyre: { se: "däck", en: "tyre" },
  "inner-tube": { se: "innerslang", en: "inner tube" },
};
