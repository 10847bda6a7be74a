// The product model: every field of spec §3, plus what a Swedish shop needs (market.md):
// SKU, slug, prices in öre incl. moms, a price history for the 30-day lowest price, the
// manufacturer's address and safety information. Routes and components see this shape; the
// database rows behind it are the server's business (server/catalogue/).
import type { Language } from "../language.ts";
import type { PartFitment } from "../scooter-doctor/fitment.ts";
import type { ModelSlug } from "../scooter-doctor/scooter-models.ts";
import type { EnergyLabel } from "./energy-label.ts";

/** A text in both interface languages. */
export type Localized = Record<Language, string>;

/** The kinds of product: our electronics, then the template's demo types (spec §3). */
export const ELECTRONICS_TYPES = [
  "phone",
  "tablet",
  "console",
  "controller",
  "game",
  "scooter",
  "scooter_part",
  "audio",
  "bag",
  "simulation",
  "accessory",
] as const;

export const DEMO_TYPES = [
  "fashion",
  "flower",
  "furniture",
  "vegetables",
  "electronic",
  "shoes",
] as const;

export type ElectronicsType = (typeof ELECTRONICS_TYPES)[number];
export type DemoType = (typeof DEMO_TYPES)[number];
export type ProductType = ElectronicsType | DemoType;

export const PRODUCT_TYPES: readonly ProductType[] = [...ELECTRONICS_TYPES, ...DEMO_TYPES];

export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value);
}

export function isDemoType(type: ProductType): type is DemoType {
  return (DEMO_TYPES as readonly string[]).includes(type);
}

/** A colour a shopper can pick, and the image that shows it (spec §3 colorvariants). */
export interface ColorVariant {
  /** A key of COLOURS (catalogue/colours.ts), e.g. "black". */
  color: string;
  imageId: number;
}

/** One image of a product (spec §3 images). `src` is the image's path without size or format. */
export interface ProductImage {
  imageId: number;
  src: string;
  alt: Localized;
}

/** One row of the specification table. */
export interface ProductSpecification {
  label: Localized;
  value: Localized;
}

/** One price the shop charged, from an instant on (ISO timestamp). */
export interface PricePoint {
  from: string;
  price: number;
}

export interface Product {
  /** Spec §3 id: a positive integer, stable, the tail of every product URL. */
  id: number;
  /** The shop's article number, e.g. "KB-IPH15-128-BLK". */
  sku: string;
  /** Readable URL slug without the id, e.g. "iphone-15-128-gb". */
  slug: string;
  type: ProductType;
  name: Localized;
  description: Localized;
  /** The main category in words ("Mobiltelefoner"). */
  category: Localized;
  /** Device category pages (spec §2) that list this product, e.g. ["/apple/iphone"]. */
  categoryPaths: string[];
  brand: string;
  /** Units in stock; the cart never holds more (spec §4). */
  inStock: number;
  /**
   * Percentage off, computed from the price history: the reduction from the lowest price of
   * the 30 days before the current price began (7 a § prisinformationslagen); 0 when not reduced.
   */
  discount: number;
  /** 1 to 5, in halves. */
  ratingStars: number;
  totalPurchases: number;
  totalReviews: number;
  /** Ordinary price in öre incl. moms (spec mrp). */
  mrp: number;
  /** Price now, in öre incl. moms. */
  price: number;
  /**
   * When reduced: the lowest price of the 30 days before the reduction, the only "was" price
   * a Swedish shop may show (market.md). Undefined when the price is not a reduction.
   */
  lowestPrice30Days?: number;
  /** Selling points, shortest first. */
  feature: Localized[];
  /** A badge such as "Nyhet" or "Rea"; undefined for none. */
  label?: Localized;
  new: boolean;
  /** Sold at all (false: discontinued, shown but not buyable). */
  available: boolean;
  /** Spec §3 format DD-MM-YYYY. */
  first_available_date: string;
  department: Localized;
  manufacturer: string;
  /** Manufacturer's postal address (EU GPSR). */
  manufacturerAddress: string;
  /** Safety information in Swedish, and English (EU GPSR); empty when none applies. */
  safety: Localized;
  /** A size in words ("6,1 tum", "M"); empty when none. */
  size: string;
  /** Colour keys (catalogue/colours.ts). */
  colors: string[];
  /** Sizes or capacities to pick ("128 GB", "S" … "XXL"); empty when none. */
  sizeoption: string[];
  colorvariants: ColorVariant[];
  images: ProductImage[];
  specifications: ProductSpecification[];
  /** Filter tags (the /globalt-allmant/taggar-for-filterfunktion page), lowercase. */
  tags: string[];
  /** Phones and tablets: the EU energy label and its sheet's facts (energy-label.ts). */
  energyLabel?: EnergyLabel;
  /** Scooter parts: what kind of part it is and which scooter models it fits (issue 41). */
  fitment?: PartFitment;
  /** Scooters: the Felkodsdoktorn model this scooter is, when one matches (issue 41). */
  scooterModel?: ModelSlug;
  /** Vegetables only: the two pack sizes (spec §3). */
  quantity_1?: string;
  quantity_2?: string;
}

/** A product with its price history, as a product page shows it. */
export interface ProductDetails extends Product {
  /** Oldest first, up to now; the last point is the price now. */
  priceHistory: PricePoint[];
}
