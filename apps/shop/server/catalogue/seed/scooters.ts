// Electric scooters, ids 1900–1999. Sold in their Swedish setup (20 km/h, 250 W) so that they
// count as bicycles; see SAFETY.scooter. No device category page lists them.
import type { Localized } from "../../../domain/catalogue/product.ts";
import type { ModelSlug } from "../../../domain/scooter-doctor/scooter-models.ts";
import { CATEGORY, DEPARTMENT } from "./categories.ts";
import {
  family,
  NEW_LABEL,
  ordinary,
  type Pricing,
  reduced,
  reducedAfterCampaign,
  SALE_LABEL,
  spec,
  t,
  UNRATED,
} from "./helpers.ts";
import { SEGWAY_NINEBOT, XIAOMI } from "./manufacturers.ts";
import { SAFETY } from "./safety.ts";
import type { SeedProduct } from "./seed-product.ts";
import type { Tag } from "./tags.ts";

const scooter = family({
  type: "scooter",
  department: DEPARTMENT.scooters,
  category: CATEGORY.scooters,
  categoryPaths: [],
  safety: SAFETY.scooter,
});

interface Scooter {
  id: number;
  sku: string;
  slug: string;
  name: string;
  maker: Pick<SeedProduct, "brand" | "manufacturer" | "manufacturerAddress">;
  pitch: Localized;
  features: Localized[];
  rangeKm: number;
  weightKg: string;
  tyres: Localized;
  brakes: Localized;
  maxLoadKg: number;
  pricing: Pricing;
  extra?: Partial<Pick<SeedProduct, "label" | "new" | "available" | "safety">>;
  /** Which Felkodsdoktorn model it is (issue 41); none when the doctor does not know it. */
  model?: ModelSlug;
  topSpeedKmh?: number;
  inStock: number;
  ratingStars: number;
  totalReviews: number;
  totalPurchases: number;
  colors: string[];
  tags?: Tag[];
}

function electricScooter(it: Scooter) {
  return scooter({
    ...it.maker,
    ...it.pricing,
    ...it.extra,
    id: it.id,
    sku: it.sku,
    slug: it.slug,
    name: t(it.name, it.name),
    description: it.pitch,
    inStock: it.inStock,
    ratingStars: it.ratingStars,
    totalReviews: it.totalReviews,
    totalPurchases: it.totalPurchases,
    feature: it.features,
    specifications: [
      spec("range", `Upp till ${it.rangeKm} km`, `Up to ${it.rangeKm} km`),
      spec("topSpeed", `${it.topSpeedKmh ?? 20} km/h`),
      spec("motor", "250 W nominell effekt", "250 W rated power"),
      spec("tyres", it.tyres.se, it.tyres.en),
      spec("brakes", it.brakes.se, it.brakes.en),
      spec("maxLoad", `${it.maxLoadKg} kg`),
      spec("weight", `${it.weightKg} kg`, `${it.weightKg.replace(",", ".")} kg`),
    ],
    colors: it.colors,
    tags: ["hopfällbar", ...(it.tags ?? [])],
    ...(it.model ? { scooterModel: it.model } : {}),
  });
}

const xiaomi = { brand: "Xiaomi", ...XIAOMI };
const segway = { brand: "Segway-Ninebot", ...SEGWAY_NINEBOT };
const TUBELESS_10 = t("10 tum slanglösa", "10-inch tubeless");

