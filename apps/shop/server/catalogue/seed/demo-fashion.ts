// The template's demo type "fashion", ids 9001–9009.
import type { Localized } from "../../../domain/catalogue/product.ts";
import { DEPARTMENT } from "./categories.ts";
import {
  family,
  NEW_LABEL,
  NO_SAFETY,
  ordinary,
  type Pricing,
  reduced,
  reducedAfterCampaign,
  SALE_LABEL,
  spec,
  t,
} from "./helpers.ts";
import { H_AND_M, LEVIS, MARIMEKKO } from "./manufacturers.ts";
import type { SeedProduct } from "./seed-product.ts";

const SIZES = ["S", "M", "L", "XL", "XXL"];

const fashion = family({
  type: "fashion",
  department: DEPARTMENT.fashion,
  categoryPaths: [],
  safety: NO_SAFETY,
  sizeoption: SIZES,
});

interface Garment {
  id: number;
  sku: string;
  slug: string;
  name: Localized;
  description: Localized;
  category: Localized;
  maker: Pick<SeedProduct, "brand" | "manufacturer" | "manufacturerAddress">;
  material: Localized;
  fit: Localized;
  care: Localized;
  features: Localized[];
  pricing: Pricing;
  extra?: Partial<Pick<SeedProduct, "label" | "new">>;
  inStock: number;
  ratingStars: number;
  totalReviews: number;
  totalPurchases: number;
  colors: string[];
}

function garment(it: Garment) {
  return fashion({
    ...it.maker,
    ...it.pricing,
    ...it.extra,
    id: it.id,
    sku: it.sku,
    slug: it.slug,
    name: it.name,
    description: it.description,
    category: it.category,
    inStock: it.inStock,
    ratingStars: it.ratingStars,
    totalReviews: it.totalReviews,
    totalPurchases: it.totalPurchases,
    feature: it.features,
    specifications: [
      spec("material", it.material.se, it.material.en),
      spec("fit", it.fit.se, it.fit.en),
      spec("care", it.care.se, it.care.en),
    ],
    colors: it.colors,
  });
}

const hm = { brand: "H&M", ...H_AND_M };
const levis = { brand: "Levi's", ...LEVIS };
const marimekko = { brand: "Marimekko", ...MARIMEKKO };
const TOPS = t("Tröjor och toppar", "Tops and sweaters");
const TROUSERS = t("Byxor och jeans", "Trousers and jeans");
const JACKETS = t("Jackor", "Jackets");
const WASH_40 = t("Tvätt 40 °C", "Wash at 40 °C");
const WASH_30 = t("Tvätt 30 °C, torka plant", "Wash at 30 °C, dry flat");

