// Games on disc or cartridge, ids 1400–1449.
import type { Localized } from "../../../domain/catalogue/product.ts";
import { CATEGORY, DEPARTMENT } from "./categories.ts";
import { family, type Pricing, ordinary, reduced, SALE_LABEL, spec, t } from "./helpers.ts";
import { ELECTRONIC_ARTS, MICROSOFT, NINTENDO, SONY_INTERACTIVE } from "./manufacturers.ts";
import { SAFETY } from "./safety.ts";
import type { SeedProduct } from "./seed-product.ts";

const game = family({
  type: "game",
  department: DEPARTMENT.gaming,
  category: CATEGORY.games,
  safety: SAFETY.game,
  colors: [],
  tags: ["fysiskt spel"],
});

interface Game {
  id: number;
  sku: string;
  slug: string;
  title: string;
  platform: string;
  path: string;
  publisher: Pick<SeedProduct, "brand" | "manufacturer" | "manufacturerAddress">;
  pitch: Localized;
  features: Localized[];
  genre: Localized;
  pegi: number;
  players: string;
  pricing: Pricing;
  sale?: boolean;
  inStock: number;
  ratingStars: number;
  totalReviews: number;
  totalPurchases: number;
}

function boxed(it: Game) {
  return game({
    ...it.publisher,
    id: it.id,
    sku: it.sku,
    slug: it.slug,
    name: t(`${it.title} (${it.platform})`, `${it.title} (${it.platform})`),
    description: it.pitch,
    categoryPaths: [it.path],
    ...it.pricing,
    ...(it.sale ? { label: SALE_LABEL } : {}),
    inStock: it.inStock,
    ratingStars: it.ratingStars,
    totalReviews: it.totalReviews,
    totalPurchases: it.totalPurchases,
    feature: it.features,
    specifications: [
      spec("platform", it.platform),
      spec("genre", it.genre.se, it.genre.en),
      spec("age", `PEGI ${it.pegi}`),
      spec("players", it.players),
    ],
  });
}

const SIE = { brand: "PlayStation Studios", ...SONY_INTERACTIVE };
const XBOX = { brand: "Xbox Game Studios", ...MICROSOFT };
const NINTENDO_GAMES = { brand: "Nintendo", ...NINTENDO };

