// Small builders the seed files share, so each product reads as its content: prices in kronor,
// texts as Swedish/English pairs, specification rows by a short label key and the usual defaults.
import type { Localized, ProductSpecification } from "../../../domain/catalogue/product.ts";
import type { SeedPrice, SeedProduct } from "./seed-product.ts";
import type { Tag } from "./tags.ts";

/** Kronor incl. moms to öre: sek(1299) is 129900. */
function sek(kronor: number): number {
  return Math.round(kronor * 100);
}

/** A text in Swedish, then English. */
export function t(se: string, en: string): Localized {
  return { se, en };
}

/** The same words in both languages (brand and model names). */
export function same(text: string): Localized {
  return { se: text, en: text };
}

/** For demo products, where no safety information applies. */
export const NO_SAFETY: Localized = { se: "", en: "" };

export const NEW_LABEL: Localized = { se: "Nyhet", en: "New" };
export const SALE_LABEL: Localized = { se: "Rea", en: "Sale" };

/**
 * The model wants ratingStars between 1 and 5 even before anyone has reviewed a product. Those
 * products carry this neutral value with totalReviews 0; pages show "no reviews yet" for them
 * rather than stars.
 */
export const UNRATED = 3;

const SPEC_LABELS = {
  screen: t("Skärm", "Screen"),
  storage: t("Lagring", "Storage"),
  memory: t("Arbetsminne", "Memory"),
  processor: t("Processor", "Processor"),
  camera: t("Kamera", "Camera"),
  battery: t("Batteri", "Battery"),
  charging: t("Laddning", "Charging"),
  connectivity: t("Anslutning", "Connectivity"),
  water: t("Tålighet", "Protection"),
  weight: t("Vikt", "Weight"),
  dimensions: t("Mått", "Dimensions"),
  condition: t("Skick", "Condition"),
  launched: t("Lanserad", "Launched"),
  fits: t("Passar", "Fits"),
  platform: t("Plattform", "Platform"),
  age: t("Åldersgräns", "Age rating"),
  players: t("Spelare", "Players"),
  genre: t("Genre", "Genre"),
  range: t("Räckvidd", "Range"),
  topSpeed: t("Maxhastighet", "Top speed"),
  motor: t("Motor", "Motor"),
  tyres: t("Däck", "Tyres"),
  brakes: t("Bromsar", "Brakes"),
  maxLoad: t("Maxlast", "Max load"),
  power: t("Effekt", "Power"),
  output: t("Utgång", "Output"),
  driver: t("Element", "Drivers"),
  microphone: t("Mikrofon", "Microphone"),
  noiseCancelling: t("Brusreducering", "Noise cancelling"),
  forceFeedback: t("Kraftåterkoppling", "Force feedback"),
  material: t("Material", "Material"),
  volume: t("Volym", "Capacity"),
  origin: t("Ursprung", "Origin"),
  pack: t("Förpackning", "Pack"),
  care: t("Skötsel", "Care"),
  height: t("Höjd", "Height"),
  fit: t("Passform", "Fit"),
  includes: t("Ingår", "Included"),
} satisfies Record<string, Localized>;

export type SpecLabel = keyof typeof SPEC_LABELS;

/** One specification row: spec("storage", "128 GB"), or with its English value when it differs. */
export function spec(label: SpecLabel, se: string, en: string = se): ProductSpecification {
  return { label: SPEC_LABELS[label], value: { se, en } };
}

export type Pricing = Pick<SeedProduct, "mrp" | "prices" | "availableDaysAgo">;

/** Sold at its ordinary price since it went on sale. */
export function ordinary(kronor: number, availableDaysAgo: number): Pricing {
  return {
    mrp: sek(kronor),
    availableDaysAgo,
    prices: [{ daysAgo: availableDaysAgo, price: sek(kronor) }],
  };
}

/** Reduced to `now` kronor `sinceDaysAgo` days ago, after the ordinary price from launch. */
export function reduced(
  kronor: number,
  now: number,
  { availableDaysAgo, sinceDaysAgo }: { availableDaysAgo: number; sinceDaysAgo: number },
): Pricing {
  return {
    mrp: sek(kronor),
    availableDaysAgo,
    prices: [
      { daysAgo: availableDaysAgo, price: sek(kronor) },
      { daysAgo: sinceDaysAgo, price: sek(now) },
    ],
  };
}

/**
 * Reduced after a short campaign within the 30 days before the reduction: the campaign price
 * is then the lowest price of those 30 days (7 a § prisinformationslagen), not the mrp.
 */
export function reducedAfterCampaign(
  kronor: number,
  now: number,
  options: {
    availableDaysAgo: number;
    campaign: { kronor: number; fromDaysAgo: number; toDaysAgo: number };
    sinceDaysAgo: number;
  },
): Pricing {
  const { availableDaysAgo, campaign, sinceDaysAgo } = options;
  const prices: SeedPrice[] = [
    { daysAgo: availableDaysAgo, price: sek(kronor) },
    { daysAgo: campaign.fromDaysAgo, price: sek(campaign.kronor) },
    { daysAgo: campaign.toDaysAgo, price: sek(kronor) },
    { daysAgo: sinceDaysAgo, price: sek(now) },
  ];
  return { mrp: sek(kronor), availableDaysAgo, prices };
}

type Defaulted = "new" | "available" | "size" | "sizeoption" | "tags";

/** A seed product as written: the usual defaults may be left out, tags come from TAGS. */
export type SeedInput = Omit<SeedProduct, Defaulted> &
  Partial<Pick<SeedProduct, Exclude<Defaulted, "tags">>> & { tags?: Tag[] };

function seedProduct(input: SeedInput): SeedProduct {
  return { new: false, available: true, size: "", sizeoption: [], tags: [], ...input };
}

/**
 * A builder for one family of products that share fields (type, category, manufacturer,
 * safety): the fields given here may be left out of each product, or overridden.
 */
export function family<D extends Partial<SeedInput>>(defaults: D) {
  return (input: Omit<SeedInput, keyof D> & Partial<SeedInput>): SeedProduct =>
    seedProduct({ ...defaults, ...input } as SeedInput);
}