export const demoFashion = [
  garment({
    id: 9001,
    sku: "KB-D-TSHIRT-EKO",
    slug: "t-shirt-i-ekologisk-bomull",
    name: t("T-shirt i ekologisk bomull", "Organic cotton T-shirt"),
    description: t(
      "En enkel t-shirt i mjuk, tät bomull som håller formen tvätt efter tvätt.",
      "A simple T-shirt in soft, dense cotton that keeps its shape wash after wash.",
    ),
    category: TOPS,
    maker: hm,
    material: t("100 % ekologisk bomull", "100 % organic cotton"),
    fit: t("Normal", "Regular"),
    care: WASH_40,
    features: [t("Ekologisk bomull", "Organic cotton"), t("Rund hals", "Crew neck")],
    pricing: ordinary(149, 300),
    inStock: 60,
    ratingStars: 4,
    totalReviews: 212,
    totalPurchases: 3100,
    colors: ["white", "black", "grey", "blue"],
  }),
  garment({
    id: 9002,
    sku: "KB-D-HOODIE",
    slug: "huvtroja-i-collegetyg",
    name: t("Huvtröja i collegetyg", "Sweatshirt hoodie"),
    description: t(
      "Mjuk huvtröja med borstad insida och känguruficka. Lika bra i skogen som i soffan.",
      "A soft hoodie with a brushed inside and a kangaroo pocket. As good in the woods as on the sofa.",
    ),
    category: TOPS,
    maker: hm,
    material: t("80 % bomull, 20 % polyester", "80 % cotton, 20 % polyester"),
    fit: t("Avslappnad", "Relaxed"),
    care: WASH_40,
    features: [t("Borstad insida", "Brushed inside"), t("Känguruficka", "Kangaroo pocket")],
    pricing: reduced(349, 249, { availableDaysAgo: 400, sinceDaysAgo: 12 }),
    extra: { label: SALE_LABEL },
    inStock: 34,
    ratingStars: 4.5,
    totalReviews: 96,
    totalPurchases: 880,
    colors: ["grey", "black", "green"],
  }),
  garment({
    id: 9003,
    sku: "KB-D-LEVIS-501",
    slug: "levis-501-original-jeans",
    name: t("Levi's 501 Original jeans", "Levi's 501 Original jeans"),
    description: t(
      "Den klassiska femficksjeansen med knappgylf och rak ben. Blir bara bättre med åren.",
      "The classic five-pocket jeans with a button fly and straight leg. Only gets better with age.",
    ),
    category: TROUSERS,
    maker: levis,
    material: t("100 % bomull, denim", "100 % cotton denim"),
    fit: t("Rak", "Straight"),
    care: WASH_30,
    features: [t("Knappgylf", "Button fly"), t("Rak passform", "Straight fit")],
    pricing: ordinary(1199, 900),
    inStock: 22,
    ratingStars: 4.5,
    totalReviews: 301,
    totalPurchases: 2200,
    colors: ["blue", "black"],
  }),
  garment({
    id: 9004,
    sku: "KB-D-CHINOS",
    slug: "chinos-i-stretchbomull",
    name: t("Chinos i stretchbomull", "Stretch cotton chinos"),
    description: t(
      "Smala chinos med lite stretch, lagom uppklädda för kontoret och sköna nog för middagen.",
      "Slim chinos with a little stretch, smart enough for the office and comfy enough for dinner.",
    ),
    category: TROUSERS,
    maker: hm,
    material: t("98 % bomull, 2 % elastan", "98 % cotton, 2 % elastane"),
    fit: t("Smal", "Slim"),
    care: WASH_40,
    features: [t("Lite stretch", "A little stretch"), t("Smal passform", "Slim fit")],
    pricing: ordinary(399, 250),
    inStock: 28,
    ratingStars: 4,
    totalReviews: 64,
    totalPurchases: 610,
    colors: ["beige", "blue", "black"],
  }),
  garment({
    id: 9005,
    sku: "KB-D-MERINO",
    slug: "stickad-troja-i-merinoull",
    name: t("Stickad tröja i merinoull", "Merino wool jumper"),
    description: t(
      "Tunn merinotröja som värmer utan att bli varm. Kliar inte och behöver sällan tvättas.",
      "A fine merino jumper that warms without overheating. Doesn't itch and rarely needs washing.",
    ),
    category: TOPS,
    maker: hm,
    material: t("100 % merinoull", "100 % merino wool"),
    fit: t("Normal", "Regular"),
    care: WASH_30,
    features: [
      t("Kliar inte", "Doesn't itch"),
      t("Temperaturreglerande", "Temperature regulating"),
    ],
    pricing: reducedAfterCampaign(599, 449, {
      availableDaysAgo: 200,
      campaign: { kronor: 479, fromDaysAgo: 45, toDaysAgo: 31 },
      sinceDaysAgo: 9,
    }),
    extra: { label: SALE_LABEL },
    inStock: 3,
    ratingStars: 4.5,
    totalReviews: 58,
    totalPurchases: 420,
    colors: ["grey", "blue", "brown"],
  }),
  garment({
    id: 9006,
    sku: "KB-D-SHELL",
    slug: "skaljacka-vattentat",
    name: t("Vattentät skaljacka", "Waterproof shell jacket"),
    description: t(
      "Lätt skaljacka med tejpade sömmar och justerbar huva för höstens skurar.",
      "A light shell jacket with taped seams and an adjustable hood for autumn showers.",
    ),
    category: JACKETS,
    maker: hm,
    material: t("Polyamid med PFAS-fri impregnering", "Polyamide with PFAS-free coating"),
    fit: t("Normal", "Regular"),
    care: WASH_30,
    features: [t("Tejpade sömmar", "Taped seams"), t("Packbar", "Packable")],
    pricing: ordinary(799, 20),
    extra: { new: true, label: NEW_LABEL },
    inStock: 19,
    ratingStars: 4.5,
    totalReviews: 2,
    totalPurchases: 31,
    colors: ["black", "green", "yellow"],
  }),
  garment({
    id: 9007,
    sku: "KB-D-DENIMJACKET",
    slug: "levis-trucker-jeansjacka",
    name: t("Levi's Trucker jeansjacka", "Levi's Trucker denim jacket"),
    description: t(
      "Jeansjackan alla känner igen, med bröstfickor och spetsiga sprund. Går att ha till allt.",
      "The denim jacket everyone recognises, with chest pockets and pointed pleats. Goes with everything.",
    ),
    category: JACKETS,
    maker: levis,
    material: t("100 % bomull, denim", "100 % cotton denim"),
    fit: t("Normal", "Regular"),
    care: WASH_30,
    features: [t("Klassisk modell", "Classic style"), t("Bröstfickor", "Chest pockets")],
    pricing: ordinary(1099, 700),
    inStock: 11,
    ratingStars: 4.5,
    totalReviews: 87,
    totalPurchases: 540,
    colors: ["blue"],
  }),
  garment({
    id: 9008,
    sku: "KB-D-MARI-TASARAITA",
    slug: "marimekko-tasaraita-randig-troja",
    name: t("Marimekko Tasaraita randig tröja", "Marimekko Tasaraita striped top"),
    description: t(
      "Den randiga långärmade tröjan som funnits sedan 1968, i tjock och följsam trikå.",
      "The long-sleeved striped top that has been around since 1968, in thick, soft jersey.",
    ),
    category: TOPS,
    maker: marimekko,
    material: t("100 % bomull", "100 % cotton"),
    fit: t("Normal", "Regular"),
    care: WASH_40,
    features: [t("Sedan 1968", "Since 1968"), t("Unisex", "Unisex")],
    pricing: ordinary(650, 500),
    inStock: 14,
    ratingStars: 5,
    totalReviews: 44,
    totalPurchases: 300,
    colors: ["white", "black", "red"],
  }),
  garment({
    id: 9009,
    sku: "KB-D-LINEN-SHIRT",
    slug: "linneskjorta",
    name: t("Linneskjorta", "Linen shirt"),
    description: t(
      "Luftig skjorta i tvättat linne för varma sommardagar. Skrynklorna hör till.",
      "An airy shirt in washed linen for warm summer days. The creases are part of it.",
    ),
    category: TOPS,
    maker: hm,
    material: t("100 % linne", "100 % linen"),
    fit: t("Avslappnad", "Relaxed"),
    care: WASH_40,
    features: [t("Tvättat linne", "Washed linen"), t("Svalkande", "Cooling")],
    pricing: ordinary(399, 150),
    inStock: 0,
    ratingStars: 4,
    totalReviews: 37,
    totalPurchases: 350,
    colors: ["white", "beige", "blue"],
  }),
];
