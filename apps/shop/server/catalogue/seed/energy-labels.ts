// The demo catalogue's energy labels (domain/catalogue/energy-label.ts): plausible values made up
// for the demo, never a manufacturer's declared ones, and registrations that say "DEMO-" so no
// one takes them for real EPREL numbers. Only the phones and tablets a shop would have to label:
// the rules cover models placed on the EU market from 20 June 2025, so used phones of older
// models carry none, and foldables (a flexible main display) are outside Regulation 2023/1669.
import type {
  DurabilityClass,
  EnergyClass,
  EnergyLabel,
} from "../../../domain/catalogue/energy-label.ts";

/** One label: the endurance as "hours:minutes", then cycles, classes, IP and the years. */
function label(
  id: number,
  energyClass: EnergyClass,
  endurance: `${number}:${number}`,
  cycles: number,
  repairabilityClass: DurabilityClass,
  dropClass: DurabilityClass,
  ipRating: string,
  { spareParts = 7, osUpdates = 5 }: { spareParts?: number; osUpdates?: number } = {},
): [number, EnergyLabel] {
  const [hours = 0, minutes = 0] = endurance.split(":").map(Number);
  return [
    id,
    {
      energyClass,
      enduranceMinutes: hours * 60 + minutes,
      cycles,
      repairabilityClass,
      dropClass,
      ipRating,
      sparePartsYears: spareParts,
      osUpdateYears: osUpdates,
      registration: `DEMO-${900_000 + id}`,
    },
  ];
}

export const demoEnergyLabels: ReadonlyMap<number, EnergyLabel> = new Map([
  // Apple iPhone
  label(1001, "A", "51:30", 1000, "B", "B", "IP68", { osUpdates: 7 }),
  label(1002, "A", "47:10", 1000, "B", "B", "IP68", { osUpdates: 7 }),
  label(1003, "A", "45:40", 1000, "B", "B", "IP68", { osUpdates: 7 }),
  label(1004, "A", "48:20", 1000, "C", "B", "IP68", { osUpdates: 7 }),
  label(1005, "B", "41:30", 1000, "C", "B", "IP68", { osUpdates: 6 }),
  label(1008, "C", "33:50", 800, "C", "C", "IP67", { osUpdates: 5 }),
  // Samsung Galaxy
  label(1050, "B", "55:20", 1200, "C", "C", "IP54", { osUpdates: 6 }),
  label(1051, "B", "52:40", 1200, "C", "C", "IP54"),
  label(1052, "A", "54:10", 1200, "B", "B", "IP67", { osUpdates: 6 }),
  label(1053, "A", "56:00", 1200, "B", "B", "IP67", { osUpdates: 6 }),
  label(1054, "C", "49:30", 800, "C", "C", "IP52"),
  label(1055, "B", "58:10", 800, "C", "C", "IP52"),
  label(1056, "B", "50:50", 800, "C", "C", "IP52"),
  label(1057, "A", "46:30", 1200, "B", "A", "IP68", { osUpdates: 7 }),
  label(1058, "A", "53:20", 1200, "B", "A", "IP68", { osUpdates: 7 }),
  label(1059, "A", "49:40", 1200, "B", "B", "IP68", { osUpdates: 7 }),
  label(1060, "A", "47:50", 2000, "B", "A", "IP68", { osUpdates: 7 }),
  label(1068, "B", "44:20", 1200, "A", "A", "IP68", { spareParts: 8, osUpdates: 7 }),
  label(1069, "B", "46:00", 1200, "A", "A", "IP68", { spareParts: 8, osUpdates: 6 }),
  label(1070, "C", "38:30", 800, "A", "A", "IP68", { spareParts: 8 }),
  // Huawei
  label(1100, "B", "43:10", 1000, "C", "B", "IP68"),
  label(1104, "D", "40:20", 800, "D", "C", "IP52"),
  label(1105, "D", "36:40", 800, "D", "C", "IP52"),
  label(1106, "D", "34:10", 800, "D", "C", "IP52"),
  label(1107, "C", "52:30", 800, "C", "C", "IP52"),
  label(1108, "B", "45:00", 1000, "C", "B", "IP68"),
  // Tablets: Apple iPad
  label(1200, "B", "62:30", 1000, "C", "C", "IP52", { osUpdates: 6 }),
  label(1201, "A", "68:40", 1000, "C", "C", "IP52", { osUpdates: 7 }),
  label(1202, "A", "64:10", 1000, "C", "C", "IP52", { osUpdates: 7 }),
  label(1203, "A", "71:20", 1000, "C", "C", "IP52", { osUpdates: 7 }),
  // Samsung Galaxy Tab
  label(1220, "C", "58:00", 800, "C", "D", "IP52"),
  label(1221, "C", "61:30", 800, "C", "D", "IP52"),
  label(1222, "B", "66:20", 1200, "B", "C", "IP68", { osUpdates: 6 }),
  label(1223, "A", "74:10", 1200, "B", "C", "IP68", { osUpdates: 7 }),
  label(1224, "A", "70:30", 1200, "B", "C", "IP68", { osUpdates: 7 }),
  label(1225, "B", "63:40", 1200, "A", "A", "IP68", { spareParts: 8, osUpdates: 7 }),
  // Huawei MatePad
  label(1240, "C", "57:10", 800, "C", "D", "IP52"),
]);
