import { describe, expect, it } from "vitest";
import {
  ENERGY_CLASS_COLOURS,
  ENERGY_CLASSES,
  formatEndurance,
  takesEnergyLabel,
  type EnergyLabel,
} from "./energy-label.ts";
import { energyLabelFacts } from "./energy-label-facts.ts";
import { energyLabelInput, parseEnergyLabel, type EnergyLabelInput } from "./energy-label-input.ts";
import { energyLabelPath, productSheetPath } from "./energy-label-paths.ts";

const LABEL: EnergyLabel = {
  energyClass: "B",
  enduranceMinutes: 41 * 60 + 30,
  cycles: 1000,
  repairabilityClass: "C",
  dropClass: "A",
  ipRating: "IP68",
  sparePartsYears: 7,
  osUpdateYears: 5,
  registration: "DEMO-901005",
};

const typed = (overrides: Partial<EnergyLabelInput> = {}): EnergyLabelInput => ({
  ...energyLabelInput(LABEL),
  ...overrides,
});

/** The sRGB relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe("the energy label's rules", () => {
  it("covers phones and tablets only", () => {
    expect(takesEnergyLabel("phone")).toBe(true);
    expect(takesEnergyLabel("tablet")).toBe(true);
    expect(takesEnergyLabel("console")).toBe(false);
    expect(takesEnergyLabel("accessory")).toBe(false);
  });

  it("colours the classes from dark green A to red G, the letter readable on each", () => {
    expect(ENERGY_CLASSES).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
    expect(ENERGY_CLASS_COLOURS.A.fill).toBe("#00a651");
    expect(ENERGY_CLASS_COLOURS.D.fill).toBe("#fff200");
    expect(ENERGY_CLASS_COLOURS.G.fill).toBe("#ed1c24");
    for (const energyClass of ENERGY_CLASSES) {
      const { fill, text } = ENERGY_CLASS_COLOURS[energyClass];
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05), energyClass).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes the endurance in hours and minutes", () => {
    expect(formatEndurance(2490)).toBe("41 h 30 min");
    expect(formatEndurance(60 * 50)).toBe("50 h 0 min");
    expect(formatEndurance(59)).toBe("0 h 59 min");
  });

  it("gives the facts in both languages, a demo registration marked as one", () => {
    const facts = energyLabelFacts(LABEL);
    const value = (en: string) => facts.find((row) => row.label.en === en)?.value;
    expect(value("Energy efficiency class")).toEqual({ se: "B", en: "B" });
    expect(value("Battery endurance per cycle")).toEqual({ se: "41 h 30 min", en: "41 h 30 min" });
    expect(value("Battery endurance in cycles")?.se).toBe(
      "1\u00a0000 laddcykler (minst 80 % kapacitet kvar)",
    );
    expect(value("Battery endurance in cycles")?.en).toBe(
      "1,000 charge cycles (at least 80 % capacity left)",
    );
    expect(value("Repairability class")).toEqual({ se: "C", en: "C" });
    expect(value("Repeated free fall reliability class")).toEqual({ se: "A", en: "A" });
    expect(value("Protection against dust and water")).toEqual({ se: "IP68", en: "IP68" });
    expect(value("Spare parts")?.se).toBe("I 7 år efter att modellen slutat säljas");
    expect(value("Operating system updates")?.en).toBe(
      "For 5 years after the model leaves the market",
    );
    expect(value("EPREL registration number")).toEqual({
      se: "DEMO-901005 (demovärde)",
      en: "DEMO-901005 (demo value)",
    });
    expect(energyLabelFacts({ ...LABEL, registration: "1234567" }).at(-1)?.value).toEqual({
      se: "1234567",
      en: "1234567",
    });
  });

  it("lives beside the product's page", () => {
    const product = { id: 1005, slug: "iphone-15" };
    expect(energyLabelPath(product)).toBe("/product/iphone-15/1005/energimarkning");
    expect(productSheetPath(product)).toBe("/product/iphone-15/1005/produktblad");
  });
});

describe("the editor's input", () => {
  it("reads a whole label back from its own fields", () => {
    expect(parseEnergyLabel(typed())).toEqual({ ok: true, value: LABEL });
  });

  it("is no label when every field is empty", () => {
    const empty = energyLabelInput(undefined);
    expect(Object.values(empty).every((value) => value === "")).toBe(true);
    expect(parseEnergyLabel({ ...empty, cycles: "  " })).toEqual({ ok: true, value: null });
  });

  it("forgives lower case, spaces in numbers and empty minutes", () => {
    const result = parseEnergyLabel(
      typed({
        energy_class: " a ",
        repairability_class: "b",
        drop_class: "e",
        ip_rating: "ip 5x",
        cycles: "1\u00a0200",
        endurance_minutes: "",
        registration: "demo-12",
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...LABEL,
        energyClass: "A",
        repairabilityClass: "B",
        dropClass: "E",
        ipRating: "IP5X",
        cycles: 1200,
        enduranceMinutes: 41 * 60,
        registration: "DEMO-12",
      },
    });
  });

  it("names each field's problem", () => {
    const result = parseEnergyLabel(
      typed({
        energy_class: "H",
        endurance_hours: "41,5",
        endurance_minutes: "60",
        cycles: "799",
        repairability_class: "F",
        drop_class: "",
        ip_rating: "IP69K",
        spare_parts_years: "6",
        os_update_years: "4",
        registration: "EPREL 12",
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        energy_class: "energy_class",
        endurance_hours: "whole_number",
        endurance_minutes: "minutes_range",
        cycles: "cycles_minimum",
        repairability_class: "durability_class",
        drop_class: "required",
        ip_rating: "ip_format",
        spare_parts_years: "spare_parts_minimum",
        os_update_years: "os_updates_minimum",
        registration: "registration_format",
      },
    });
  });

  it("refuses an empty endurance, negative and too large numbers", () => {
    expect(parseEnergyLabel(typed({ endurance_hours: "0", endurance_minutes: "0" }))).toEqual({
      ok: false,
      errors: { endurance_hours: "endurance_zero" },
    });
    expect(
      parseEnergyLabel(
        typed({
          endurance_hours: "1000",
          cycles: "-900",
          spare_parts_years: "31",
          os_update_years: "5.5",
          ip_rating: "IPXX",
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        endurance_hours: "hours_range",
        cycles: "whole_number",
        spare_parts_years: "years_range",
        os_update_years: "whole_number",
        ip_rating: "ip_format",
      },
    });
    expect(parseEnergyLabel(typed({ cycles: "20001" }))).toMatchObject({
      errors: { cycles: "cycles_range" },
    });
  });

  it("accepts the least the rules allow", () => {
    const result = parseEnergyLabel(
      typed({ cycles: "800", spare_parts_years: "7", os_update_years: "5", drop_class: "E" }),
    );
    expect(result.ok).toBe(true);
  });
});
