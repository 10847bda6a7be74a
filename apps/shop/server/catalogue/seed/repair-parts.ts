// Spare parts for phones, ids 2100–2199: what a shopper searching "skärmbyte iphone 13" or
// "batteri iphone 13" is after. Made by a Swedish parts supplier (clearly demo companies, as in
// large-catalogue/article-brands.ts) and filed under spare parts; no device page lists them.
import { CATEGORY, DEPARTMENT } from "./categories.ts";
import { family, ordinary, spec, t } from "./helpers.ts";
import { SAFETY } from "./safety.ts";

const FIXKIT = {
  brand: "Fixkit Norden",
  manufacturer: "Fixkit Norden AB",
  manufacturerAddress: "Smedjegatan 9, 553 20 Jönköping, Sverige",
};

const part = family({
  type: "accessory",
  categoryPaths: [],
  department: DEPARTMENT.accessories,
  category: CATEGORY.parts,
  safety: SAFETY.accessory,
});

const FITTING = t(
  "Vi rekommenderar att en verkstad byter delen. Vattentätheten kan försämras efter ett byte.",
  "We recommend workshop fitting. Water resistance may be reduced after a replacement.",
);

export const repairParts = [
  part({
    ...FIXKIT,
    id: 2100,
    sku: "KB-FXN-IP13-OLED",
    slug: "fixkit-ersattningsskarm-iphone-13-oled",
    name: t("Ersättningsskärm till iPhone 13, OLED", "Replacement screen for iPhone 13, OLED"),
    description: t(
      `Komplett OLED-skärm med pekfunktion och ram för skärmbyte på iPhone 13 när glaset spruckit eller bilden flimrar. ${FITTING.se}`,
      `A complete OLED screen with touch and frame, for replacing the screen of an iPhone 13 with cracked glass or a flickering picture. ${FITTING.en}`,
    ),
    ...ordinary(1990, 300),
    inStock: 7,
    ratingStars: 4.5,
    totalReviews: 23,
    totalPurchases: 140,
    feature: [
      t("Med pekfunktion", "Touch included"),
      t("Ram och tejp ingår", "Frame and adhesive included"),
    ],
    specifications: [
      spec("fits", "iPhone 13 (A2633)"),
      spec("screen", "6,1 tum OLED", "6.1-inch OLED"),
      spec("includes", "Skärm, ram, tejp och verktyg", "Screen, frame, adhesive and tools"),
    ],
    colors: ["black"],
    tags: ["reservdel"],
  }),
  part({
    ...FIXKIT,
    id: 2101,
    sku: "KB-FXN-IP13-BAT",
    slug: "fixkit-ersattningsbatteri-iphone-13",
    name: t("Ersättningsbatteri till iPhone 13", "Replacement battery for iPhone 13"),
    description: t(
      `Nytt batteri för batteribyte på iPhone 13 när telefonen inte längre klarar en dag. ${FITTING.se}`,
      `A new battery for an iPhone 13 that no longer lasts the day. ${FITTING.en}`,
    ),
    ...ordinary(590, 300),
    inStock: 15,
    ratingStars: 4.5,
    totalReviews: 41,
    totalPurchases: 260,
    feature: [
      t("3 227 mAh", "3,227 mAh"),
      t("Tejp och verktyg ingår", "Adhesive and tools included"),
    ],
    specifications: [
      spec("fits", "iPhone 13 (A2633)"),
      spec("battery", "3 227 mAh", "3,227 mAh"),
      spec("includes", "Batteri, tejp och verktyg", "Battery, adhesive and tools"),
    ],
    colors: [],
    tags: ["reservdel", "batteri"],
  }),
  part({
    ...FIXKIT,
    id: 2102,
    sku: "KB-FXN-GS23-OLED",
    slug: "fixkit-ersattningsskarm-galaxy-s23-oled",
    name: t("Ersättningsskärm till Galaxy S23, OLED", "Replacement screen for Galaxy S23, OLED"),
    description: t(
      `Dynamic AMOLED-skärm med ram för skärmbyte på Samsung Galaxy S23. ${FITTING.se}`,
      `A Dynamic AMOLED screen with frame, for replacing the screen of a Samsung Galaxy S23. ${FITTING.en}`,
    ),
    ...ordinary(2490, 200),
    inStock: 4,
    ratingStars: 4,
    totalReviews: 9,
    totalPurchases: 55,
    feature: [t("Med pekfunktion", "Touch included"), t("Ram ingår", "Frame included")],
    specifications: [
      spec("fits", "Samsung Galaxy S23 (SM-S911B)"),
      spec("screen", "6,1 tum Dynamic AMOLED", "6.1-inch Dynamic AMOLED"),
      spec("includes", "Skärm, ram och tejp", "Screen, frame and adhesive"),
    ],
    colors: ["black"],
    tags: ["reservdel"],
  }),
];
