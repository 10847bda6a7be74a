// The device category pages of spec §2, grouped by brand for the mega menu. The route table
// (app/routes.ts) makes a route of every path here.
import type { Language } from "../../domain/language.ts";

type Name = Record<Language, string>;

export interface DeviceCategory {
  path: string;
  /** As listed under its brand in the mega menu. */
  name: Name;
  /** The page's heading, when "<brand> <name>" does not read well. */
  title?: Name;
}

export interface DeviceCategoryGroup {
  label: Name;
  categories: DeviceCategory[];
}

const same = (name: string): Name => ({ se: name, en: name });
const series = (prefix: string, letter: string): Name => ({
  se: `${prefix}${letter}-serien`,
  en: `${prefix}${letter} series`,
});

export const deviceCategoryGroups: DeviceCategoryGroup[] = [
  {
    label: same("Apple"),
    categories: [
      { path: "/apple/ipad", name: same("iPad") },
      { path: "/apple/iphone", name: same("iPhone") },
    ],
  },
  {
    label: same("Huawei"),
    categories: ["P", "Y", "Mate", "Honor"].map((letter) => ({
      path: `/Huawei/${letter}-Series`,
      name: series("", letter),
    })),
  },
  {
    label: same("PlayStation"),
    categories: [
      { path: "/playstation/ps4", name: same("PS4"), title: same("PlayStation 4") },
      { path: "/playstation/ps5", name: same("PS5"), title: same("PlayStation 5") },
      {
        path: "/playstation/ps4ps5",
        name: { se: "PS4 och PS5", en: "PS4 and PS5" },
        title: { se: "PlayStation 4 och 5", en: "PlayStation 4 and 5" },
      },
    ],
  },
  {
    label: same("Xbox"),
    categories: [
      { path: "/xbox/xseries", name: same("Xbox Series X|S") },
      {
        path: "/xbox/xseries-xone",
        name: { se: "Xbox Series och Xbox One", en: "Xbox Series and Xbox One" },
      },
    ],
  },
  {
    label: same("Nintendo Switch"),
    categories: [
      { path: "/NintendoSwitch/lite", name: same("Lite") },
      { path: "/NintendoSwitch/oled", name: same("OLED") },
      { path: "/NintendoSwitch/original", name: { se: "original", en: "original" } },
      {
        path: "/NintendoSwitch/all-models",
        name: { se: "Alla modeller", en: "All models" },
        title: { se: "Nintendo Switch, alla modeller", en: "Nintendo Switch, all models" },
      },
      {
        path: "/NintendoSwitch/original-oled",
        name: { se: "original och OLED", en: "original and OLED" },
      },
    ],
  },
  {
    label: same("Sony Xperia"),
    categories: ["E", "L", "M", "X", "Z", "XA", "XZ"].map((letter) => ({
      path: `/Sony-Xperia/${letter}-Series`,
      name: series("", letter),
    })),
  },
  {
    label: same("Samsung"),
    categories: [
      {
        path: "/samsung/samsung-Tablet",
        name: { se: "Surfplattor", en: "Tablets" },
        title: { se: "Surfplattor från Samsung", en: "Samsung tablets" },
      },
      ...["A", "M", "S", "Z", "Note", "Xcover"].map((letter) => ({
        path: `/samsung/Galaxy-${letter}-Series`,
        name: series("Galaxy ", letter),
      })),
    ],
  },
  {
    label: { se: "Simulering", en: "Simulation" },
    categories: [
      {
        path: "/simulation/pc",
        name: same("PC"),
        title: { se: "Simulering för PC", en: "Simulation for PC" },
      },
      {
        path: "/simulation/aLL-consoles",
        name: { se: "Alla konsoler", en: "All consoles" },
        title: { se: "Simulering för alla konsoler", en: "Simulation for all consoles" },
      },
      {
        path: "/simulation/nintendo-switch-pc",
        name: { se: "Nintendo Switch och PC", en: "Nintendo Switch and PC" },
        title: {
          se: "Simulering för Nintendo Switch och PC",
          en: "Simulation for Nintendo Switch and PC",
        },
      },
    ],
  },
  {
    label: same("PC"),
    categories: [
      {
        path: "/pc/audio-ljud",
        name: { se: "Ljud", en: "Audio" },
        title: { se: "Ljud till PC", en: "PC audio" },
      },
    ],
  },
  {
    label: { se: "Allmänt", en: "General" },
    categories: [
      {
        path: "/globalt-allmant/vaskor-och-fodral",
        name: { se: "Väskor och fodral", en: "Bags and cases" },
        title: { se: "Väskor och fodral", en: "Bags and cases" },
      },
      {
        path: "/globalt-allmant/taggar-for-filterfunktion",
        name: { se: "Taggar för filtrering", en: "Filter tags" },
        title: { se: "Taggar för filtrering", en: "Filter tags" },
      },
    ],
  },
];

/** The heading of a category page: its title, or "<brand> <name>". */
export function deviceCategoryTitle(
  group: DeviceCategoryGroup,
  category: DeviceCategory,
  language: Language,
): string {
  if (category.title) return category.title[language];
  const brand = group.label[language];
  const name = category.name[language];
  return name.startsWith(brand) ? name : `${brand} ${name}`;
}

export function findDeviceCategory(
  path: string,
): { group: DeviceCategoryGroup; category: DeviceCategory } | undefined {
  for (const group of deviceCategoryGroups) {
    const category = group.categories.find((it) => it.path === path);
    if (category) return { group, category };
  }
  return undefined;
}