export const games = [
  boxed({
    id: 1400,
    sku: "KB-G-SPIDERMAN2-PS5",
    slug: "marvels-spider-man-2-ps5",
    title: "Marvel's Spider-Man 2",
    platform: "PS5",
    path: "/playstation/ps5",
    publisher: SIE,
    pitch: t(
      "Peter och Miles svingar sig genom ett större New York än någonsin. Snabba laddtider tack vare PS5:ans SSD.",
      "Peter and Miles swing through a bigger New York than ever. Fast loading thanks to the PS5's SSD.",
    ),
    features: [
      t("Två spelbara Spider-Man", "Two playable Spider-Men"),
      t("Svensk text", "Swedish subtitles"),
    ],
    genre: t("Action, äventyr", "Action, adventure"),
    pegi: 16,
    players: "1",
    pricing: reduced(799, 499, { availableDaysAgo: 500, sinceDaysAgo: 70 }),
    inStock: 22,
    ratingStars: 5,
    totalReviews: 174,
    totalPurchases: 1380,
  }),
  boxed({
    id: 1401,
    sku: "KB-G-FC25-PS5",
    slug: "ea-sports-fc-25-ps5",
    title: "EA Sports FC 25",
    platform: "PS5",
    path: "/playstation/ps5",
    publisher: { brand: "EA Sports", ...ELECTRONIC_ARTS },
    pitch: t(
      "Årets fotboll med Allsvenskan, Rush-läget för fyra mot fyra och nya taktikinställningar.",
      "This year's football with the Allsvenskan league, Rush four-a-side mode and new tactics settings.",
    ),
    features: [t("Allsvenskan ingår", "Allsvenskan included"), t("Rush 4 mot 4", "Rush 4v4")],
    genre: t("Sport", "Sports"),
    pegi: 3,
    players: "1–4",
    pricing: reduced(749, 399, { availableDaysAgo: 380, sinceDaysAgo: 21 }),
    sale: true,
    inStock: 40,
    ratingStars: 3.5,
    totalReviews: 96,
    totalPurchases: 1900,
  }),
  boxed({
    id: 1402,
    sku: "KB-G-TLOU2-PS4",
    slug: "the-last-of-us-part-ii-ps4",
    title: "The Last of Us Part II",
    platform: "PS4",
    path: "/playstation/ps4",
    publisher: SIE,
    pitch: t(
      "Ellies mörka och gripande resa genom ett sönderfallet Seattle. Kan även spelas på PS5.",
      "Ellie's dark and gripping journey through a ruined Seattle. Also playable on PS5.",
    ),
    features: [
      t("Prisbelönt berättelse", "Award-winning story"),
      t("Svensk text", "Swedish subtitles"),
    ],
    genre: t("Action, äventyr", "Action, adventure"),
    pegi: 18,
    players: "1",
    pricing: ordinary(299, 900),
    inStock: 11,
    ratingStars: 4.5,
    totalReviews: 143,
    totalPurchases: 1020,
  }),
  boxed({
    id: 1403,
    sku: "KB-G-GOW-PS4",
    slug: "god-of-war-ps4",
    title: "God of War",
    platform: "PS4",
    path: "/playstation/ps4",
    publisher: SIE,
    pitch: t(
      "Kratos och sonen Atreus i den nordiska mytologin. Ett av PS4:ans bästa spel, nu till lågpris.",
      "Kratos and his son Atreus in Norse mythology. One of the PS4's best games, now at a budget price.",
    ),
    features: [t("Nordisk mytologi", "Norse mythology"), t("Lågpris", "Budget price")],
    genre: t("Action, äventyr", "Action, adventure"),
    pegi: 18,
    players: "1",
    pricing: ordinary(199, 1300),
    inStock: 3,
    ratingStars: 5,
    totalReviews: 221,
    totalPurchases: 1740,
  }),
  boxed({
    id: 1404,
    sku: "KB-G-GT7",
    slug: "gran-turismo-7",
    title: "Gran Turismo 7",
    platform: "PS4/PS5",
    path: "/playstation/ps4ps5",
    publisher: SIE,
    pitch: t(
      "Över 400 bilar och klassiska banor. Skivan spelas på både PS4 och PS5, och passar fint med en ratt.",
      "Over 400 cars and classic tracks. The disc plays on both PS4 and PS5 and pairs nicely with a wheel.",
    ),
    features: [t("Stöd för ratt", "Wheel support"), t("PS4 och PS5", "PS4 and PS5")],
    genre: t("Racing", "Racing"),
    pegi: 3,
    players: "1–2",
    pricing: ordinary(599, 700),
    inStock: 14,
    ratingStars: 4.5,
    totalReviews: 118,
    totalPurchases: 860,
  }),
  boxed({
    id: 1410,
    sku: "KB-G-FH5-XB",
    slug: "forza-horizon-5-xbox",
    title: "Forza Horizon 5",
    platform: "Xbox Series X|S / Xbox One",
    path: "/xbox/xseries-xone",
    publisher: XBOX,
    pitch: t(
      "Kör fritt genom Mexikos öknar, djungler och städer. Samma skiva fungerar på Xbox One och Xbox Series.",
      "Drive freely through Mexico's deserts, jungles and cities. The same disc works on Xbox One and Xbox Series.",
    ),
    features: [t("Öppen värld", "Open world"), t("Över 500 bilar", "Over 500 cars")],
    genre: t("Racing", "Racing"),
    pegi: 3,
    players: "1–12 online",
    pricing: ordinary(499, 800),
    inStock: 12,
    ratingStars: 5,
    totalReviews: 167,
    totalPurchases: 1150,
  }),
  boxed({
    id: 1411,
    sku: "KB-G-HALOINF-XB",
    slug: "halo-infinite-xbox",
    title: "Halo Infinite",
    platform: "Xbox Series X|S / Xbox One",
    path: "/xbox/xseries-xone",
    publisher: XBOX,
    pitch: t(
      "Master Chief återvänder i den mest öppna Halo-kampanjen hittills.",
      "Master Chief returns in the most open Halo campaign yet.",
    ),
    features: [t("Öppen kampanj", "Open campaign"), t("Gratis flerspelarläge", "Free multiplayer")],
    genre: t("Förstapersonsskjutare", "First-person shooter"),
    pegi: 16,
    players: "1",
    pricing: reduced(399, 249, { availableDaysAgo: 1000, sinceDaysAgo: 200 }),
    inStock: 0,
    ratingStars: 4,
    totalReviews: 84,
    totalPurchases: 640,
  }),
  boxed({
    id: 1412,
    sku: "KB-G-FM-XSX",
    slug: "forza-motorsport-xbox-series",
    title: "Forza Motorsport",
    platform: "Xbox Series X|S",
    path: "/xbox/xseries",
    publisher: XBOX,
    pitch: t(
      "Banracing byggt för Xbox Series, med strålspårning och bättre fysik än någonsin i serien.",
      "Track racing built for Xbox Series, with ray tracing and the best physics the series has had.",
    ),
    features: [t("Strålspårning", "Ray tracing"), t("Stöd för ratt", "Wheel support")],
    genre: t("Racing", "Racing"),
    pegi: 3,
    players: "1–24 online",
    pricing: ordinary(449, 600),
    inStock: 8,
    ratingStars: 4,
    totalReviews: 52,
    totalPurchases: 330,
  }),
  boxed({
    id: 1413,
    sku: "KB-G-STARFIELD-XSX",
    slug: "starfield-xbox-series",
    title: "Starfield",
    platform: "Xbox Series X|S",
    path: "/xbox/xseries",
    publisher: { brand: "Bethesda", ...MICROSOFT },
    pitch: t(
      "Rollspel bland stjärnorna: bygg ditt skepp, landa på hundratals planeter och välj din egen väg.",
      "A role-playing game among the stars: build your ship, land on hundreds of planets and choose your own path.",
    ),
    features: [
      t("Bygg ditt skepp", "Build your ship"),
      t("Hundratals planeter", "Hundreds of planets"),
    ],
    genre: t("Rollspel", "Role-playing"),
    pegi: 18,
    players: "1",
    pricing: ordinary(499, 650),
    inStock: 6,
    ratingStars: 3.5,
    totalReviews: 61,
    totalPurchases: 390,
  }),
  boxed({
    id: 1420,
    sku: "KB-G-MK8D-NSW",
    slug: "mario-kart-8-deluxe-switch",
    title: "Mario Kart 8 Deluxe",
    platform: "Nintendo Switch",
    path: "/NintendoSwitch/all-models",
    publisher: NINTENDO_GAMES,
    pitch: t(
      "Familjens favorit: upp till fyra spelare på samma skärm och 48 banor. Fungerar på alla Switch-modeller.",
      "The family favourite: up to four players on one screen and 48 tracks. Works on every Switch model.",
    ),
    features: [
      t("Fyra spelare", "Four players"),
      t("Styrhjälp för nybörjare", "Smart steering for beginners"),
    ],
    genre: t("Racing", "Racing"),
    pegi: 3,
    players: "1–4",
    pricing: ordinary(599, 1200),
    inStock: 47,
    ratingStars: 5,
    totalReviews: 530,
    totalPurchases: 5200,
  }),
  boxed({
    id: 1421,
    sku: "KB-G-ZELDATOTK-NSW",
    slug: "zelda-tears-of-the-kingdom-switch",
    title: "The Legend of Zelda: Tears of the Kingdom",
    platform: "Nintendo Switch",
    path: "/NintendoSwitch/all-models",
    publisher: NINTENDO_GAMES,
    pitch: t(
      "Utforska Hyrule på marken och bland molnen, och bygg egna farkoster av det du hittar.",
      "Explore Hyrule on the ground and among the clouds, and build your own vehicles from what you find.",
    ),
    features: [t("Enorm värld", "Huge world"), t("Bygg egna farkoster", "Build your own vehicles")],
    genre: t("Action, äventyr", "Action, adventure"),
    pegi: 12,
    players: "1",
    pricing: reduced(699, 599, { availableDaysAgo: 600, sinceDaysAgo: 27 }),
    sale: true,
    inStock: 19,
    ratingStars: 5,
    totalReviews: 241,
    totalPurchases: 1790,
  }),
  boxed({
    id: 1422,
    sku: "KB-G-ACNH-NSW",
    slug: "animal-crossing-new-horizons-switch",
    title: "Animal Crossing: New Horizons",
    platform: "Nintendo Switch",
    path: "/NintendoSwitch/all-models",
    publisher: NINTENDO_GAMES,
    pitch: t(
      "Bygg upp ditt eget ölivet i lugn takt, med fiske, trädgård och nya grannar.",
      "Build your own island life at a calm pace, with fishing, gardening and new neighbours.",
    ),
    features: [t("Lugnt tempo", "Relaxed pace"), t("Spela med vänner", "Play with friends")],
    genre: t("Simulering", "Life simulation"),
    pegi: 3,
    players: "1–4",
    pricing: ordinary(599, 1300),
    inStock: 26,
    ratingStars: 4.5,
    totalReviews: 310,
    totalPurchases: 2800,
  }),
];
