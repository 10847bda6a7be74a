// The template's demo type "shoes", ids 9050–9059. Sizes are EU sizes.
import { DEPARTMENT } from "./categories.ts";
import { family, NO_SAFETY, ordinary, reduced, SALE_LABEL, spec, t } from "./helpers.ts";
import { ADIDAS, ECCO, NIKE, PUMA } from "./manufacturers.ts";

const EU_SIZES = ["40", "41", "42", "43", "44", "45"];
const SNEAKERS = t("Sneakers", "Trainers");
const RUNNING = t("Löparskor", "Running shoes");
const BOOTS = t("Kängor och boots", "Boots");

const shoe = family({
  type: "shoes",
  department: DEPARTMENT.shoes,
  categoryPaths: [],
  safety: NO_SAFETY,
  sizeoption: EU_SIZES,
});
const adidas = { brand: "adidas", ...ADIDAS };
const nike = { brand: "Nike", ...NIKE };
const ecco = { brand: "ECCO", ...ECCO };
const puma = { brand: "PUMA", ...PUMA };

export const demoShoes = [
  shoe({
    ...adidas,
    id: 9050,
    sku: "KB-D-ADI-SAMBA",
    slug: "adidas-samba-og",
    name: t("adidas Samba OG", "adidas Samba OG"),
    description: t(
      "Inomhusfotbollskon som blev vardagsfavorit, med mocka i tån och gummisula.",
      "The indoor football shoe that became an everyday favourite, with a suede toe and gum sole.",
    ),
    category: SNEAKERS,
    ...ordinary(1199, 400),
    inStock: 12,
    ratingStars: 4.5,
    totalReviews: 143,
    totalPurchases: 1200,
    feature: [t("Gummisula", "Gum sole"), t("Mocka i tån", "Suede toe")],
    specifications: [
      spec("material", "Läder och mocka", "Leather and suede"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "380 g"),
    ],
    colors: ["white", "black"],
  }),
  shoe({
    ...nike,
    id: 9051,
    sku: "KB-D-NIKE-AF1",
    slug: "nike-air-force-1-07",
    name: t("Nike Air Force 1 '07", "Nike Air Force 1 '07"),
    description: t(
      "Basketklassikern med Air-dämpning i sulan och helvitt läder som går till allt.",
      "The basketball classic with Air cushioning in the sole and all-white leather that goes with everything.",
    ),
    category: SNEAKERS,
    ...ordinary(1299, 800),
    inStock: 26,
    ratingStars: 4.5,
    totalReviews: 287,
    totalPurchases: 2600,
    feature: [t("Air-dämpning", "Air cushioning"), t("Läderovandel", "Leather upper")],
    specifications: [
      spec("material", "Läder", "Leather"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "450 g"),
    ],
    colors: ["white", "black"],
  }),
  shoe({
    ...nike,
    id: 9052,
    sku: "KB-D-NIKE-PEG41",
    slug: "nike-pegasus-41",
    name: t("Nike Pegasus 41", "Nike Pegasus 41"),
    description: t(
      "Följsam vardagslöparsko med ReactX-skum som studsar tillbaka. För både joggingrundan och längre pass.",
      "A responsive everyday running shoe with bouncy ReactX foam. For the jogging loop and longer runs.",
    ),
    category: RUNNING,
    ...reduced(1599, 1199, { availableDaysAgo: 260, sinceDaysAgo: 18 }),
    label: SALE_LABEL,
    inStock: 9,
    ratingStars: 4.5,
    totalReviews: 76,
    totalPurchases: 590,
    feature: [t("ReactX-skum", "ReactX foam"), t("Andas bra", "Breathable")],
    specifications: [
      spec("material", "Mesh", "Engineered mesh"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "280 g"),
    ],
    colors: ["black", "blue", "white"],
  }),
  shoe({
    ...adidas,
    id: 9053,
    sku: "KB-D-ADI-ULTRABOOST",
    slug: "adidas-ultraboost-light",
    name: t("adidas Ultraboost Light", "adidas Ultraboost Light"),
    description: t(
      "Lätt löparsko med mycket dämpning, skön även för långa dagar på fötterna.",
      "A light running shoe with lots of cushioning, comfortable for long days on your feet too.",
    ),
    category: RUNNING,
    ...ordinary(2099, 300),
    inStock: 2,
    ratingStars: 4,
    totalReviews: 51,
    totalPurchases: 330,
    feature: [
      t("Boost-dämpning", "Boost cushioning"),
      t("Continental-sula", "Continental outsole"),
    ],
    specifications: [
      spec("material", "Primeknit"),
      spec("fit", "Liten i storleken", "Runs small"),
      spec("weight", "300 g"),
    ],
    colors: ["black", "white"],
  }),
  shoe({
    ...ecco,
    id: 9054,
    sku: "KB-D-ECCO-SOFT7",
    slug: "ecco-soft-7-sneaker",
    name: t("ECCO Soft 7 sneaker", "ECCO Soft 7 trainer"),
    description: t(
      "Snygg lädersneaker med mjuk sula som känns inne redan första dagen.",
      "A smart leather trainer with a soft sole that feels broken in from day one.",
    ),
    category: SNEAKERS,
    ...ordinary(1599, 600),
    inStock: 15,
    ratingStars: 4.5,
    totalReviews: 68,
    totalPurchases: 490,
    feature: [t("Mjuk sula", "Soft sole"), t("Läder", "Leather")],
    specifications: [
      spec("material", "Läder", "Leather"),
      spec("fit", "Normal", "True to size"),
      spec("care", "Torka av med fuktig trasa", "Wipe with a damp cloth"),
    ],
    colors: ["white", "black", "brown"],
  }),
  shoe({
    ...ecco,
    id: 9055,
    sku: "KB-D-ECCO-TRACK25",
    slug: "ecco-track-25-kanga",
    name: t("ECCO Track 25 känga", "ECCO Track 25 boot"),
    description: t(
      "Vattentät känga med GORE-TEX och grovmönstrad sula för svensk vinter och slaskiga trottoarer.",
      "A waterproof boot with GORE-TEX and a chunky sole for Swedish winters and slushy pavements.",
    ),
    category: BOOTS,
    ...ordinary(2499, 500),
    inStock: 7,
    ratingStars: 5,
    totalReviews: 94,
    totalPurchases: 520,
    feature: [t("GORE-TEX", "GORE-TEX"), t("Grovmönstrad sula", "Chunky tread")],
    specifications: [
      spec("material", "Nubuck, GORE-TEX"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "640 g"),
    ],
    colors: ["brown", "black"],
  }),
  shoe({
    ...puma,
    id: 9056,
    sku: "KB-D-PUMA-SUEDE",
    slug: "puma-suede-classic",
    name: t("PUMA Suede Classic", "PUMA Suede Classic"),
    description: t(
      "Mockasneakern från 1968 med den välkända formstrippen på sidan.",
      "The 1968 suede trainer with the familiar Formstrip on the side.",
    ),
    category: SNEAKERS,
    ...ordinary(899, 700),
    inStock: 0,
    ratingStars: 4,
    totalReviews: 72,
    totalPurchases: 680,
    feature: [t("Mocka", "Suede"), t("Klassiker sedan 1968", "Classic since 1968")],
    specifications: [
      spec("material", "Mocka", "Suede"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "400 g"),
    ],
    colors: ["black", "blue", "red"],
  }),
  shoe({
    ...puma,
    id: 9057,
    sku: "KB-D-PUMA-VELO3",
    slug: "puma-velocity-nitro-3",
    name: t("PUMA Velocity Nitro 3", "PUMA Velocity Nitro 3"),
    description: t(
      "Stabil löparsko med kväveinfunderat skum och greppig sula för våta höstrundor.",
      "A stable running shoe with nitrogen-infused foam and a grippy sole for wet autumn runs.",
    ),
    category: RUNNING,
    ...reduced(1499, 999, { availableDaysAgo: 400, sinceDaysAgo: 60 }),
    inStock: 10,
    ratingStars: 4,
    totalReviews: 29,
    totalPurchases: 240,
    feature: [t("Nitro-skum", "Nitro foam"), t("PUMAGRIP-sula", "PUMAGRIP outsole")],
    specifications: [
      spec("material", "Mesh"),
      spec("fit", "Normal", "True to size"),
      spec("weight", "270 g"),
    ],
    colors: ["black", "orange"],
  }),
];