export const scooters = [
  electricScooter({
    id: 1900,
    sku: "KB-XM-ES4LITE2",
    slug: "xiaomi-electric-scooter-4-lite-andra-generationen",
    name: "Xiaomi Electric Scooter 4 Lite (2nd Gen)",
    maker: xiaomi,
    pitch: t(
      "Lätt instegsmodell för korta pendlingar, med appstyrning och tydlig display i styret.",
      "A light entry model for short commutes, with app control and a clear display in the handlebar.",
    ),
    features: [
      t("Appstyrd", "App controlled"),
      t("Fälls ihop på tre sekunder", "Folds in three seconds"),
    ],
    rangeKm: 25,
    weightKg: "16,5",
    tyres: TUBELESS_10,
    brakes: t("Trumbroms fram, elektronisk bak", "Front drum, rear electronic"),
    maxLoadKg: 100,
    pricing: ordinary(4490, 400),
    inStock: 14,
    ratingStars: 4,
    totalReviews: 58,
    totalPurchases: 410,
    colors: ["black"],
  }),
  electricScooter({
    id: 1901,
    model: "xiaomi-scooter-4",
    sku: "KB-XM-ES4",
    slug: "xiaomi-electric-scooter-4",
    name: "Xiaomi Electric Scooter 4",
    maker: xiaomi,
    pitch: t(
      "Allround-elsparkcykel med skivbroms bak och dubbelt bromssystem. Klarar de flesta backar i stan.",
      "An all-round electric scooter with a rear disc brake and dual braking. Handles most city hills.",
    ),
    features: [
      t("Skivbroms", "Disc brake"),
      t("Dubbla bromsar", "Dual brakes"),
      t("Farthållare", "Cruise control"),
    ],
    rangeKm: 35,
    weightKg: "16,7",
    tyres: TUBELESS_10,
    brakes: t("Skivbroms bak, elektronisk fram", "Rear disc, front electronic"),
    maxLoadKg: 100,
    pricing: reduced(5990, 4990, { availableDaysAgo: 600, sinceDaysAgo: 29 }),
    extra: { label: SALE_LABEL },
    inStock: 9,
    ratingStars: 4.5,
    totalReviews: 87,
    totalPurchases: 590,
    colors: ["black", "white"],
  }),
  electricScooter({
    id: 1902,
    model: "xiaomi-scooter-4-pro",
    sku: "KB-XM-ES4PRO2",
    slug: "xiaomi-electric-scooter-4-pro-andra-generationen",
    name: "Xiaomi Electric Scooter 4 Pro (2nd Gen)",
    maker: xiaomi,
    pitch: t(
      "Lång räckvidd och breda däck som tar udden av gatstenen. För dig som pendlar längre sträckor.",
      "Long range and wide tyres that soften the cobbles. For longer commutes.",
    ),
    features: [t("60 km räckvidd", "60 km range"), t("Breda 10-tumsdäck", "Wide 10-inch tyres")],
    rangeKm: 60,
    weightKg: "23,7",
    tyres: t("10 tum slanglösa, 2,5 tum breda", "10-inch tubeless, 2.5 inches wide"),
    brakes: t("Dubbla skivbromsar", "Dual disc brakes"),
    maxLoadKg: 120,
    pricing: ordinary(8990, 22),
    extra: { new: true, label: NEW_LABEL },
    inStock: 5,
    ratingStars: UNRATED,
    totalReviews: 0,
    totalPurchases: 6,
    colors: ["black"],
  }),
  electricScooter({
    id: 1903,
    model: "ninebot-e-series",
    sku: "KB-NB-E2E",
    slug: "segway-ninebot-e2-e",
    name: "Segway-Ninebot KickScooter E2 E",
    maker: segway,
    pitch: t(
      "Prisvärd och lätthanterlig elsparkcykel för skolan och ärenden på stan.",
      "An affordable, easy-handling scooter for school runs and errands around town.",
    ),
    features: [t("Lätt", "Light"), t("Belysning fram och bak", "Front and rear lights")],
    rangeKm: 25,
    weightKg: "15",
    tyres: t("8,1 tum", "8.1-inch"),
    brakes: t("Trumbroms fram, elektronisk bak", "Front drum, rear electronic"),
    maxLoadKg: 100,
    pricing: ordinary(3990, 500),
    inStock: 18,
    ratingStars: 4,
    totalReviews: 44,
    totalPurchases: 380,
    colors: ["black", "grey"],
  }),
  electricScooter({
    id: 1904,
    model: "ninebot-f-series",
    sku: "KB-NB-F2E",
    slug: "segway-ninebot-f2-e",
    name: "Segway-Ninebot KickScooter F2 E",
    maker: segway,
    pitch: t(
      "Stabil med fjädring fram och blinkers i styret, så att du kan visa var du ska utan att släppa handtagen.",
      "Stable with front suspension and handlebar indicators, so you can signal without letting go.",
    ),
    features: [t("Blinkers", "Indicators"), t("Fjädring fram", "Front suspension")],
    rangeKm: 40,
    weightKg: "19",
    tyres: TUBELESS_10,
    brakes: t("Trumbroms fram, elektronisk bak", "Front drum, rear electronic"),
    maxLoadKg: 100,
    pricing: reducedAfterCampaign(6490, 5490, {
      availableDaysAgo: 420,
      campaign: { kronor: 5790, fromDaysAgo: 48, toDaysAgo: 34 },
      sinceDaysAgo: 10,
    }),
    extra: { label: SALE_LABEL },
    inStock: 7,
    ratingStars: 4.5,
    totalReviews: 39,
    totalPurchases: 240,
    colors: ["grey"],
  }),
  electricScooter({
    id: 1905,
    model: "ninebot-max-g2",
    sku: "KB-NB-MAXG2E",
    slug: "segway-ninebot-max-g2-e",
    name: "Segway-Ninebot KickScooter Max G2 E",
    maker: segway,
    pitch: t(
      "Den nya Max-modellen med hydraulisk fjädring fram och lång räckvidd, byggd för dagliga mil.",
      "The new Max model with hydraulic front suspension and long range, built for daily miles.",
    ),
    features: [
      t("70 km räckvidd", "70 km range"),
      t("Hydraulisk fjädring", "Hydraulic suspension"),
      t("Apple Hitta", "Apple Find My"),
    ],
    rangeKm: 70,
    weightKg: "24",
    tyres: t("10 tum självtätande, slanglösa", "10-inch self-sealing, tubeless"),
    brakes: t("Trumbroms fram, elektronisk bak", "Front drum, rear electronic"),
    maxLoadKg: 120,
    pricing: ordinary(9990, 200),
    inStock: 4,
    ratingStars: 4.5,
    totalReviews: 26,
    totalPurchases: 150,
    colors: ["grey"],
  }),
  electricScooter({
    id: 1906,
    model: "ninebot-max-g30",
    sku: "KB-NB-MAXG30E2",
    slug: "segway-ninebot-max-g30e-ii",
    name: "Segway-Ninebot KickScooter Max G30E II",
    maker: segway,
    pitch: t(
      "Klassikern med stort batteri. Ersatt av Max G2 E och säljs inte längre, men reservdelar finns kvar.",
      "The classic with a big battery. Replaced by the Max G2 E and no longer sold, but spare parts remain.",
    ),
    features: [t("65 km räckvidd", "65 km range"), t("Slanglösa däck", "Tubeless tyres")],
    rangeKm: 65,
    weightKg: "19,1",
    tyres: TUBELESS_10,
    brakes: t("Trumbroms fram, elektronisk bak", "Front drum, rear electronic"),
    maxLoadKg: 100,
    pricing: ordinary(7990, 1100),
    extra: { available: false },
    inStock: 0,
    ratingStars: 4.5,
    totalReviews: 132,
    totalPurchases: 950,
    colors: ["black"],
  }),
  electricScooter({
    id: 1907,
    sku: "KB-NB-C2PRO",
    slug: "segway-ninebot-c2-pro-barnsparkcykel",
    name: "Segway-Ninebot KickScooter C2 Pro",
    maker: segway,
    pitch: t(
      "Elsparkcykel för barn från sex år med hastighetslägen som föräldern låser i appen.",
      "An electric scooter for children from six, with speed modes the parent locks in the app.",
    ),
    features: [
      t("Föräldralås i appen", "Parental lock in the app"),
      t("Justerbart styre", "Adjustable handlebar"),
    ],
    rangeKm: 20,
    weightKg: "11,2",
    tyres: t("8 tum", "8-inch"),
    brakes: t("Bakre fotbroms och elektronisk broms", "Rear foot brake and electronic brake"),
    maxLoadKg: 60,
    pricing: ordinary(3290, 300),
    topSpeedKmh: 16,
    extra: {
      safety: t(
        "Barnmodell för 6–14 år och högst 60 kg, med toppfart 16 km/h och 250 W motor, så den räknas som cykel. Hjälm är lag för barn under 15 år. Låt en vuxen ladda batteriet med originalladdaren. CE-märkt.",
        "A children's model for ages 6–14 and at most 60 kg, with a top speed of 16 km/h and a 250 W motor, so it counts as a bicycle. Helmets are required by law for children under 15. An adult should charge the battery with the original charger. CE marked.",
      ),
    },
    inStock: 1,
    ratingStars: 4.5,
    totalReviews: 21,
    totalPurchases: 130,
    colors: ["grey", "blue"],
    tags: ["barn"],
  }),
];
