// The facts of a phone's or tablet's energy label and product information sheet in words, both
// languages, in the sheet's order: the product page's specifications and the sheet's page show
// them (market.md "Energy label of phones and tablets").
import type { Language } from "../language.ts";
import { formatEndurance, isDemoRegistration, type EnergyLabel } from "./energy-label.ts";
import type { Localized, ProductSpecification } from "./product.ts";

const wholeNumber: Record<Language, Intl.NumberFormat> = {
  se: new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }),
};

function years(count: number, language: Language): string {
  if (language === "se") return `${count} år`;
  return count === 1 ? "1 year" : `${count} years`;
}

/** The facts of the label and the sheet, in order, as specification rows in both languages. */
export function energyLabelFacts(label: EnergyLabel): ProductSpecification[] {
  const both = (make: (language: Language) => string): Localized => ({
    se: make("se"),
    en: make("en"),
  });
  const row = (se: string, en: string, value: Localized): ProductSpecification => ({
    label: { se, en },
    value,
  });
  return [
    row(
      "Energiklass",
      "Energy efficiency class",
      both(() => label.energyClass),
    ),
    row(
      "Batteritid per laddning",
      "Battery endurance per cycle",
      both(() => formatEndurance(label.enduranceMinutes)),
    ),
    row(
      "Batteriets livslängd",
      "Battery endurance in cycles",
      both((language) =>
        language === "se"
          ? `${wholeNumber.se.format(label.cycles)} laddcykler (minst 80 % kapacitet kvar)`
          : `${wholeNumber.en.format(label.cycles)} charge cycles (at least 80 % capacity left)`,
      ),
    ),
    row(
      "Reparerbarhetsklass",
      "Repairability class",
      both(() => label.repairabilityClass),
    ),
    row(
      "Tålighet mot fall",
      "Repeated free fall reliability class",
      both(() => label.dropClass),
    ),
    row(
      "Skydd mot damm och vatten",
      "Protection against dust and water",
      both(() => label.ipRating),
    ),
    row(
      "Reservdelar",
      "Spare parts",
      both((language) =>
        language === "se"
          ? `I ${years(label.sparePartsYears, language)} efter att modellen slutat säljas`
          : `For ${years(label.sparePartsYears, language)} after the model leaves the market`,
      ),
    ),
    row(
      "Uppdateringar av operativsystemet",
      "Operating system updates",
      both((language) =>
        language === "se"
          ? `I ${years(label.osUpdateYears, language)} efter att modellen slutat säljas`
          : `For ${years(label.osUpdateYears, language)} after the model leaves the market`,
      ),
    ),
    row(
      "Registreringsnummer i EPREL",
      "EPREL registration number",
      both((language) =>
        isDemoRegistration(label.registration)
          ? `${label.registration} (${language === "se" ? "demovärde" : "demo value"})`
          : label.registration,
      ),
    ),
  ];
}
